import type { ExamEvent } from '../contract/events'
import { apiUrl } from '../config/runtimeConfig'
import { invalidate } from '../query/query'
import { shared } from '../runtime'
import { $token } from '../session/stores'

type Listener = (event: ExamEvent) => void

interface StreamState {
  listeners: Set<Listener>
  /** The running connection's abort, or null when closed. */
  abort: AbortController | null
  /** Backends that answered the stream as missing (an eladmin backend), by URL: never asked again on this page. */
  absent: Set<string>
  retryTimer: ReturnType<typeof setTimeout> | null
  stopToken: (() => void) | null
}

const EVENTS_PATH = 'api/events'
const state = shared('http.eventStream', (): StreamState => ({ listeners: new Set(), abort: null, absent: new Set(), retryTimer: null, stopToken: null }))

/** Waits between reconnections: 1 s doubling to 30 s. */
const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt)

/**
 * Reads server-sent events from a fetch body (EventSource cannot send the Authorization header): each complete
 * message (ended by a blank line) goes to `onMessage` with its event name and data.
 */
async function readEvents(body: ReadableStream<Uint8Array>, onMessage: (name: string, data: string) => void): Promise<void> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n')
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      let name = 'message'
      const data: string[] = []
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue
        const colon = line.indexOf(':')
        const field = colon < 0 ? line : line.slice(0, colon)
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
        if (field === 'event') name = value
        else if (field === 'data') data.push(value)
      }
      if (data.length) onMessage(name, data.join('\n'))
    }
  }
}

function connect(attempt: number): void {
  const token = $token.get()
  const url = apiUrl(EVENTS_PATH)
  if (!token || state.listeners.size === 0 || state.absent.has(url) || state.abort) return
  const controller = new AbortController()
  state.abort = controller
  let heard = false
  const retry = () => {
    if (state.abort !== controller) return
    state.abort = null
    if (controller.signal.aborted || state.listeners.size === 0) return
    state.retryTimer = setTimeout(() => {
      state.retryTimer = null
      connect(heard ? 0 : attempt + 1)
    }, backoff(heard ? 0 : attempt))
  }
  fetch(url, { headers: { Authorization: token, Accept: 'text/event-stream' }, signal: controller.signal, cache: 'no-store' })
    .then(async (response) => {
      if ([404, 405, 501].includes(response.status)) {
        state.absent.add(url)
        return
      }
      // 401/403: the session ended; the token store's change opens a new stream when someone signs in again.
      if (response.status === 401 || response.status === 403 || !response.ok || !response.body) return
      await readEvents(response.body, (name, data) => {
        heard = true
        if (name !== 'exam') return
        let event: ExamEvent
        try {
          event = JSON.parse(data) as ExamEvent
        } catch {
          return
        }
        if (!Array.isArray(event.examIds)) return
        for (const listener of [...state.listeners]) listener(event)
      })
    })
    .catch(() => undefined)
    .finally(retry)
}

function disconnect(): void {
  state.abort?.abort()
  state.abort = null
  if (state.retryTimer) clearTimeout(state.retryTimer)
  state.retryTimer = null
}

/**
 * Listens to the server's event stream (`GET api/events`): what changed on exams — registered, moved, images arrived,
 * reported — so open lists update without a reload. One connection per page, shared by every listener of every
 * element, opened with the first listener and closed with the last; it reconnects after a drop (1 s doubling to
 * 30 s), follows sign-in and sign-out, and stays quiet on a backend without the stream (eladmin's: 404).
 *
 * @example
 * const stop = listenToExamEvents((event) => console.log(event.kind, event.examIds))
 */
export function listenToExamEvents(listener: Listener): () => void {
  state.listeners.add(listener)
  state.stopToken ??= $token.listen((token) => {
    disconnect()
    if (token) connect(0)
  })
  connect(0)
  return () => {
    state.listeners.delete(listener)
    if (state.listeners.size > 0) return
    disconnect()
    state.stopToken?.()
    state.stopToken = null
  }
}

/**
 * Keeps the lists under `prefixes` current while mounted: each exam event reloads them (once per burst of events,
 * after `delayMs`), through the shared query cache.
 *
 * @example
 * useEffect(() => reloadOnExamEvents(['api/exams']), [])
 */
export function reloadOnExamEvents(prefixes: readonly string[], delayMs = 250): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null
  const stop = listenToExamEvents(() => {
    timer ??= setTimeout(() => {
      timer = null
      invalidate(prefixes)
    }, delayMs)
  })
  return () => {
    if (timer) clearTimeout(timer)
    stop()
  }
}
