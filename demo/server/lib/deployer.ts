import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import type { Db } from '../db/db'
import { readArchive, writeEntries, ArchiveError } from './archive'
import { HttpError } from './errors'
import type { MessageKey, MessageParams } from './messages'
import type { SocketHub } from './socket'
import { formatDateTime } from './time'

/** The sid the deployment log goes to (eladmin's `webSocket/deploy`). */
export const DEPLOY_SID = 'deploy'
/** How long a start or deploy script may run before it is killed. */
export const SCRIPT_TIMEOUT_MS = 60_000
/** How long a TCP connection test waits. */
export const CONNECT_TIMEOUT_MS = 3000
/** Lines of one script's output streamed at most (the rest is counted, not sent). */
const MAX_LINES = 2000

/** An application row as the deployer needs it. */
export interface AppRow {
  id: number
  name: string
  port: number
  upload_path: string
  deploy_path: string
  backup_path: string
  start_script: string
  deploy_script: string | null
}

/** A target server row as the deployer needs it. */
export interface ServerRow {
  id: number
  name: string
  ip: string
  port: number
}

/** Whether an address is this machine: the only target the contract server deploys to itself. */
export function isLocal(ip: string): boolean {
  return ['127.0.0.1', 'localhost', '::1', '0:0:0:0:0:0:0:1'].includes(ip.trim().toLowerCase()) || /^127\./.test(ip.trim())
}

/**
 * The folder an application path names, inside `<dataDir>/deploy/` (relative paths start there), or null when it
 * points elsewhere (or at that folder itself, which a deployment would wipe).
 */
export function confinedPath(dataDir: string, path: string): string | null {
  const root = resolve(dataDir, 'deploy')
  const abs = isAbsolute(path) ? resolve(path) : resolve(root, path)
  const rel = relative(root, abs)
  if (!rel || rel.startsWith('..') || isAbsolute(rel) || !abs.startsWith(root + sep)) return null
  return abs
}

/** Whether `a` is `b` or lies inside it (or the other way round). */
export function overlaps(a: string, b: string): boolean {
  return a === b || a.startsWith(b + sep) || b.startsWith(a + sep)
}

/** Answers within `timeoutMs` whether `host:port` accepts a TCP connection. */
export function tcpReachable(host: string, port: number, timeoutMs = CONNECT_TIMEOUT_MS): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port })
    const finish = (ok: boolean) => {
      clearTimeout(timer)
      socket.destroy()
      done(ok)
    }
    const timer = setTimeout(() => finish(false), timeoutMs)
    socket.once('connect', () => finish(true))
    socket.once('error', () => finish(false))
  })
}

/** How a script ended. */
export interface ScriptResult {
  code: number | null
  timedOut: boolean
}

/**
 * Runs a shell script in `cwd` in a process group of its own, with a small environment (no secrets of the server),
 * each output line to `onLine`, killed with its group after `timeoutMs`. It ends when the shell exits: background
 * processes it started live on (their output, if not redirected, is drained and no longer streamed).
 */
export function runScript(
  script: string, cwd: string, env: Record<string, string>, timeoutMs: number,
  onLine: (line: string) => void, onSpawn?: (pid: number) => void,
): Promise<ScriptResult> {
  return new Promise((done) => {
    const child = spawn('/bin/sh', ['-c', script], {
      cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? cwd, LANG: process.env.LANG ?? 'C.UTF-8', ...env },
    })
    let lines = 0
    let ended = false
    const reader = (stream: NodeJS.ReadableStream) => {
      let buffer = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => {
        if (ended) return
        buffer += chunk
        let nl: number
        while ((nl = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, nl).replace(/\r$/, '')
          buffer = buffer.slice(nl + 1)
          if (++lines <= MAX_LINES) onLine(line.slice(0, 2000))
        }
      })
      return () => {
        if (buffer && ++lines <= MAX_LINES) onLine(buffer.slice(0, 2000))
        buffer = ''
      }
    }
    const flushOut = reader(child.stdout)
    const flushErr = reader(child.stderr)
    if (child.pid) onSpawn?.(child.pid)
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL')
      } catch { /* already gone */ }
      finish(null, true)
    }, timeoutMs)
    const finish = (code: number | null, timedOut: boolean) => {
      if (ended) return
      clearTimeout(timer)
      // Give the pipes a moment to deliver what the shell wrote just before it exited.
      setTimeout(() => {
        flushOut()
        flushErr()
        ended = true
        if (lines > MAX_LINES) onLine(`… ${lines - MAX_LINES} more lines`)
        // Background children may hold the pipes: keep draining them, without keeping the server alive.
        for (const stream of [child.stdout, child.stderr]) {
          stream.resume()
          ;(stream as unknown as { unref?: () => void }).unref?.()
        }
        child.unref()
        done({ code, timedOut })
      }, 50)
    }
    child.once('exit', (code) => finish(code, false))
    child.once('error', (error) => {
      onLine(error.message)
      finish(null, false)
    })
  })
}

