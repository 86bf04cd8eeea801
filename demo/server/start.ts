import { mkdirSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp, REPO_ROOT } from './app'
import { openDatabase } from './db/db'
import { openCache } from './lib/cache'
import type { PacsConfig } from './lib/pacs/pacsConfig'
import { ASSETS_DIR } from './db/seed/pacs'
import { ensurePacs } from './lib/pacsgen'
import { startPacsSync } from './lib/pacs/pacsSync'
import type { RsaPadding } from './lib/rsa'

/** Options of {@link startServer}. */
export interface StartOptions {
  /** 0 (default) picks a free port. */
  port?: number
  host?: string
  /** Holds `clinic.sqlite` and `rsa-keys.json`; default `<repo>/.data`. */
  dataDir?: string
  /** Test flag: every captcha's answer is this integer. */
  testCaptcha?: string | number
  rsaPadding?: RsaPadding
  distDir?: string
  demoDir?: string
  log?: (line: string) => void
  /** Generate the image files (CT phantom, captures) into `<dataDir>/pacs` if missing; default true. */
  generatePacs?: boolean
  /**
   * How long a client may take to send a request's headers, and the whole request (default 30 s): a slow or stalled
   * sender is dropped instead of holding a socket for minutes.
   */
  requestTimeoutMs?: number
  /**
   * `REDIS_URL`: captchas, login throttling and cached lookups live in this Redis (`redis://[:password@]host:port[/db]`)
   * instead of the server's memory. An unreachable Redis is logged and calls needing it answer 503 until it is back.
   */
  redisUrl?: string
  /** The hospital's PACS (`PACS_DICOMWEB_URL` and friends, see lib/pacs/pacsConfig.ts); unset: the embedded images. */
  pacs?: PacsConfig
}

/** A running server. */
export interface RunningServer {
  url: string
  port: number
  /** Stops listening, drops open connections and closes the database. */
  close(): Promise<void>
}

/**
 * Opens (creating, migrating and seeding as needed) `<dataDir>/clinic.sqlite`, loads or creates the RSA key
 * pair and serves the contract on `host:port`. Used by `main.ts`, the tests and the end-to-end run.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1'
  const dataDir = resolve(options.dataDir ?? join(REPO_ROOT, '.data'))
  mkdirSync(dataDir, { recursive: true })
  const db = openDatabase(join(dataDir, 'clinic.sqlite'))
  // stderr: stdout carries exactly the one listening line main.ts prints.
  const log = options.log ?? ((line: string) => console.error(line))
  if (options.generatePacs ?? true) {
    const pacs = ensurePacs(db, join(dataDir, 'pacs'), ASSETS_DIR)
    if (pacs.phantomGenerated || pacs.capturesGenerated > 0) {
      log(`[pacs] generated ${pacs.phantomGenerated ? `the 200-slice CT phantom (${(pacs.phantomBytes / 1024 / 1024).toFixed(1)} MB) and ` : ''}`
        + `${pacs.capturesGenerated} captures in ${pacs.ms} ms`)
    }
  }
  const cache = await openCache({ redisUrl: options.redisUrl, log })
  const { app, services } = createApp({
    db,
    dataDir,
    cache,
    ...(options.pacs ? { pacs: options.pacs } : {}),
    ...(options.testCaptcha === undefined ? {} : { testCaptcha: options.testCaptcha }),
    ...(options.rsaPadding ? { rsaPadding: options.rsaPadding } : {}),
    ...(options.distDir ? { distDir: options.distDir } : {}),
    ...(options.demoDir ? { demoDir: options.demoDir } : {}),
    ...(options.log ? { log: options.log } : {}),
  })
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    const timeout = options.requestTimeoutMs ?? 30_000
    const s = serve({
      fetch: app.fetch, port: options.port ?? 0, hostname: host,
      // Node checks the timeouts every `connectionsCheckingInterval` (30 s by default): as often as the timeout itself.
      serverOptions: { headersTimeout: timeout, requestTimeout: timeout, connectionsCheckingInterval: Math.min(timeout, 30_000) },
    }, () => resolveServer(s))
    s.once('error', (error) => {
      void cache.close()
      db.close()
      reject(error)
    })
  })
  const port = (server.address() as AddressInfo).port
  services.scheduler.start()
  services.socket.attach(server as Server)
  // With a PACS: worklist items follow the exams, arriving images are recorded (nothing starts without one).
  const pacsSync = startPacsSync(services)
  let closed: Promise<void> | null = null
  return {
    url: `http://${host}:${port}`,
    port,
    close() {
      closed ??= new Promise<void>((resolveClose) => {
        services.scheduler.stop()
        services.socket.close()
        const pacsStopped = pacsSync.stop()
        void services.decrypt.close()
        void services.cache.close()
        server.close(() => {
          void pacsStopped.finally(() => {
            db.close()
            resolveClose()
          })
        })
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      return closed
    },
  }
}
