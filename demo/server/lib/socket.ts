import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer, type RawData } from 'ws'
import type { SocketMessage, SocketMsgType } from '../../../src/core/contract/mnt'
import type { Db } from '../db/db'
import { allows, loadPrincipal, type Access, type Principal } from './auth'
import { tokenFromHeader, type SessionStore } from './sessions'

/** Where sockets connect: `/webSocket/<sid>` (eladmin's path), the sid letters, digits, `-`, `_` and `.`. */
const PATH = /^\/webSocket\/([\w.-]{1,64})(?:\?.*)?$/

/** Close codes beyond the standard ones: the client must sign in again, or may not use this sid. */
export const CLOSE_UNAUTHENTICATED = 4401
export const CLOSE_FORBIDDEN = 4403

/** One authenticated connection. */
export interface SocketClient {
  sid: string
  userId: number
  username: string
  /** The session token it signed in with, checked again by the sweep (a kicked-out session's sockets close). */
  token: string
  socket: WebSocket
}

/** Options of {@link SocketHub}. */
export interface SocketHubOptions {
  /** The principal of a session token (`Bearer …` or the bare token), or null when it is not a live session. */
  authenticate: (token: string) => Principal | null
  /** Whether a token's session still lives (the sweep closes sockets whose session ended). */
  alive: (token: string) => boolean
  /** How long a new socket may take to send its token (default 5 s). */
  authTimeoutMs?: number
  /** How often the sessions of open sockets are checked (default 15 s). */
  sweepMs?: number
}

/** A client message as the listeners of {@link SocketHub.onMessage} receive it. */
export type SocketListener = (client: SocketClient, data: unknown) => void

/**
 * The contract server's WebSocket endpoint `ws(s)://<host>/webSocket/{sid}` (eladmin's `WebSocketServer`), with a
 * difference eladmin lacks: a socket is authenticated before it hears anything. The client's first message is
 * `{"token": "Bearer …"}` (not the URL, which proxies and logs keep); the hub answers `{msgType: 'CONNECT'}` or an
 * ERROR and closes with 4401. A sid may be restricted to permissions (`deploy` needs a deploy permission: 4403).
 * Unlike eladmin (one socket per sid, a reconnect replacing it), several sockets may share a sid — two views of one
 * page, two administrators watching one deployment; a socket whose session ends (kicked out) is closed. Messages are
 * `{msg, msgType}`; the deploy log uses it, and a staff chat will (`send` to a sid, `sendToUser`, `broadcast`).
 *
 * @example
 * hub.restrict('deploy', ['deploy:list'])
 * hub.send('deploy', 'stopping the application')
 */
export class SocketHub {
  private readonly clients = new Set<SocketClient>()
  private readonly listeners = new Set<SocketListener>()
  private readonly rules = new Map<string, Access>()
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  private sweepTimer: ReturnType<typeof setInterval> | null = null

  constructor(private readonly options: SocketHubOptions) {}

  /** A hub whose sockets sign in with the sessions of `sessions()` (the console's login tokens). */
  static forSessions(db: Db, sessions: () => SessionStore): SocketHub {
    return new SocketHub({
      authenticate: (token) => {
        const raw = tokenFromHeader(token)
        const row = raw ? sessions().use(raw) : null
        return raw && row ? loadPrincipal(db, row.userId, raw, row.scope) : null
      },
      alive: (token) => sessions().alive(token),
    })
  }

  /** Only callers holding one of `access` may open sockets on `sid` (administrators always may). */
  restrict(sid: string, access: Access): this {
    this.rules.set(sid, access)
    return this
  }