/** Translates a message key in the locale of the caller who started the work. */
export type Translate = (key: MessageKey, params?: MessageParams) => string

/** Options of {@link Deployer}. */
export interface DeployerOptions {
  db: Db
  dataDir: string
  socket: SocketHub
  now: () => number
}

/**
 * Real deployments on this machine (eladmin's `DeployServiceImpl`, without SSH): for each local target server, stop
 * the application, copy its deploy folder into the backup folder, unpack the package into the deploy folder, run
 * the deploy and start scripts with a timeout — every step and every output line streamed to the `deploy` socket.
 * Remote targets are reported as not supported (the contract server has no SSH client). The process group the start
 * script made is remembered in `<dataDir>/deploy-run/` so stop and status work across restarts.
 */
export class Deployer {
  /** Scripts are killed after this long (tests shorten it). */
  scriptTimeoutMs = SCRIPT_TIMEOUT_MS
  private readonly busy = new Set<number>()
  private readonly runDir: string

  constructor(private readonly options: DeployerOptions) {
    this.runDir = resolve(options.dataDir, 'deploy-run')
  }

  /** The three folders of an application, checked to lie inside `<dataDir>/deploy/` (400 otherwise). */
  folders(app: Pick<AppRow, 'upload_path' | 'deploy_path' | 'backup_path'>): { upload: string; deploy: string; backup: string } {
    const one = (path: string, field: string) => {
      const abs = confinedPath(this.options.dataDir, path)
      if (!abs) throw new HttpError(400, 'app.pathOutside', { field, params: { root: resolve(this.options.dataDir, 'deploy') } })
      return abs
    }
    const upload = one(app.upload_path, 'uploadPath')
    const deploy = one(app.deploy_path, 'deployPath')
    const backup = one(app.backup_path, 'backupPath')
    if (overlaps(deploy, upload)) throw new HttpError(400, 'app.pathsOverlap', { field: 'uploadPath' })
    if (overlaps(deploy, backup)) throw new HttpError(400, 'app.pathsOverlap', { field: 'backupPath' })
    return { upload, deploy, backup }
  }

  /**
   * Checks a package (every entry stays inside its folder) and keeps it in the upload folder; answers its file name.
   * Throws 400 with the reason for a package that cannot be unpacked safely: nothing is written then.
   */
  store(app: AppRow, fileName: string, bytes: Uint8Array): string {
    try {
      readArchive(bytes)
    } catch (error) {
      if (error instanceof ArchiveError) throw new HttpError(400, error.key, { field: 'file', params: error.params })
      throw error
    }
    const { upload } = this.folders(app)
    mkdirSync(upload, { recursive: true })
    const stamp = formatDateTime(this.options.now()).replace(/\D/g, '')
    const safe = fileName.split(/[\\/]/).pop()!.replace(/[^\w.-]/g, '_').slice(-80) || 'package'
    const name = `${stamp}-${randomUUID().slice(0, 8)}-${safe}`
    writeFileSync(join(upload, name), bytes)
    return name
  }

  /** Marks an application busy for one deployment at a time (409 when one runs). */
  claim(appId: number): () => void {
    if (this.busy.has(appId)) throw new HttpError(409, 'deploy.busy')
    this.busy.add(appId)
    return () => this.busy.delete(appId)
  }

  private say(msg: string, type: 'INFO' | 'ERROR' = 'INFO'): void {
    this.options.socket.send(DEPLOY_SID, msg, type)
  }

  private env(app: AppRow, deploy: string): Record<string, string> {
    const { upload, backup } = this.folders(app)
    return { APP_NAME: app.name, APP_PORT: String(app.port), DEPLOY_PATH: deploy, UPLOAD_PATH: upload, BACKUP_PATH: backup }
  }

  /**
   * Deploys `packageFile` (a name in the upload folder) to every server: the full sequence on local targets, an
   * ERROR for the others. Records one history row per server the package was unpacked on (unless `record` is false:
   * a roll-back). Resolves true when every server ended with its start script succeeding.
   */
  async deploy(deployId: number, app: AppRow, servers: readonly ServerRow[], packageFile: string, user: string, t: Translate, record = true): Promise<boolean> {
    let ok = true
    for (const server of servers) {
      if (!isLocal(server.ip)) {
        this.say(t('deploy.remoteUnsupported', { server: server.name, ip: server.ip }), 'ERROR')
        ok = false
        continue
      }
      try {
        ok = (await this.deployLocal(deployId, app, server, packageFile, user, t, record)) && ok
      } catch (error) {
        ok = false
        this.say(error instanceof ArchiveError ? t(error.key, error.params) : t('deploy.failed', { detail: error instanceof Error ? error.message : String(error) }), 'ERROR')
      }
    }
    this.say(t(ok ? 'deploy.finished' : 'deploy.finishedWithErrors', { app: app.name }), ok ? 'INFO' : 'ERROR')
    return ok
  }

