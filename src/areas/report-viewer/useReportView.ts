import { useStore } from '@nanostores/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { ReportViewDto } from '../../core/contract'
import { emit } from '../../core/events'
import { $hospitalIdentity } from '../../core/hospital/hospitalIdentity'
import { t } from '../../core/i18n/i18n'
import { type Access, type AccessInput, accessKey, resolveAccess } from './access'
import { describeFailure, fetchReportView, type ReportFailure, type ReportTarget } from './loadReport'

/** What the viewer is showing. */
export type ReportViewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; view: ReportViewDto }
  | { status: 'failed'; failure: ReportFailure; view: ReportViewDto | null }

/** The controller's answer: the state, the access in force and a retry. */
export interface ReportViewController {
  state: ReportViewState
  access: Access
  retry: () => void
}

/**
 * Loads the report for `examineId`/`reportId` with the access the attributes describe, again whenever one of them
 * changes (a stale answer is dropped), and fires `clinic-report-loaded` once the report is on screen or
 * `clinic-report-failed` with a stable reason. An exam without a visible report shows its details and fails with
 * `no-report`.
 *
 * @example
 * const { state, access, retry } = useReportView(host, { examineId: '12' }, { username, password })
 */
export function useReportView(host: HTMLElement, target: ReportTarget, input: AccessInput): ReportViewController {
  const { examineId, reportId } = target
  const { token, username, password, encrypted, session, shareToken } = input
  const access = useMemo(
    () => resolveAccess({ token, username, password, encrypted, session, shareToken }),
    [token, username, password, encrypted, session, shareToken],
  )
  const key = accessKey(access)
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<ReportViewState>({ status: 'idle' })

  useEffect(() => {
    if (!examineId && !reportId) {
      setState({ status: 'idle' })
      return
    }
    let live = true
    setState({ status: 'loading' })
    const ids = { examineId: examineId ?? null, reportId: reportId ?? null }
    const fail = (failure: ReportFailure, view: ReportViewDto | null): void => {
      setState({ status: 'failed', failure, view })
      emit(host, 'clinic-report-failed', { ...ids, ...failure })
    }
    fetchReportView(access, { examineId, reportId })
      .then((view) => {
        if (!live) return
        if (!view.report) {
          fail({ reason: 'no-report', message: t('reportViewer.error.noReport', { examNo: view.exam.examNo ?? view.exam.id }) }, view)
          return
        }
        setState({ status: 'ready', view })
      })
      .catch((failure: unknown) => {
        if (live) fail(describeFailure(failure, access, { examineId, reportId }), null)
      })
    return () => {
      live = false
    }
    // `key` stands for `access`: a new object with the same meaning must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, examineId, reportId, key, attempt])

  const readyView = state.status === 'ready' ? state.view : null
  useEffect(() => {
    if (!readyView?.report) return
    emit(host, 'clinic-report-loaded', {
      examineId: String(readyView.exam.id),
      reportId: String(readyView.report.id),
      state: readyView.report.state,
    })
  }, [host, readyView])

  // A save of the hospital configuration on this page publishes a newer identity than the letterhead was made from:
  // the letterhead is the server's, so ask again and swap the shown report in place, without a loading state.
  const identityVersion = useStore($hospitalIdentity)?.version ?? null
  const letterheadVersion = readyView?.hospital.version ?? null
  const asked = useRef<number | null>(null)
  useEffect(() => {
    if (identityVersion === null || letterheadVersion === null || identityVersion <= letterheadVersion) return
    if (asked.current === identityVersion) return
    asked.current = identityVersion
    let live = true
    fetchReportView(access, { examineId, reportId })
      .then((view) => {
        if (live && view.report) setState((current) => (current.status === 'ready' ? { status: 'ready', view } : current))
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
    // Only a newer identity asks again; the target and access are the current ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [identityVersion, letterheadVersion])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, access, retry }
}
