import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import Database from 'better-sqlite3'
import { z } from 'zod'
import type { AppDto, DatabaseDto, DatabaseRunResult, DeployDto, DeployHistoryDto, ServerDeployDto } from '../../../src/core/contract/mnt'
import type { Ctx, Services } from '../lib/context'
import { createdBy, listRoutes, uniqueAsField, type ListSpec } from '../lib/crud'
import { confinedPath, Deployer, DEPLOY_SID, isLocal, tcpReachable, type AppRow, type ServerRow } from '../lib/deployer'
import { audit, auditColumns, type AuditRow } from '../lib/dto'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { formatDateTime } from '../lib/time'
import { DeletedIds, IdList } from '../schemas/common'
import {
  AppCreate, AppDtoSchema, AppUpdate, ConnectBody, DatabaseConnectBody, DatabaseCreate, DatabaseDtoSchema, DatabaseRunResultSchema,
  DatabaseUpdate, DeployCreate, DeployDtoSchema, DeployHistoryDtoSchema, DeployRef, DeployStatusSchema, DeployUpdate, HistoryRef,
  ServerCreate, ServerDeployDtoSchema, ServerUpdate, UuidList,
} from '../schemas/mnt'

/** The largest deployment package accepted (app.ts gives `api/deploy/upload` this body limit). */
export const PACKAGE_MAX_BYTES = 64 * 1024 * 1024
/** The largest .sql script accepted (app.ts gives `api/database/upload` this body limit). */
export const SCRIPT_MAX_BYTES = 8 * 1024 * 1024
/** The uploads (POST) that may be larger than the 1 MB of other calls: up to {@link PACKAGE_MAX_BYTES} plus the envelope. */
export const MNT_UPLOAD_PATHS: ReadonlySet<string> = new Set(['/api/deploy/upload', '/api/database/upload'])

type AppDbRow = AppRow & AuditRow
interface ServerDbRow extends ServerRow, AuditRow { account: string; password: string | null }
interface HistoryRow { id: string; app_name: string; ip: string; deploy_date: string; deploy_user: string; deploy_id: number; package_file: string }
interface DatabaseRow extends AuditRow { id: string; name: string; jdbc_url: string; user_name: string | null; pwd: string | null }

function toAppDto(row: AppDbRow): AppDto {
  return {
    id: row.id, name: row.name, port: row.port, uploadPath: row.upload_path, deployPath: row.deploy_path, backupPath: row.backup_path,
    startScript: row.start_script, ...(row.deploy_script ? { deployScript: row.deploy_script } : {}), ...audit(row),
  }
}

function toServerDto(row: ServerDbRow): ServerDeployDto {
  return { id: row.id, name: row.name, ip: row.ip, port: row.port, account: row.account, hasPassword: !!row.password, ...audit(row) }
}

function toDatabaseDto(row: DatabaseRow): DatabaseDto {
  return { id: row.id, name: row.name, jdbcUrl: row.jdbc_url, userName: row.user_name ?? '', hasPassword: !!row.pwd, ...audit(row) }
}

const APP_SELECT = `a.id, a.name, a.port, a.upload_path, a.deploy_path, a.backup_path, a.start_script, a.deploy_script, ${auditColumns('a')}`
const SERVER_SELECT = `s.id, s.name, s.ip, s.port, s.account, s.password, ${auditColumns('s')}`

/** The SQLite file a database's `jdbcUrl` names, inside the data folder; null when it points elsewhere. */
export function databaseFile(dataDir: string, jdbcUrl: string): string | null {
  const path = jdbcUrl.trim().replace(/^jdbc:sqlite:/i, '')
  if (!path || path.startsWith('jdbc:') || path.includes('\0')) return null
  const root = resolve(dataDir)
  const file = isAbsolute(path) ? resolve(path) : resolve(root, path)
  const rel = relative(root, file)
  return !rel || rel.startsWith('..') || isAbsolute(rel) || !file.startsWith(root + sep) ? null : file
}

