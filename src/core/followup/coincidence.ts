/** The counts of one group of followed cases, by the category of each case's latest categorised record. */
export interface CoincidenceCounts {
  followed: number
  agree: number
  partly: number
  disagree: number
}

/**
 * The coincidence rate (诊断符合率) of followed cases: agreeing cases ÷ followed cases, where 基本符合 (partly)
 * agrees only when the hospital's setting says so. Null when nothing was followed (no rate, rather than 0 %).
 *
 * @example
 * coincidenceRate({ followed: 10, agree: 6, partly: 2, disagree: 2 }, true) // 0.8
 * coincidenceRate({ followed: 10, agree: 6, partly: 2, disagree: 2 }, false) // 0.6
 */
export function coincidenceRate(counts: CoincidenceCounts, partlyCountsAsAgree: boolean): number | null {
  if (counts.followed <= 0) return null
  return (counts.agree + (partlyCountsAsAgree ? counts.partly : 0)) / counts.followed
}

/**
 * The day `days` after a `yyyy-MM-dd` day, on the calendar (no time zone involved).
 *
 * @example
 * addDays('2025-05-30', 6) // '2025-06-05'
 */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d + days))
  return date.toISOString().slice(0, 10)
}
