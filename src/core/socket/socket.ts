import type { SocketMessage } from '../contract/mnt'
import { apiUrl } from '../config/runtimeConfig'
import { $token } from '../session/stores'

/** Where a socket stands: opening, signed in and listening, waiting to reconnect, refused (not signed in or not allowed), or closed. */
export type SocketStatus = 'connecting' | 'open' | 'retrying' | 'refused' | 'closed'

/** Options of {@link openSocket}. */
export interface SocketOptions {
  /** Every message after the server accepted the token (CONNECT included). */
  onMessage: (message: SocketMessage) => void
  onStatus?: (status: SocketStatus) => void
  /** The session token to sign in with (default: the staff session's). */
  token?: () => string | null
  /** First wait before reconnecting after a drop, doubling up to 30 s (default 1 s). */
  retryMs?: number
}

/** An open socket: `close()` ends it for good (no reconnection). */
export interface SocketConnection {
  close(): void
  /** Sends a JSON message when the socket is open; answers whether it was sent. */
  send(data: unknown): boolean
}

/** Close codes the server uses for a refused sign-in: no reconnection then. */
const REFUSED = new Set([4401, 4403])

/**
 * The WebSocket address of `sid` on the configured backend: `ws(s)://<api base>/webSocket/<sid>`.
 *
 * @example
 * socketUrl('deploy') // 'wss://pacs.example.org/webSocket/deploy'
 */
export function socketUrl(sid: string): string {
  return apiUrl(`webSocket/${encodeURIComponent(sid)}`).replace(/^http/, 'ws')
}

/**
 * Opens the backend's WebSocket `webSocket/<sid>` (eladmin's deploy log, a chat): the first message sent is the
 * session token (`{"token": "Bearer …"}`, never the URL), then every `{msg, msgType}` the server sends goes to
 * `onMessage`. A dropped socket reconnects (1 s doubling to 30 s); a refused one (4401 not signed in, 4403 not
 * allowed) does not. Nothing is global: each call owns its socket, and `close()` — from a view's unmount — ends it.
 *
 * @example
 * useEffect(() => { const socket = openSocket('deploy', { onMessage: append }); return () => socket.close() }, [])
 */
export function openSocket(sid: string, options: SocketOptions): SocketConnection {
  let ws: WebSocket | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let stopped = false
  let attempt = 0
  const status = (s: SocketStatus) => options.onStatus?.(s)
  const token = options.token ?? (() => $token.get())

  const connect = () => {
    timer = null
    if (stopped) return
    const current = token()
    if (!current) {
      status('refused')
      return
    }
    status('connecting')
    const socket = new WebSocket(socketUrl(sid))
    ws = socket
    socket.onopen = () => socket.send(JSON.stringify({ token: current }))
    socket.onmessage = (event) => {
      let message: SocketMessage
      try {
        message = JSON.parse(String(event.data)) as SocketMessage
      } catch {
        return
      }
      if (typeof message?.msg !== 'string' || typeof message.msgType !== 'string') return
      if (message.msgType === 'CONNECT') {
        attempt = 0
        status('open')
      }
      options.onMessage(message)
    }
    socket.onclose = (event) => {
      if (ws !== socket) return
      ws = null
      if (stopped) return
      if (REFUSED.has(event.code)) {
        status('refused')
        return
      }
      status('retrying')
      timer = setTimeout(connect, Math.min(30_000, (options.retryMs ?? 1000) * 2 ** attempt++))
    }
  }
  connect()

  return {
    close() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
      const socket = ws
      ws = null
      socket?.close(1000)
      status('closed')
    },
    send(data) {
      if (!ws || ws.readyState !== WebSocket.OPEN) return false
      ws.send(JSON.stringify(data))
      return true
    },
  }
}