  /**
   * Serves the endpoint on `server` (its `upgrade` requests for `/webSocket/…`); returns the detach. Other upgrade
   * paths are left to other listeners, or refused when there are none.
   */
  attach(server: Server): () => void {
    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const match = PATH.exec(request.url ?? '')
      if (!match) {
        if (server.listenerCount('upgrade') === 1) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n')
        return
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => this.admit(ws, match[1]!))
    }
    server.on('upgrade', onUpgrade)
    this.sweepTimer ??= setInterval(() => this.sweep(), this.options.sweepMs ?? 15_000)
    this.sweepTimer.unref()
    return () => {
      server.off('upgrade', onUpgrade)
    }
  }

  /** Sends to every socket on `sid`; answers how many received it. */
  send(sid: string, msg: string, msgType: SocketMsgType = 'INFO'): number {
    return this.deliver((c) => c.sid === sid, { msg, msgType })
  }

  /** Sends to every socket of a user (on `sid` only, when given). */
  sendToUser(userId: number, msg: string, msgType: SocketMsgType = 'INFO', sid?: string): number {
    return this.deliver((c) => c.userId === userId && (sid === undefined || c.sid === sid), { msg, msgType })
  }

  /** Sends to every authenticated socket. */
  broadcast(msg: string, msgType: SocketMsgType = 'INFO'): number {
    return this.deliver(() => true, { msg, msgType })
  }

  /** Listens to what authenticated clients send (after their token); returns the unsubscribe. */
  onMessage(listener: SocketListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The open authenticated sockets (on `sid`, when given). */
  count(sid?: string): number {
    let n = 0
    for (const c of this.clients) if (sid === undefined || c.sid === sid) n++
    return n
  }

  /** Closes every socket with the session that `token` names (a kicked-out or logged-out session). */
  dropSession(token: string): void {
    for (const c of [...this.clients]) if (c.token === token) this.drop(c, CLOSE_UNAUTHENTICATED, 'session ended')
  }

  /** Closes every socket and stops the sweep (the server is closing). */
  close(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer)
    this.sweepTimer = null
    for (const c of [...this.clients]) this.drop(c, 1001, 'server closing')
    for (const ws of this.wss.clients) ws.terminate()
    this.wss.close()
  }

  private deliver(to: (c: SocketClient) => boolean, message: SocketMessage): number {
    const text = JSON.stringify(message)
    let n = 0
    for (const c of this.clients) {
      if (!to(c) || c.socket.readyState !== WebSocket.OPEN) continue
      c.socket.send(text)
      n++
    }
    return n
  }

  private admit(ws: WebSocket, sid: string): void {
    const refuse = (code: number, msg: string) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ msg, msgType: 'ERROR' } satisfies SocketMessage))
      ws.close(code, msg)
    }
    const timer = setTimeout(() => refuse(CLOSE_UNAUTHENTICATED, 'no token'), this.options.authTimeoutMs ?? 5000)
    ws.once('close', () => clearTimeout(timer))
    ws.once('message', (data) => {
      clearTimeout(timer)
      const token = tokenOf(data)
      const principal = token ? this.options.authenticate(token) : null
      if (!token || !principal || principal.scope !== 'staff') return refuse(CLOSE_UNAUTHENTICATED, 'not signed in')
      const rule = this.rules.get(sid)
      if (rule && !allows(principal, rule)) return refuse(CLOSE_FORBIDDEN, 'not allowed')
      const client: SocketClient = { sid, userId: principal.userId, username: principal.username, token: principal.token, socket: ws }
      this.clients.add(client)
      ws.on('close', () => this.clients.delete(client))
      ws.on('message', (raw) => {
        let data: unknown
        try {
          data = JSON.parse(raw.toString())
        } catch {
          data = raw.toString()
        }
        for (const listener of [...this.listeners]) listener(client, data)
      })
      ws.send(JSON.stringify({ msg: sid, msgType: 'CONNECT' } satisfies SocketMessage))
    })
    ws.on('error', () => ws.terminate())
  }

  private drop(client: SocketClient, code: number, reason: string): void {
    this.clients.delete(client)
    client.socket.close(code, reason)
  }

  /** Checks every socket's session now and closes those that ended (after sessions were kicked out). */
  sweep(): void {
    for (const c of [...this.clients]) if (!this.options.alive(c.token)) this.drop(c, CLOSE_UNAUTHENTICATED, 'session ended')
  }
}

/** The token of a first message `{"token": "Bearer …"}`, or null. */
function tokenOf(data: RawData): string | null {
  try {
    const parsed = JSON.parse(data.toString()) as unknown
    const token = parsed !== null && typeof parsed === 'object' ? (parsed as { token?: unknown }).token : undefined
    return typeof token === 'string' && token.length <= 200 ? token : null
  } catch {
    return null
  }
}
