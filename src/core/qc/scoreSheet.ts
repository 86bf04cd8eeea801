import type { QcCutoffDto, QcItemScale, QcScoreEntry, QcScoreItemDto, QcScoreResult } from '../contract/qc'

/** What the score sheet needs of an item. */
export type QcSheetItem = Pick<QcScoreItemDto, 'id' | 'part' | 'scale' | 'name' | 'maxPoints'>

/** What the grading needs of a cut-off. */
export type QcSheetCutoff = Pick<QcCutoffDto, 'grade' | 'minScore'>

/** Why an entry cannot be scored: no entry for an item, a value outside the item's range, an item not on the sheet, twice the same item, a sheet without report items. */
export interface QcEntryError {
  itemId: number | null
  reason: 'missing' | 'range' | 'unknownItem' | 'duplicate' | 'noReportItems'
}

/** The answer of {@link scoreQcSheet}: the computed result, or every reason it cannot be computed. */
export type QcSheetOutcome = { ok: true; result: QcScoreResult } | { ok: false; errors: QcEntryError[] }

/** The grades of the graded scales, best first, as the sheet shows them. */
export const QC_SCALE_GRADES: Readonly<Record<Exclude<QcItemScale, 'points'>, readonly { value: number; label: string }[]>> = {
  xray: [{ value: 1, label: '甲' }, { value: 2, label: '乙' }, { value: 3, label: '丙' }, { value: 4, label: '丁' }],
  ctmr: [{ value: 3, label: '3' }, { value: 2, label: '2' }, { value: 1, label: '1' }, { value: 0, label: '0' }],
}

const round1 = (value: number): number => Math.round(value * 10) / 10

/** Whether a value is on the item's scale: deducted points in half points up to the maximum, or one of the grades. */
export function entryInRange(item: Pick<QcSheetItem, 'scale' | 'maxPoints'>, value: number): boolean {
  if (!Number.isFinite(value)) return false
  if (item.scale === 'points') return value >= 0 && value <= item.maxPoints && Number.isInteger(value * 2)
  return QC_SCALE_GRADES[item.scale].some((grade) => grade.value === value)
}

/**
 * The grade a score of 100 earns by the cut-offs: the best grade whose minimum it reaches, or null when it reaches
 * none (cut-offs without a 0 bottom).
 *
 * @example
 * gradeOf(82, [{ grade: '甲', minScore: 90 }, { grade: '乙', minScore: 75 }, { grade: '丙', minScore: 0 }]) // '乙'
 */
export function gradeOf(score: number, cutoffs: readonly QcSheetCutoff[]): string | null {
  const ordered = [...cutoffs].sort((a, b) => b.minScore - a.minScore)
  return ordered.find((cutoff) => score >= cutoff.minScore)?.grade ?? null
}

/** The grades of the cut-offs, best (highest minimum) first. */
export function gradesOf(cutoffs: readonly QcSheetCutoff[]): string[] {
  return [...cutoffs].sort((a, b) => b.minScore - a.minScore).map((cutoff) => cutoff.grade)
}

/**
 * Scores one sample on its sheet, the one computation the reviewer's screen shows and the server stores.
 * - Report items: each entry is the points deducted (0 … the item's maximum, in half points); the report's points are
 *   the maximum less the deductions, as a score of 100 graded by the family's cut-offs (甲 ≥ 90 … as configured).
 * - Image items on points (ultrasound's 10 × 10): the same, graded by the same cut-offs; the best grade is excellent,
 *   the lowest fails, the others pass.
 * - Graded image items (X-ray 甲 1 … 丁 4, CT/MR 3 … 0): the study takes its strictest grade (the worst of its items,
 *   as a reader would: one unusable view makes the study unusable); 甲 / 3 excellent, 丁 / 0 fail, the others pass.
 * Every item of the sheet needs an entry; a value off its scale, an unknown or repeated item answers the errors and
 * no result — never a total computed over bad input.
 *
 * @example
 * scoreQcSheet(items, [{ itemId: 1, value: 2 }, …], cutoffs) // { ok: true, result: { reportScore: 92, grade: '甲', … } }
 */
export function scoreQcSheet(items: readonly QcSheetItem[], entries: readonly QcScoreEntry[], cutoffs: readonly QcSheetCutoff[]): QcSheetOutcome {
  const errors: QcEntryError[] = []
  const byItem = new Map<number, QcScoreEntry>()
  const known = new Set(items.map((item) => item.id))
  for (const entry of entries) {
    if (!known.has(entry.itemId)) errors.push({ itemId: entry.itemId, reason: 'unknownItem' })
    else if (byItem.has(entry.itemId)) errors.push({ itemId: entry.itemId, reason: 'duplicate' })
    else byItem.set(entry.itemId, entry)
  }
  for (const item of items) {
    const entry = byItem.get(item.id)
    if (!entry) errors.push({ itemId: item.id, reason: 'missing' })
    else if (!entryInRange(item, entry.value)) errors.push({ itemId: item.id, reason: 'range' })
  }
  const reportItems = items.filter((item) => item.part === 'report')
  if (reportItems.length === 0) errors.push({ itemId: null, reason: 'noReportItems' })
  if (errors.length) return { ok: false, errors }

  const valueOf = (item: QcSheetItem): number => byItem.get(item.id)!.value
  const reportMax = reportItems.reduce((sum, item) => sum + item.maxPoints, 0)
  const reportPoints = reportItems.reduce((sum, item) => sum + item.maxPoints - valueOf(item), 0)
  const reportScore = round1((reportPoints / reportMax) * 100)
  const grades = gradesOf(cutoffs)

  let imageScore: number | null = null
  let imageGrade: string | null = null
  let imageLevel: QcScoreResult['imageLevel'] = null
  const pointImages = items.filter((item) => item.part === 'image' && item.scale === 'points')
  const xray = items.filter((item) => item.part === 'image' && item.scale === 'xray')
  const ctmr = items.filter((item) => item.part === 'image' && item.scale === 'ctmr')
  if (pointImages.length) {
    const max = pointImages.reduce((sum, item) => sum + item.maxPoints, 0)
    imageScore = round1((pointImages.reduce((sum, item) => sum + item.maxPoints - valueOf(item), 0) / max) * 100)
    imageGrade = gradeOf(imageScore, cutoffs)
    imageLevel = imageGrade === null ? null
      : imageGrade === grades[0] && grades.length > 1 ? 'excellent'
        : imageGrade === grades[grades.length - 1] && grades.length > 1 ? 'fail' : 'pass'
  } else if (xray.length) {
    const worst = Math.max(...xray.map(valueOf))
    imageGrade = QC_SCALE_GRADES.xray.find((g) => g.value === worst)!.label
    imageLevel = worst === 1 ? 'excellent' : worst === 4 ? 'fail' : 'pass'
  } else if (ctmr.length) {
    const worst = Math.min(...ctmr.map(valueOf))
    imageGrade = String(worst)
    imageLevel = worst === 3 ? 'excellent' : worst === 0 ? 'fail' : 'pass'
  }
  return {
    ok: true,
    result: { reportPoints, reportMax, reportScore, grade: gradeOf(reportScore, cutoffs), imageScore, imageGrade, imageLevel },
  }
}