  private async deployLocal(deployId: number, app: AppRow, server: ServerRow, packageFile: string, user: string, t: Translate, record: boolean): Promise<boolean> {
    const { upload, deploy, backup } = this.folders(app)
    const file = join(upload, packageFile)
    if (!existsSync(file)) {
      this.say(t('deploy.packageGone'), 'ERROR')
      return false
    }
    this.say(t('deploy.step.begin', { app: app.name, server: server.name, ip: server.ip }))
    this.say(t('deploy.step.stop'))
    await this.stopLocal(app, t)

    if (existsSync(deploy) && readdirSync(deploy).length > 0) {
      const stamp = formatDateTime(this.options.now()).replace(/\D/g, '')
      const target = join(backup, app.name.replace(/[^\w.-]/g, '_'), stamp)
      this.say(t('deploy.step.backup', { path: target }))
      mkdirSync(target, { recursive: true })
      cpSync(deploy, target, { recursive: true })
    } else {
      this.say(t('deploy.step.noBackup'))
    }

    this.say(t('deploy.step.unpack', { path: deploy }))
    const entries = readArchive(readFileSync(file))
    rmSync(deploy, { recursive: true, force: true })
    mkdirSync(deploy, { recursive: true })
    const files = writeEntries(entries, deploy)
    this.say(t('deploy.step.unpacked', { files }))
    if (record) {
      this.options.db.prepare(`INSERT INTO mnt_deploy_history (id, app_name, ip, deploy_date, deploy_user, deploy_id, package_file)
        VALUES (?, ?, ?, ?, ?, ?, ?)`).run(randomUUID(), app.name, server.ip, formatDateTime(this.options.now()), user, deployId, packageFile)
    }

    if (app.deploy_script?.trim()) {
      this.say(t('deploy.step.deployScript'))
      const result = await runScript(app.deploy_script, deploy, this.env(app, deploy), this.scriptTimeoutMs, (line) => this.say(line))
      if (!this.scriptOk(result, t)) return false
    }
    return this.startLocal(app, t)
  }

  private scriptOk(result: ScriptResult, t: Translate): boolean {
    if (result.timedOut) {
      this.say(t('deploy.scriptTimeout', { seconds: Math.round(this.scriptTimeoutMs / 1000) }), 'ERROR')
      return false
    }
    if (result.code !== 0) {
      this.say(t('deploy.scriptFailed', { code: String(result.code) }), 'ERROR')
      return false
    }
    return true
  }

  private pidFile(app: Pick<AppRow, 'id'>): string {
    return join(this.runDir, `app-${app.id}.pid`)
  }

  private livePid(app: Pick<AppRow, 'id'>): number | null {
    const file = this.pidFile(app)
    if (!existsSync(file)) return null
    const pid = Number(readFileSync(file, 'utf8').trim())
    if (!Number.isInteger(pid) || pid <= 1) return null
    try {
      process.kill(-pid, 0)
      return pid
    } catch {
      return null
    }
  }

  /** Runs the start script in the deploy folder; the process group it makes is remembered for stop and status. */
  async startLocal(app: AppRow, t: Translate): Promise<boolean> {
    const { deploy } = this.folders(app)
    if (!existsSync(deploy)) {
      this.say(t('deploy.notDeployed', { app: app.name }), 'ERROR')
      return false
    }
    this.say(t('deploy.step.start', { app: app.name }))
    mkdirSync(this.runDir, { recursive: true })
    const result = await runScript(app.start_script, deploy, this.env(app, deploy), this.scriptTimeoutMs, (line) => this.say(line),
      (pid) => writeFileSync(this.pidFile(app), String(pid)))
    if (!this.scriptOk(result, t)) return false
    this.say(t('deploy.step.started', { app: app.name }))
    return true
  }

  /** Stops what the start script left running (its process group: TERM, then KILL after 3 s). */
  async stopLocal(app: AppRow, t: Translate): Promise<void> {
    const pid = this.livePid(app)
    if (pid === null) {
      this.say(t('deploy.notRunning', { app: app.name }))
      rmSync(this.pidFile(app), { force: true })
      return
    }
    const signal = (name: NodeJS.Signals | 0) => {
      try {
        process.kill(-pid, name)
        return true
      } catch {
        return false
      }
    }
    signal('SIGTERM')
    for (let waited = 0; waited < 3000 && signal(0); waited += 100) await new Promise((r) => setTimeout(r, 100))
    if (signal(0)) signal('SIGKILL')
    rmSync(this.pidFile(app), { force: true })
    this.say(t('deploy.stopped', { app: app.name, pid }))
  }

  /** Whether the application runs on this machine: its process group lives, its port accepts connections. */
  async statusLocal(app: AppRow): Promise<{ running: boolean; pid?: number; listening: boolean }> {
    const pid = this.livePid(app)
    const listening = await tcpReachable('127.0.0.1', app.port, 1000)
    return { running: pid !== null || listening, ...(pid === null ? {} : { pid }), listening }
  }
}
