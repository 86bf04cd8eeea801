import { useCallback, useEffect, useState } from 'react'
import type { ReportHistoryEntry } from '../../core/contract'
import { type Access, accessKey } from './access'
import { describeFailure, fetchHistory } from './loadReport'

/** The history's progress. */
export type HistoryState =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'ready'; entries: ReportHistoryEntry[] }
  | { status: 'failed'; message: string }

/**
 * Loads an exam's report revisions on demand (when the history is first opened), again when the exam or report
 * version changes while open.
 *
 * @example
 * const { state, open } = useRevisionHistory(access, exam.id, report.version)
 */
export function useRevisionHistory(access: Access, examineId: number, version: number): { state: HistoryState; open: () => void } {
  const [wanted, setWanted] = useState(false)
  const [state, setState] = useState<HistoryState>({ status: 'closed' })
  const key = accessKey(access)
  useEffect(() => {
    if (!wanted) return
    let live = true
    setState({ status: 'loading' })
    fetchHistory(access, examineId)
      .then((entries) => live && setState({ status: 'ready', entries }))
      .catch((failure: unknown) => live && setState({ status: 'failed', message: describeFailure(failure, access, { examineId: String(examineId) }).message }))
    return () => {
      live = false
    }
    // `key` stands for `access`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, examineId, version, key])
  const open = useCallback(() => setWanted(true), [])
  return { state, open }
}
