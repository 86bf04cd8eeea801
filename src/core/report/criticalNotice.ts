import type { CriticalNotice } from '../contract'
import { http } from '../http'
import { invalidate } from '../query/query'

/**
 * Records (or completes) the notification of a critical report (`PUT api/critical/{reportId}`) and refreshes what
 * shows critical values and the report: the server answers the stored notice with its timing (`withinLimit`).
 * Rejects with the server's 400 (fields), 403, 404 or 409.
 *
 * @example
 * const stored = await saveCriticalNotice(report.id, notice)
 */
export async function saveCriticalNotice(reportId: number, notice: CriticalNotice): Promise<CriticalNotice> {
  const { finding, notifiedAt, receiver, receiverJobNo, receiverDept, receiverPhone, readBack, handling } = notice
  const stored = await http.put<CriticalNotice>(`api/critical/${reportId}`, {
    finding, notifiedAt, receiver, receiverJobNo, receiverDept, receiverPhone, readBack, handling,
  })
  invalidate(['api/critical', 'api/dashboard', 'api/reportInfo/view'])
  return stored
}
