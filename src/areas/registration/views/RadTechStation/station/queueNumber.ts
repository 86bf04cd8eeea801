import type { ExamDto } from '../../../../../core/contract'

/** The statuses of an exam in the technologist's queue: checked in (waiting) and started (in the room). */
export const QUEUE_STATUSES: ReadonlySet<string> = new Set(['1', '8'])

/** Critical patients first, then emergencies, then routine ones — the server's `queue` sort, for one page. */
const URGENCY_RANK: Readonly<Record<string, number>> = { '2': 0, '1': 1 }

function inQueueOrder(a: ExamDto, b: ExamDto): number {
  return (URGENCY_RANK[a.urgency] ?? 2) - (URGENCY_RANK[b.urgency] ?? 2)
    || (a.checkInTime ?? '').localeCompare(b.checkInTime ?? '')
    || a.id - b.id
}

/**
 * The exam's place in the queue (1 first) among the queued exams of a page listed in queue order, counting the pages
 * before it; null for an exam that is not queued (examined, sent back).
 *
 * @example
 * queueNumber(exam, rows, { page: 1, size: 10 }) // 12 for the second queued exam of the second page
 */
export function queueNumber(exam: ExamDto, rows: readonly ExamDto[], { page, size }: { page: number; size: number }): number | null {
  if (!QUEUE_STATUSES.has(exam.status)) return null
  const index = rows.filter((row) => QUEUE_STATUSES.has(row.status)).sort(inQueueOrder).findIndex((row) => row.id === exam.id)
  return index < 0 ? null : page * size + index + 1
}
