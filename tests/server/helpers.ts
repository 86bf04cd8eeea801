// Shared set-up of the server tests: a fresh data folder and database per test file, an injectable clock, and
// helpers that call the app in-process the way the browser does (JSON, Authorization, RSA via jsencrypt).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JSEncrypt } from 'jsencrypt'
import { createApp, type CreateAppOptions } from '../../demo/server/app'
import { openDatabase, type Db } from '../../demo/server/db/db'

/** The answer every captcha has in these tests. */
export const CAPTCHA = '7'
/** 2025-06-01 08:00:00 UTC, the clock's start. */
export const T0 = Date.UTC(2025, 5, 1, 8, 0, 0)

export interface CallOptions {
  token?: string | null
  body?: unknown
  /** Sent verbatim instead of JSON-encoding `body`. */
  rawBody?: string
  headers?: Record<string, string>
  /** Client address seen by the server (node binding). */
  ip?: string
}

export interface CallResult<T = unknown> {
  status: number
  headers: Headers
  text: string
  /** The body as it came (files). */
  bytes: Uint8Array
  /** Parsed JSON body, or undefined for empty / non-JSON bodies. */
  json: T
}

export interface TestServer {
  app: ReturnType<typeof createApp>['app']
  operations: ReturnType<typeof createApp>['operations']
  services: ReturnType<typeof createApp>['services']
  db: Db
  dataDir: string
  clock: { now: number }
  logs: string[]
  publicKey: string
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>
  encrypt(plain: string): string
  /** Logs in (captcha + RSA) and returns the `Bearer …` token. */
  login(username: string, password?: string): Promise<string>
  /** Posts auth/login with a fresh captcha; `code` defaults to the right answer. */
  tryLogin(username: string, password: string, extra?: { code?: string; ip?: string; headers?: Record<string, string> }): Promise<CallResult<{ token: string; message: string }>>
  close(): void
}

/** What a test adds to the app before its first request (Hono builds its router then): a test-only route. */
export interface HarnessOptions {
  beforeRequests?: (app: ReturnType<typeof createApp>['app'], services: ReturnType<typeof createApp>['services']) => void
}

/** Builds a server on a fresh temp data folder. */
export async function makeServer(options: Partial<CreateAppOptions> = {}, harness: HarnessOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clinic-server-test-'))
  const db = openDatabase(join(dataDir, 'clinic.sqlite'), { seedNow: T0 })
  const clock = { now: T0 }
  const logs: string[] = []
  const { app, operations, services } = createApp({
    db, dataDir, now: () => clock.now, testCaptcha: CAPTCHA, log: (line) => logs.push(line), ...options,
  })
  harness.beforeRequests?.(app, services)

  const call = async <T>(method: string, path: string, opts: CallOptions = {}): Promise<CallResult<T>> => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) }
    if (opts.token) headers.Authorization = opts.token
    let body: string | undefined
    if (opts.rawBody !== undefined) body = opts.rawBody
    else if (opts.body !== undefined) body = JSON.stringify(opts.body)
    if (body !== undefined && !headers['Content-Type']) headers['Content-Type'] = 'application/json'
    const env = opts.ip ? { incoming: { socket: { remoteAddress: opts.ip } } } : undefined
    const res = await app.request(path, { method, headers, ...(body === undefined ? {} : { body }) }, env)
    const bytes = new Uint8Array(await res.arrayBuffer())
    const text = new TextDecoder().decode(bytes)
    let json: unknown
    try {
      json = text ? JSON.parse(text) : undefined
    } catch {
      json = undefined
    }
    return { status: res.status, headers: res.headers, text, bytes, json: json as T }
  }

  const config = await call<{ rsaPublicKey: string }>('GET', '/config.json')
  const publicKey = config.json.rsaPublicKey
  const encrypt = (plain: string): string => {
    const rsa = new JSEncrypt()
    rsa.setPublicKey(publicKey)
    const out = rsa.encrypt(plain)
    if (out === false) throw new Error('encryption failed')
    return out
  }

  const tryLogin: TestServer['tryLogin'] = async (username, password, extra = {}) => {
    const code = await call<{ uuid: string }>('GET', '/auth/code')
    return call('POST', '/auth/login', {
      body: { username, password: encrypt(password), code: extra.code ?? CAPTCHA, uuid: code.json.uuid },
      ...(extra.ip ? { ip: extra.ip } : {}),
      ...(extra.headers ? { headers: extra.headers } : {}),
    })
  }

  return {
    app, operations, services, db, dataDir, clock, logs, publicKey, call, encrypt, tryLogin,
    async login(username, password = '123456') {
      const res = await tryLogin(username, password)
      if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${res.text}`)
      return res.json.token
    },
    close() {
      void services.decrypt.close()
      db.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
