import type { QcFamily } from '../../../src/core/contract/qc'
import { QC_FAMILY_MODALITIES } from '../../../src/core/qc/qcFamily'
import type { Db } from '../db/db'
import { mulberry32 } from '../db/seed/prng'

/** What a draw needs of a task: its family, month and scope, how many and the seed. */
export interface QcDrawScope {
  family: QcFamily
  /** `yyyy-MM`. */
  period: string
  modality: string | null
  deptId: number | null
  ratio: number | null
  count: number | null
  seed: number
}

/** A report that may be sampled: a final report of the period and scope. */
export interface QcCandidate {
  examId: number
  reportId: number
  authorId: number | null
  authorName: string
  modality: string
}

/** When a report was issued: signed off, or written when it was never audited (a corrected report keeps its first sign-off). */
export const ISSUED_AT = 'COALESCE(r.audit_time, r.report_time)'

/** The first moment of a month and of the next one, as wire date-times (`2025-05` → `2025-05-01 00:00:00`, `2025-06-01 00:00:00`). */
export function monthBounds(period: string): [string, string] {
  const [y, m] = period.split('-').map(Number) as [number, number]
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
  return [`${period}-01 00:00:00`, `${next}-01 00:00:00`]
}

/**
 * The reports a task may sample, ordered by exam id: final (or corrected) reports issued in the task's month, of the
 * family's modalities (or the task's one), performed by the task's department when it names one. Exams from other
 * hospitals (`source = 'out'`) are not this department's work and are left out.
 */
export function qcCandidates(db: Db, scope: Omit<QcDrawScope, 'ratio' | 'count' | 'seed'>): QcCandidate[] {
  const modalities = scope.modality ? [scope.modality] : [...QC_FAMILY_MODALITIES[scope.family]]
  const [from, to] = monthBounds(scope.period)
  const args: (string | number)[] = [...modalities, from, to]
  let dept = ''
  if (scope.deptId !== null) {
    dept = ' AND e.modality IN (SELECT m.code FROM ris_modality m WHERE m.dept_id = ?)'
    args.push(scope.deptId)
  }
  return db.prepare(`SELECT e.id AS examId, r.id AS reportId, r.report_user_id AS authorId, r.report_physician AS authorName, e.modality
      FROM ris_report r JOIN ris_exam e ON e.id = r.exam_id
    WHERE r.state IN ('final', 'corrected') AND e.source = 'in' AND e.modality IN (${modalities.map(() => '?').join(',')})
      AND ${ISSUED_AT} >= ? AND ${ISSUED_AT} < ?${dept}
    ORDER BY e.id`).all(...args) as QcCandidate[]
}

/** How many of `n` candidates a task samples: its count, or its ratio of them rounded up — never more than there are. */
export function sampleSize(n: number, scope: Pick<QcDrawScope, 'ratio' | 'count'>): number {
  const wanted = scope.count ?? Math.ceil((n * (scope.ratio ?? 0)) / 100 - 1e-9)
  return Math.max(0, Math.min(n, wanted))
}

/**
 * The seeded draw: a Fisher–Yates shuffle of the candidates (ordered by exam id) driven by mulberry32(seed), whose first
 * `size` are the samples, returned in exam-id order. The same seed over the same candidates gives the same samples,
 * whenever and wherever it runs.
 *
 * @example
 * drawSamples(candidates, 5, 20250501) // the same five on every call
 */
export function drawSamples<T>(candidates: readonly T[], size: number, seed: number): T[] {
  const random = mulberry32(seed)
  const order = candidates.map((_, i) => i)
  const take = Math.min(size, order.length)
  for (let i = 0; i < take; i++) {
    const j = i + Math.floor(random() * (order.length - i))
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  return order.slice(0, take).sort((a, b) => a - b).map((i) => candidates[i]!)
}
