import { useCallback, useEffect, useRef, useState } from 'react'
import { http } from '../../../core/http/http'
import { HttpError } from '../../../core/http/HttpError'

/** Who holds an exam's report open in the editor (`api/reportLock/{id}`). */
export interface LockState {
  holder: { userId: number; name: string; since: string } | null
  mine: boolean
}

/** How often the editor renews its lock (the server frees a silent one after two minutes). */
const HEARTBEAT_MS = 30_000

/**
 * Takes the exam's report lock while the editor is open and `wanted` (the user may write it), renews it every 30 s and
 * releases it on leaving; when another physician holds it, says who and since when. `takeOver(reason)` takes a live
 * lock over (the family's takeover permission; kept in the exam's history).
 *
 * @example
 * const lock = useReportLock(exam.id, canWrite)
 */
export function useReportLock(examineId: number | null, wanted: boolean) {
  const [state, setState] = useState<LockState | null>(null)
  const [error, setError] = useState<string | null>(null)
  const mine = useRef(false)

  const take = useCallback(async () => {
    if (examineId === null) return
    try {
      const answer = await http.post<LockState>(`api/reportLock/${examineId}`, undefined, { quietStatuses: [409] })
      mine.current = answer.mine
      setState(answer)
      setError(null)
    } catch (failure) {
      mine.current = false
      if (failure instanceof HttpError && failure.status === 409) {
        // Held by someone else: read who, since when.
        try {
          setState(await http.get<LockState>(`api/reportLock/${examineId}`))
        } catch {
          setState({ holder: null, mine: false })
        }
      } else setError(failure instanceof Error ? failure.message : String(failure))
    }
  }, [examineId])

  useEffect(() => {
    if (examineId === null || !wanted) return undefined
    void take()
    const timer = window.setInterval(() => void take(), HEARTBEAT_MS)
    const release = () => {
      if (!mine.current) return
      mine.current = false
      // keepalive: the release still goes out while the page unloads.
      void http.del(`api/reportLock/${examineId}`, undefined, { silent: true, keepalive: true }).catch(() => undefined)
    }
    window.addEventListener('pagehide', release)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('pagehide', release)
      release()
    }
  }, [examineId, wanted, take])

  const takeOver = useCallback(async (reason: string) => {
    if (examineId === null) return
    const answer = await http.post<LockState>(`api/reportLock/${examineId}/takeover`, { reason })
    mine.current = answer.mine
    setState(answer)
  }, [examineId])

  return { lock: state, lockError: error, retake: take, takeOver }
}