/** Reads the one file of a multipart upload (field `file`) and the text field `id`. */
async function readUpload(c: Ctx, maxBytes: number): Promise<{ file: File; id: string }> {
  let form: Record<string, unknown>
  try {
    form = await c.req.parseBody()
  } catch {
    throw new HttpError(400, 'mnt.fileMissing', { field: 'file' })
  }
  const file = form.file
  if (!(file instanceof File) || file.size === 0) throw new HttpError(400, 'mnt.fileMissing', { field: 'file' })
  if (file.size > maxBytes) throw new HttpError(400, 'mnt.fileTooLarge', { field: 'file', params: { mb: maxBytes / 1024 / 1024 } })
  const id = typeof form.id === 'string' ? form.id.trim() : ''
  if (!id) throw new HttpError(400, 'validation.blank', { field: 'id' })
  return { file, id }
}

/**
 * eladmin's operations tools (`mnt/*`): applications, target servers (test connection), deployments — a real
 * deployment on this machine, its log streamed on the `deploy` WebSocket — with start, stop, status and roll-back,
 * their history, and databases (SQLite files) that run uploaded scripts in one transaction.
 */
export function mntRoutes(s: Services): Resource[] {
  const { db } = s
  const deployer = new Deployer({ db, dataDir: s.dataDir, socket: s.socket, now: s.now })
  s.socket.restrict(DEPLOY_SID, ['deploy:list', 'deploy:edit'])

  const appRow = (id: number): AppDbRow => {
    const row = db.prepare(`SELECT ${APP_SELECT} FROM mnt_app a WHERE a.id = ?`).get(id) as AppDbRow | undefined
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    return row
  }
  const serversOf = (deployId: number): ServerDbRow[] => db.prepare(`SELECT ${SERVER_SELECT} FROM mnt_server s
    JOIN mnt_deploy_server ds ON ds.server_id = s.id WHERE ds.deploy_id = ? ORDER BY s.id`).all(deployId) as ServerDbRow[]
  const deployRow = (id: number): { id: number; app_id: number } => {
    const row = db.prepare('SELECT id, app_id FROM mnt_deploy WHERE id = ?').get(id) as { id: number; app_id: number } | undefined
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    return row
  }

  // ---- applications
  const apps = new Resource('/api/app', 'mnt', s)
  const appList: ListSpec<AppDbRow, AppDto> = {
    from: 'mnt_app a', select: APP_SELECT,
    sort: { id: 'a.id', name: 'a.name', port: 'a.port', createTime: 'a.create_time' },
    defaultSort: 'a.id DESC',
    filters: {
      name: { kind: 'like', column: 'a.name', description: 'Part of the name' },
      createTime: { kind: 'between', column: 'a.create_time', description: 'Created between' },
    },
    toDto: toAppDto,
  }
  listRoutes(apps, db, appList, { permission: ['app:list', 'deploy:list'], summary: 'Applications, paged', response: AppDtoSchema })
  const appValues = (body: z.output<typeof AppCreate> | z.output<typeof AppUpdate>) => {
    deployer.folders({ upload_path: body.uploadPath, deploy_path: body.deployPath, backup_path: body.backupPath })
    return [body.name, body.port, body.uploadPath, body.deployPath, body.backupPath, body.startScript, body.deployScript] as const
  }
  apps.route({
    method: 'post', path: '/', permission: ['app:add'], body: AppCreate, status: 201, response: AppDtoSchema,
    summary: 'Create an application; its folders must lie under <dataDir>/deploy/',
  }, (c, { body, principal }) => {
    const values = appValues(body)
    const a = createdBy(principal, s.now())
    const id = uniqueAsField({ 'mnt_app.name': 'name' }, () => Number(db.prepare(`INSERT INTO mnt_app (name, port, upload_path, deploy_path, backup_path,
      start_script, deploy_script, create_by, update_by, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(...values, a.create_by, a.update_by, a.create_time, a.update_time).lastInsertRowid), () => body.name)
    return c.json(toAppDto(appRow(id)), 201)
  })
  apps.route({
    method: 'put', path: '/', permission: ['app:edit'], body: AppUpdate, status: 204, summary: 'Update an application',
  }, (c, { body, principal }) => {
    const values = appValues(body)
    const result = uniqueAsField({ 'mnt_app.name': 'name' }, () => db.prepare(`UPDATE mnt_app SET name = ?, port = ?, upload_path = ?, deploy_path = ?,
      backup_path = ?, start_script = ?, deploy_script = ?, update_by = ?, update_time = ? WHERE id = ?`)
      .run(...values, principal.username, formatDateTime(s.now()), body.id), () => body.name)
    if (result.changes === 0) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
    return c.body(null, 204)
  })
  apps.route({
    method: 'delete', path: '/', permission: ['app:del'], body: IdList, response: DeletedIds,
    summary: 'Delete applications no deployment uses',
  }, (c, { body }) => c.json(db.transaction(() => {
    const out: number[] = []
    for (const id of body) {
      const app = db.prepare('SELECT name FROM mnt_app WHERE id = ?').get(id) as { name: string } | undefined
      if (!app) continue
      if (db.prepare('SELECT 1 FROM mnt_deploy WHERE app_id = ? LIMIT 1').get(id)) throw new HttpError(400, 'app.inUse', { params: { name: app.name } })
      db.prepare('DELETE FROM mnt_app WHERE id = ?').run(id)
      out.push(id)
    }
    return out
  })()))

  // ---- target servers
  const servers = new Resource('/api/serverDeploy', 'mnt', s)
  const serverList: ListSpec<ServerDbRow, ServerDeployDto> = {
    from: 'mnt_server s', select: SERVER_SELECT,
    sort: { id: 's.id', name: 's.name', ip: 's.ip', createTime: 's.create_time' },
    defaultSort: 's.id DESC',
    filters: {
      blurry: { kind: 'blurry', columns: ['s.name', 's.ip', 's.account'], description: 'Part of the name, address or account' },
      createTime: { kind: 'between', column: 's.create_time', description: 'Created between' },
    },
    toDto: toServerDto,
  }
  listRoutes(servers, db, serverList, { permission: ['serverDeploy:list', 'deploy:list'], summary: 'Target servers, paged (passwords never sent)', response: ServerDeployDtoSchema })
  const serverRow = (id: number) => db.prepare(`SELECT ${SERVER_SELECT} FROM mnt_server s WHERE s.id = ?`).get(id) as ServerDbRow
  servers.route({
    method: 'post', path: '/', permission: ['serverDeploy:add'], body: ServerCreate, status: 201, response: ServerDeployDtoSchema,
    summary: 'Create a target server; the password is stored sealed',
  }, (c, { body, principal }) => {
    const a = createdBy(principal, s.now())
    const id = uniqueAsField({ 'mnt_server.name': 'name' }, () => Number(db.prepare(`INSERT INTO mnt_server (name, ip, port, account, password,
      create_by, update_by, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(body.name, body.ip, body.port, body.account, body.password ? s.secrets.seal(body.password) : null,
        a.create_by, a.update_by, a.create_time, a.update_time).lastInsertRowid), () => body.name)
    return c.json(toServerDto(serverRow(id)), 201)
  })
  servers.route({
    method: 'put', path: '/', permission: ['serverDeploy:edit'], body: ServerUpdate, status: 204,
    summary: 'Update a target server; an empty password keeps the stored one',
  }, (c, { body, principal }) => {
    const result = uniqueAsField({ 'mnt_server.name': 'name' }, () => db.prepare(`UPDATE mnt_server SET name = ?, ip = ?, port = ?, account = ?,
      password = COALESCE(?, password), update_by = ?, update_time = ? WHERE id = ?`)
      .run(body.name, body.ip, body.port, body.account, body.password ? s.secrets.seal(body.password) : null,
        principal.username, formatDateTime(s.now()), body.id), () => body.name)
    if (result.changes === 0) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
    return c.body(null, 204)
  })
  servers.route({
    method: 'delete', path: '/', permission: ['serverDeploy:del'], body: IdList, response: DeletedIds,
    summary: 'Delete target servers no deployment uses',
  }, (c, { body }) => c.json(db.transaction(() => {
    const out: number[] = []
    for (const id of body) {
      const server = db.prepare('SELECT name FROM mnt_server WHERE id = ?').get(id) as { name: string } | undefined
      if (!server) continue
      if (db.prepare('SELECT 1 FROM mnt_deploy_server WHERE server_id = ? LIMIT 1').get(id)) throw new HttpError(400, 'serverDeploy.inUse', { params: { name: server.name } })
      db.prepare('DELETE FROM mnt_server WHERE id = ?').run(id)
      out.push(id)
    }
    return out
  })()))
  servers.route({
    method: 'post', path: '/testConnect', permission: ['serverDeploy:add', 'serverDeploy:edit'], body: ConnectBody, status: 201,
    response: z.boolean(),
    summary: 'Whether the server accepts a TCP connection on ip:port (answers within 3 s)',
  }, async (c, { body }) => c.json(await tcpReachable(body.ip, body.port), 201))

  // ---- deployments
  const deploys = new Resource('/api/deploy', 'mnt', s)
  interface DeployDbRow extends AuditRow { id: number; app_id: number }
  const deployList: ListSpec<DeployDbRow, DeployDto> = {
    from: 'mnt_deploy d JOIN mnt_app a ON a.id = d.app_id',
    select: `d.id, d.app_id, ${auditColumns('d')}`,
    sort: { id: 'd.id', createTime: 'd.create_time', appName: 'a.name' },
    defaultSort: 'd.id DESC',
    filters: {
      appName: { kind: 'like', column: 'a.name', description: 'Part of the application name' },
      createTime: { kind: 'between', column: 'd.create_time', description: 'Created between' },
    },
    toDto: (row) => {
      const targets = serversOf(row.id)
      return { id: row.id, app: toAppDto(appRow(row.app_id)), deploys: targets.map(toServerDto), servers: targets.map((t) => t.name).join(','), ...audit(row) }
    },
  }
  listRoutes(deploys, db, deployList, { permission: ['deploy:list'], summary: 'Deployments (an application on servers), paged', response: DeployDtoSchema })
  const saveDeploy = (body: z.output<typeof DeployCreate> | z.output<typeof DeployUpdate>, id: number) => {
    db.prepare('DELETE FROM mnt_deploy_server WHERE deploy_id = ?').run(id)
    for (const server of body.deploys) {
      if (!db.prepare('SELECT 1 FROM mnt_server WHERE id = ?').get(server.id)) throw new HttpError(400, 'common.recordNotFound', { field: 'deploys', params: { id: server.id } })
      db.prepare('INSERT OR IGNORE INTO mnt_deploy_server (deploy_id, server_id) VALUES (?, ?)').run(id, server.id)
    }
  }
  deploys.route({
    method: 'post', path: '/', permission: ['deploy:add'], body: DeployCreate, status: 201, summary: 'Create a deployment',
  }, (c, { body, principal }) => {
    if (!db.prepare('SELECT 1 FROM mnt_app WHERE id = ?').get(body.app.id)) throw new HttpError(400, 'common.recordNotFound', { field: 'app', params: { id: body.app.id } })
    const a = createdBy(principal, s.now())
    db.transaction(() => {
      const id = Number(db.prepare('INSERT INTO mnt_deploy (app_id, create_by, update_by, create_time, update_time) VALUES (?, ?, ?, ?, ?)')
        .run(body.app.id, a.create_by, a.update_by, a.create_time, a.update_time).lastInsertRowid)
      saveDeploy(body, id)
    })()
    return c.body(null, 201)
  })
  deploys.route({
    method: 'put', path: '/', permission: ['deploy:edit'], body: DeployUpdate, status: 204, summary: 'Update a deployment',
  }, (c, { body, principal }) => {
    if (!db.prepare('SELECT 1 FROM mnt_app WHERE id = ?').get(body.app.id)) throw new HttpError(400, 'common.recordNotFound', { field: 'app', params: { id: body.app.id } })
    db.transaction(() => {
      const result = db.prepare('UPDATE mnt_deploy SET app_id = ?, update_by = ?, update_time = ? WHERE id = ?')
        .run(body.app.id, principal.username, formatDateTime(s.now()), body.id)
      if (result.changes === 0) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
      saveDeploy(body, body.id)
    })()
    return c.body(null, 204)
  })
  deploys.route({
    method: 'delete', path: '/', permission: ['deploy:del'], body: IdList, response: DeletedIds, summary: 'Delete deployments (their history stays)',
  }, (c, { body }) => c.json(db.transaction(() => body.filter((id) => db.prepare('DELETE FROM mnt_deploy WHERE id = ?').run(id).changes > 0))()))

  deploys.route({
    method: 'post', path: '/upload', permission: ['deploy:edit'], status: 200,
    multipart: { file: 'The package: a .zip or a .tar.gz (at most 64 MB)', id: 'The deployment id' },
    response: z.object({ error: z.literal(0), id: z.string() }),
    summary: 'Upload a package and deploy it to the deployment\'s servers; the steps stream on webSocket/deploy',
    description: 'The package is checked whole first (an entry escaping its folder is a 400, nothing written). The answer comes once it is '
      + 'stored; the deployment then runs: stop, back up the deploy folder, unpack, deploy script, start script.',
  }, async (c, { principal, t }) => {
    const { file, id } = await readUpload(c, PACKAGE_MAX_BYTES)
    if (!/^\d{1,15}$/.test(id)) throw new HttpError(400, 'validation.integer', { field: 'id' })
    const deploy = deployRow(Number(id))
    const app = appRow(deploy.app_id)
    const release = deployer.claim(app.id)
    let name: string
    try {
      name = deployer.store(app, file.name, new Uint8Array(await file.arrayBuffer()))
    } catch (error) {
      release()
      throw error
    }
    void deployer.deploy(deploy.id, app, serversOf(deploy.id), name, principal.username, t)
      .catch((error: unknown) => s.log(`[deploy] ${error instanceof Error ? error.stack ?? error.message : String(error)}`))
      .finally(release)
    return c.json({ error: 0 as const, id: name })
  })

  /** Runs `local` once for the deployment's local servers; remote ones are reported as not supported. */
  const onServers = async (deployId: number, t: (key: 'deploy.remoteUnsupported', p: Record<string, string>) => string, local: (app: AppDbRow) => Promise<boolean>) => {
    const app = appRow(deployRow(deployId).app_id)
    const release = deployer.claim(app.id)
    let success = true
    let ranLocal = false
    try {
      for (const server of serversOf(deployId)) {
        if (!isLocal(server.ip)) {
          s.socket.send(DEPLOY_SID, t('deploy.remoteUnsupported', { server: server.name, ip: server.ip }), 'ERROR')
          success = false
        } else if (!ranLocal) {
          ranLocal = true
          success = (await local(app)) && success
        }
      }
    } finally {
      release()
    }
    return success
  }
  deploys.route({
    method: 'post', path: '/startServer', permission: ['deploy:edit'], body: DeployRef, response: z.object({ success: z.boolean() }),
    summary: 'Run the start script on the deployment\'s local servers; the output streams on webSocket/deploy',
  }, async (c, { body, t }) => c.json({ success: await onServers(body.id, t, (app) => deployer.startLocal(app, t)) }))
  deploys.route({
    method: 'post', path: '/stopServer', permission: ['deploy:edit'], body: DeployRef, response: z.object({ success: z.boolean() }),
    summary: 'Stop what the start script left running (its process group: TERM, then KILL after 3 s)',
  }, async (c, { body, t }) => c.json({ success: await onServers(body.id, t, async (app) => {
    await deployer.stopLocal(app, t)
    return true
  }) }))
  deploys.route({
    method: 'post', path: '/serverStatus', permission: ['deploy:edit', 'deploy:list'], body: DeployRef, response: DeployStatusSchema,
    summary: 'Whether the application runs on each server of the deployment',
  }, async (c, { body, t }) => {
    const app = appRow(deployRow(body.id).app_id)
    const out = []
    for (const server of serversOf(body.id)) {
      if (!isLocal(server.ip)) {
        out.push({ ip: server.ip, running: false, listening: await tcpReachable(server.ip, app.port) })
        continue
      }
      const status = await deployer.statusLocal(app)
      s.socket.send(DEPLOY_SID, t(status.running ? 'deploy.statusRunning' : 'deploy.statusStopped', { app: app.name, port: app.port }))
      out.push({ ip: server.ip, ...status })
    }
    return c.json(out)
  })
  deploys.route({
    method: 'post', path: '/serverReduction', permission: ['deploy:edit'], body: HistoryRef, response: z.object({ error: z.literal(0), id: z.string() }),
    summary: 'Roll back: deploy again the package of a history entry (on its server); the steps stream on webSocket/deploy',
  }, (c, { body, t, principal }) => {
    const history = db.prepare('SELECT * FROM mnt_deploy_history WHERE id = ?').get(body.id) as HistoryRow | undefined
    if (!history) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
    const deploy = deployRow(history.deploy_id)
    const app = appRow(deploy.app_id)
    const { upload } = deployer.folders(app)
    if (!existsSync(join(upload, history.package_file))) throw new HttpError(400, 'deploy.packageGone')
    const targets = serversOf(deploy.id).filter((server) => server.ip === history.ip)
    if (targets.length === 0) throw new HttpError(400, 'deploy.serverGone', { params: { ip: history.ip } })
    const release = deployer.claim(app.id)
    s.socket.send(DEPLOY_SID, t('deploy.rollback', { app: app.name, date: history.deploy_date }))
    void deployer.deploy(deploy.id, app, targets, history.package_file, principal.username, t, false)
      .catch((error: unknown) => s.log(`[deploy] ${error instanceof Error ? error.stack ?? error.message : String(error)}`))
      .finally(release)
    return c.json({ error: 0 as const, id: history.package_file })
  })

  // ---- deployment history
  const histories = new Resource('/api/deployHistory', 'mnt', s)
  const historyList: ListSpec<HistoryRow & { app_id: number | null; upload_path: string | null }, DeployHistoryDto> = {
    from: 'mnt_deploy_history h LEFT JOIN mnt_deploy d ON d.id = h.deploy_id LEFT JOIN mnt_app a ON a.id = d.app_id',
    select: 'h.id, h.app_name, h.ip, h.deploy_date, h.deploy_user, h.deploy_id, h.package_file, a.id AS app_id, a.upload_path',
    sort: { deployDate: 'h.deploy_date', appName: 'h.app_name', ip: 'h.ip' },
    defaultSort: 'h.deploy_date DESC, h.rowid DESC',
    filters: {
      blurry: { kind: 'blurry', columns: ['h.app_name', 'h.ip', 'h.deploy_user'], description: 'Part of the application, address or user' },
      deployId: { kind: 'equal', column: 'h.deploy_id', type: 'int', description: 'The deployment' },
      deployDate: { kind: 'between', column: 'h.deploy_date', description: 'Deployed between' },
    },
    toDto: (row) => {
      const folder = row.upload_path === null ? null : confinedPath(s.dataDir, row.upload_path)
      const restorable = folder !== null && existsSync(join(folder, row.package_file))
      return {
        id: row.id, appName: row.app_name, ip: row.ip, deployDate: row.deploy_date, deployUser: row.deploy_user,
        deployId: row.deploy_id, restorable,
      }
    },
  }
  listRoutes(histories, db, historyList, { permission: ['deployHistory:list', 'deploy:list'], summary: 'Deployments made, newest first', response: DeployHistoryDtoSchema })
  histories.route({
    method: 'delete', path: '/', permission: ['deployHistory:del'], body: UuidList, response: z.array(z.string()),
    summary: 'Delete history entries (their packages stay in the upload folder)',
  }, (c, { body }) => c.json(db.transaction(() => body.filter((id) => db.prepare('DELETE FROM mnt_deploy_history WHERE id = ?').run(id).changes > 0))()))

  // ---- databases
  const databases = new Resource('/api/database', 'mnt', s)
  const databaseList: ListSpec<DatabaseRow, DatabaseDto> = {
    from: 'mnt_database b', select: `b.id, b.name, b.jdbc_url, b.user_name, b.pwd, ${auditColumns('b')}`,
    sort: { name: 'b.name', createTime: 'b.create_time' },
    defaultSort: 'b.create_time DESC, b.name',
    filters: {
      blurry: { kind: 'blurry', columns: ['b.name', 'b.jdbc_url'], description: 'Part of the name or the file' },
      createTime: { kind: 'between', column: 'b.create_time', description: 'Created between' },
    },
    toDto: toDatabaseDto,
  }
  listRoutes(databases, db, databaseList, { permission: ['database:list'], summary: 'Databases (SQLite files) to run scripts against', response: DatabaseDtoSchema })
  const checkFile = (jdbcUrl: string) => {
    if (!databaseFile(s.dataDir, jdbcUrl)) throw new HttpError(400, 'database.pathOutside', { field: 'jdbcUrl', params: { root: resolve(s.dataDir) } })
  }
  const databaseRow = (id: string) => {
    const row = db.prepare(`SELECT b.id, b.name, b.jdbc_url, b.user_name, b.pwd, ${auditColumns('b')} FROM mnt_database b WHERE b.id = ?`).get(id) as DatabaseRow | undefined
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    return row
  }
  databases.route({
    method: 'post', path: '/', permission: ['database:add'], body: DatabaseCreate, status: 201, response: DatabaseDtoSchema,
    summary: 'Create a database; the file must lie in the server\'s data folder',
  }, (c, { body, principal }) => {
    checkFile(body.jdbcUrl)
    const a = createdBy(principal, s.now())
    const id = randomUUID()
    uniqueAsField({ 'mnt_database.name': 'name' }, () => db.prepare(`INSERT INTO mnt_database (id, name, jdbc_url, user_name, pwd, create_by, update_by,
      create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(id, body.name, body.jdbcUrl, body.userName, body.pwd ? s.secrets.seal(body.pwd) : null,
      a.create_by, a.update_by, a.create_time, a.update_time), () => body.name)
    return c.json(toDatabaseDto(databaseRow(id)), 201)
  })
  databases.route({
    method: 'put', path: '/', permission: ['database:edit'], body: DatabaseUpdate, status: 204,
    summary: 'Update a database; an empty password keeps the stored one',
  }, (c, { body, principal }) => {
    checkFile(body.jdbcUrl)
    const result = uniqueAsField({ 'mnt_database.name': 'name' }, () => db.prepare(`UPDATE mnt_database SET name = ?, jdbc_url = ?, user_name = ?,
      pwd = COALESCE(?, pwd), update_by = ?, update_time = ? WHERE id = ?`).run(body.name, body.jdbcUrl, body.userName,
      body.pwd ? s.secrets.seal(body.pwd) : null, principal.username, formatDateTime(s.now()), body.id), () => body.name)
    if (result.changes === 0) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
    return c.body(null, 204)
  })
  databases.route({
    method: 'delete', path: '/', permission: ['database:del'], body: UuidList, response: z.array(z.string()), summary: 'Delete databases (the files stay)',
  }, (c, { body }) => c.json(db.transaction(() => body.filter((id) => db.prepare('DELETE FROM mnt_database WHERE id = ?').run(id).changes > 0))()))
  databases.route({
    method: 'post', path: '/testConnect', permission: ['database:add', 'database:edit'], body: DatabaseConnectBody, status: 201, response: z.boolean(),
    summary: 'Whether the database file opens (read-only) as a SQLite database',
  }, (c, { body }) => {
    const file = databaseFile(s.dataDir, body.jdbcUrl)
    if (!file) throw new HttpError(400, 'database.pathOutside', { field: 'jdbcUrl', params: { root: resolve(s.dataDir) } })
    let ok = false
    try {
      const probe = new Database(file, { readonly: true, fileMustExist: true, timeout: 3000 })
      try {
        probe.prepare('SELECT count(*) FROM sqlite_master').get()
        ok = true
      } finally {
        probe.close()
      }
    } catch {
      ok = false
    }
    return c.json(ok, 201)
  })
  databases.route({
    method: 'post', path: '/upload', permission: ['database:edit'], response: DatabaseRunResultSchema,
    multipart: { file: 'The .sql script (UTF-8, at most 8 MB)', id: 'The database id' },
    summary: 'Run an uploaded .sql script against a database in one transaction: all of it, or (on an error) none of it',
  }, async (c, { t }) => {
    const { file, id } = await readUpload(c, SCRIPT_MAX_BYTES)
    if (!/\.sql$/i.test(file.name)) throw new HttpError(400, 'database.scriptType', { field: 'file' })
    const row = databaseRow(id)
    const path = databaseFile(s.dataDir, row.jdbc_url)
    if (!path) throw new HttpError(400, 'database.pathOutside', { field: 'jdbcUrl', params: { root: resolve(s.dataDir) } })
    const script = new TextDecoder('utf-8', { fatal: false }).decode(await file.arrayBuffer()).replace(/^\uFEFF/, '')
    if (attachesFiles(script)) throw new HttpError(400, 'database.attachRefused', { field: 'file' })
    const started = performance.now()
    let target: Database.Database
    try {
      target = new Database(path, { fileMustExist: true, timeout: 3000 })
    } catch (error) {
      throw new HttpError(400, 'database.openFailed', { params: { detail: error instanceof Error ? error.message : String(error) } })
    }
    let result: DatabaseRunResult
    try {
      const before = (target.prepare('SELECT total_changes() AS n').get() as { n: number }).n
      target.transaction(() => target.exec(script))()
      const after = (target.prepare('SELECT total_changes() AS n').get() as { n: number }).n
      result = { success: true, message: t('database.ran'), changes: after - before, ms: Math.round(performance.now() - started) }
    } catch (error) {
      result = { success: false, message: error instanceof Error ? error.message : String(error), changes: 0, ms: Math.round(performance.now() - started) }
    } finally {
      target.close()
    }
    return c.json(result)
  })

  return [apps, servers, deploys, histories, databases]
}

/**
 * Whether a script ATTACHes (or DETACHes) another database: SQLite allows it inside the script's transaction, and an
 * attached file is created wherever the server may write — a script reaches only its own database. Comments, string
 * literals and quoted identifiers are taken out first, so `'attach'` or a column named "attach" do not count.
 */
export function attachesFiles(script: string): boolean {
  const code = script
    .replace(/--[^\n]*|\/\*[\s\S]*?(\*\/|$)/g, ' ')
    .replace(/'(?:[^']|'')*'?|"(?:[^"]|"")*"?|`[^`]*`?|\[[^\]]*\]?/g, ' ')
  return /\b(ATTACH|DETACH)\b/i.test(code)
}
