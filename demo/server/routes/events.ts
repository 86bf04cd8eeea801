import { streamSSE } from 'hono/streaming'
import type { ExamEvent } from '../../../src/core/contract/events'
import { tokenFromHeader } from '../lib/sessions'
import type { Services } from '../lib/context'
import { deptScope } from '../lib/dataScope'
import { Resource } from '../lib/route'
import { EXAM_LIST_PERMISSIONS } from './exams'

/** How often the stream says it is alive (and checks that the session still is). */
const HEARTBEAT_MS = 20_000

/**
 * The event stream of open lists (`GET api/events`, server-sent events): one `exam` message per change of exams the
 * caller's data scope holds — registered, moved, images arrived, reported, critical value — carrying the kind and the
 * exam ids only; lists reload what they show. A comment line every 20 s keeps proxies from closing it; the stream
 * ends when the session does (logout, expiry), without counting as activity.
 */
export function eventRoutes(s: Services): Resource {
  const r = new Resource('/api/events', 'events', s)
  r.route({
    method: 'get', path: '/', permission: EXAM_LIST_PERMISSIONS, produces: 'text/event-stream',
    summary: 'Server-sent events: `exam` messages {kind, examIds, action?} for the exams of the caller\'s data scope',
  }, (c, { principal }) => {
    const token = tokenFromHeader(c.req.header('authorization')) as string
    const scope = deptScope(s.db, principal.userId, principal.isAdmin)
    const codes = scope === null ? null : new Set((s.db.prepare(`SELECT code FROM ris_modality WHERE dept_id IN (${scope.map(() => '?').join(',') || 'NULL'})`)
      .all(...scope) as { code: string }[]).map((m) => m.code))
    c.header('Cache-Control', 'no-store')
    return streamSSE(c, async (stream) => {
      const queue: ExamEvent[] = []
      let wake: (() => void) | null = null
      const stop = s.events.subscribe((event) => {
        if (codes && !event.modalities.some((m) => codes.has(m))) return
        queue.push({ kind: event.kind, examIds: event.examIds, ...(event.action ? { action: event.action } : {}) })
        wake?.()
      })
      let open = true
      stream.onAbort(() => {
        open = false
        wake?.()
      })
      try {
        await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 })
        while (open) {
          const next = queue.shift()
          if (next) {
            await stream.writeSSE({ event: 'exam', data: JSON.stringify(next) })
            continue
          }
          const timedOut = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(true), HEARTBEAT_MS)
            wake = () => {
              clearTimeout(timer)
              resolve(false)
            }
          })
          wake = null
          if (!open) break
          if (timedOut) {
            // A server shutting down closed the database: the stream ends with it.
            if (!s.db.open || !s.sessions.alive(token)) break
            await stream.write(': alive\n\n')
          }
        }
      } finally {
        stop()
      }
    })
  })
  return r
}
