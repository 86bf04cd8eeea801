import type { ReportHistoryEntry, ReportViewDto } from '../../core/contract'
import { HttpError } from '../../core/http/HttpError'
import { t } from '../../core/i18n/i18n'
import { type Access, isExternal, LoginFailure, NoCredentials, readWith } from './access'

/** The stable reasons of `clinic-report-failed`. */
export type FailureReason = 'not-found' | 'unauthorized' | 'forbidden' | 'no-report' | 'network' | 'malformed' | 'link-expired' | 'link-invalid'

/** Why a report is not shown, for the message on screen and the event. */
export interface ReportFailure {
  reason: FailureReason
  message: string
  status?: number
}

/** Which report to show. */
export interface ReportTarget {
  examineId?: string | undefined
  reportId?: string | undefined
}

/** Raised for answers that do not have the contract's shape. */
class Malformed extends Error {}

function isView(value: unknown): value is ReportViewDto {
  if (!value || typeof value !== 'object') return false
  const view = value as Partial<ReportViewDto>
  const exam = view.exam as unknown as Record<string, unknown> | undefined
  if (!exam || typeof exam !== 'object' || typeof exam.id !== 'number') return false
  if (!view.hospital || typeof view.hospital !== 'object') return false
  const report = view.report as unknown as Record<string, unknown> | null | undefined
  if (report === null || report === undefined) return true
  return typeof report === 'object' && typeof report.state === 'string' && typeof report.findings === 'string'
}

/**
 * Loads what the viewer shows: `GET api/reportInfo/view` (a share token reads it by its own exam only). External
 * callers never get a draft or rejected report: such a report is dropped as if none existed.
 *
 * @example
 * const view = await fetchReportView({ kind: 'staff' }, { examineId: '12' })
 */
export async function fetchReportView(access: Access, target: ReportTarget): Promise<ReportViewDto> {
  const answer = await readWith<unknown>(access, {
    url: 'api/reportInfo/view',
    params: target.examineId ? { examineId: target.examineId } : { reportId: target.reportId },
  })
  if (!isView(answer)) throw new Malformed('malformed')
  const report = answer.report
  if (report && isExternal(access) && (report.state === 'draft' || report.state === 'rejected')) return { ...answer, report: null }
  return answer
}

/**
 * The report's revisions, oldest first (`GET api/reportInfoHistory/examineId/{id}`).
 *
 * @example
 * const entries = await fetchHistory(access, 12)
 */
export async function fetchHistory(access: Access, examineId: number): Promise<ReportHistoryEntry[]> {
  const answer = await readWith<unknown>(access, { url: `api/reportInfoHistory/examineId/${examineId}` })
  if (!Array.isArray(answer)) throw new Malformed('malformed')
  return answer as ReportHistoryEntry[]
}

function bodyReason(body: unknown): string | null {
  if (body && typeof body === 'object' && 'reason' in body) {
    const reason = (body as { reason: unknown }).reason
    return typeof reason === 'string' ? reason : null
  }
  return null
}

/**
 * Turns whatever went wrong into a stable reason and a message a HIS developer can act on.
 *
 * @example
 * describeFailure(new HttpError('status', 'Not found', 404), access, { examineId: '99' }) // { reason: 'not-found', … }
 */
export function describeFailure(failure: unknown, access: Access, target: ReportTarget): ReportFailure {
  const id = target.examineId ?? target.reportId ?? ''
  if (failure instanceof NoCredentials) return { reason: 'unauthorized', message: t('reportViewer.error.noCredentials') }
  if (failure instanceof LoginFailure) {
    return { reason: 'unauthorized', message: t('reportViewer.error.loginFailed', { message: failure.message }), ...(failure.status ? { status: failure.status } : {}) }
  }
  if (failure instanceof Malformed) return { reason: 'malformed', message: t('reportViewer.error.malformed') }
  if (failure instanceof HttpError) {
    const status = failure.status
    const withStatus = status ? { status } : {}
    if (failure.kind === 'malformed') return { reason: 'malformed', message: t('reportViewer.error.malformed') }
    if (failure.kind !== 'status') return { reason: 'network', message: t('reportViewer.error.network', { message: failure.message }) }
    if (access.kind === 'share' && (status === 403 || status === 400 || status === 401)) {
      // A revoked link reads like an invalid one here; the share page says which before the viewer is shown.
      const expired = bodyReason(failure.body) === 'expired'
      return { reason: expired ? 'link-expired' : 'link-invalid', message: t(expired ? 'reportViewer.error.linkExpired' : 'reportViewer.error.linkInvalid'), ...withStatus }
    }
    if (status === 401) return { reason: 'unauthorized', message: t('reportViewer.error.unauthorized', { message: failure.message }), ...withStatus }
    if (status === 403) return { reason: 'forbidden', message: t('reportViewer.error.forbidden', { message: failure.message }), ...withStatus }
    if (status === 404 || status === 400) return { reason: 'not-found', message: t('reportViewer.error.notFound', { id }), ...withStatus }
    return { reason: 'network', message: t('reportViewer.error.network', { message: failure.message }), ...withStatus }
  }
  return { reason: 'network', message: t('reportViewer.error.network', { message: failure instanceof Error ? failure.message : String(failure) }) }
}
