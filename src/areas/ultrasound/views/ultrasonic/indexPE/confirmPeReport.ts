import type { ReportDto } from '../../../../../core/contract/report'
import { http } from '../../../../../core/http/http'
import { HttpError } from '../../../../../core/http/HttpError'
import { textToReportHtml, type ReportText } from '../../../../../ui/report/editor/reportText'

/**
 * How confirming one exam of the batch ended: its report submitted (preliminary, for the auditor), or not touched —
 * another physician holds its lock, or the report changed under the batch (a 409: written or locked meanwhile) — with
 * the server's words for it.
 */
export type PeConfirmOutcome =
  | { kind: 'confirmed'; report: ReportDto }
  | { kind: 'skipped'; reason: 'lock' | 'conflict'; message: string }

/** A 409 answered by the server, said in its words (the message of its key in the caller's language). */
function conflictOf(failure: unknown): string | null {
  return failure instanceof HttpError && failure.status === 409 ? failure.message : null
}

/**
 * Takes (or renews) the report lock of an exam before its report is written (`POST api/reportLock/{id}`): null when
 * the caller holds it now, else the server's words naming who holds it since when (its 409). Other failures reject.
 *
 * @example
 * const heldBy = await takePeLock(12) // null, or '林晓 has this report open since …'
 */
export async function takePeLock(examineId: number): Promise<string | null> {
  try {
    await http.post(`api/reportLock/${examineId}`, undefined, { quietStatuses: [409] })
    return null
  } catch (failure) {
    const message = conflictOf(failure)
    if (message !== null) return message
    throw failure
  }
}

/**
 * Writes the normal report of one exam the way the report editor does, once its lock is taken ({@link takePeLock}):
 * saves the text (`api/reportInfo/save`, the editor's `body()`: paragraphs escaped, a normal result, no critical value)
 * and submits the saved version (`api/reportInfo/submit`) for audit. Any 409 (the lock taken meanwhile, a report
 * written by someone else) leaves the exam and answers `skipped` with the server's words; other failures (a 400, the
 * network) reject.
 *
 * @example
 * const outcome = await submitPeReport(12, { findings, impression, recommendation: '' })
 */
export async function submitPeReport(examineId: number, text: ReportText): Promise<PeConfirmOutcome> {
  const body = {
    examineId,
    findings: textToReportHtml(text.findings),
    impression: textToReportHtml(text.impression),
    recommendation: text.recommendation.trim() ? textToReportHtml(text.recommendation) : null,
    positive: false,
    critical: false,
    icdCodes: [] as string[],
  }
  try {
    const saved = await http.post<ReportDto>('api/reportInfo/save', body, { quietStatuses: [409] })
    const report = await http.post<ReportDto>('api/reportInfo/submit', { ...body, version: saved.version }, { quietStatuses: [409] })
    return { kind: 'confirmed', report }
  } catch (failure) {
    const message = conflictOf(failure)
    if (message === null) throw failure
    const code = failure instanceof HttpError ? (failure.body as { code?: string } | undefined)?.code : undefined
    return { kind: 'skipped', reason: code === 'report.lockHeld' ? 'lock' : 'conflict', message }
  }
}
