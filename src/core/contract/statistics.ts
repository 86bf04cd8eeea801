/**
 * Report statistics (issue 14, `api/statistic/…`): workload, positive rate, turnaround against the department's limits
 * and critical-value timeliness, each a summary by group with totals, every figure drillable to the exams behind it.
 *
 * Every summary counts the exams registered in the period (`from`–`to`, whole days) that are live — neither appointed
 * (not arrived), voided nor cancelled — in the caller's statistics scope: his data scope and, for a physician who
 * writes or audits reports, the modalities of his report families.
 */

/** What the workload summary groups by. */
export type WorkloadGroupBy = 'reportPhysician' | 'auditPhysician' | 'technician' | 'device' | 'modality' | 'applyDept' | 'applyHospital'

/** What the positive-rate summary groups by. */
export type PositiveGroupBy = 'modality' | 'reportPhysician'

/** The summaries (`api/statistic/<kind>`). */
export type StatisticsKind = 'workload' | 'positive' | 'turnaround' | 'critical'

/**
 * A figure of a summary, the name a drill-down asks for: `exams` (live exams), `examined` (examined or later),
 * `reports` (written: submitted and standing — preliminary, final or corrected), `audits` (final or corrected),
 * `positive` and `critical` (written reports so marked), `finals` (signed reports with both times, the turnaround's
 * count), `withinLimit` (of those, registration → final within the modality's limit), `flagged` (reports flagged
 * critical, not void), `notified` (with a notification record), `notifiedWithinLimit` (recorded within the limit).
 */
export type StatisticsMeasure =
  | 'exams' | 'examined' | 'reports' | 'audits' | 'positive' | 'critical' | 'finals' | 'withinLimit' | 'flagged' | 'notified' | 'notifiedWithinLimit'

/** The filters every summary, drill-down and export takes. */
export interface StatisticsQuery {
  /** First day, `yyyy-MM-dd` (registration time). */
  from: string
  /** Last day, `yyyy-MM-dd`, inclusive. */
  to: string
  /** One modality code. */
  modality?: string
  /** One ordering hospital (`api/statistic/auth/applyHospIds`). */
  applyHospId?: number
}

/** An ordering hospital the caller may filter statistics by (`GET api/statistic/auth/applyHospIds`). */
export interface ApplyHospOption {
  id: number
  name: string
}

/** The counted part of a workload row (and its totals). */
export interface WorkloadCounts {
  exams: number
  examined: number
  reports: number
  audits: number
  positive: number
  critical: number
}

/**
 * One group of a summary: `key` is what it is grouped by (a physician's name, a modality code, a department), `''`
 * for the exams without one (not yet reported, no technician recorded); `label` is what to show (a device's name).
 */
export interface StatisticsGroup {
  key: string
  label: string
}

/** `GET api/statistic/workload`. */
export interface WorkloadDto {
  groupBy: WorkloadGroupBy
  rows: (StatisticsGroup & WorkloadCounts)[]
  totals: WorkloadCounts
}

/** The counted part of a positive-rate row: written reports, the positive ones, and their share (null without reports). */
export interface PositiveCounts {
  reports: number
  positive: number
  rate: number | null
}

/** `GET api/statistic/positive`. */
export interface PositiveDto {
  groupBy: PositiveGroupBy
  rows: (StatisticsGroup & PositiveCounts)[]
  totals: PositiveCounts
}

/**
 * One interval of the turnaround (minutes): how many exams have both ends, their median and 90th percentile
 * (nearest rank: the value of the ⌈p·n⌉-th shortest, a time some exam really took), null without any. `invalid`
 * counts exams whose end lies before their start (a clock or data-entry error): they are left out and reported.
 */
export interface TurnaroundInterval {
  count: number
  medianMinutes: number | null
  p90Minutes: number | null
  invalid: number
}

/** The intervals of the turnaround, from registration to the signed report. */
export type TurnaroundIntervalName = 'registrationToExam' | 'examToReport' | 'reportToAudit' | 'registrationToFinal'

/** The counted part of a turnaround row. */
export interface TurnaroundCounts {
  intervals: Record<TurnaroundIntervalName, TurnaroundInterval>
  /** Signed reports timed from registration (= `intervals.registrationToFinal.count`). */
  finals: number
  /** Of them, signed within the modality's limit. */
  withinLimit: number
  /** withinLimit / finals, null without finals. */
  withinRate: number | null
}

/** `GET api/statistic/turnaround` (grouped by modality): each row with its limit (minutes, registration → final). */
export interface TurnaroundDto {
  groupBy: 'modality'
  rows: (StatisticsGroup & TurnaroundCounts & { limitMinutes: number })[]
  totals: TurnaroundCounts
}

/** The counted part of a critical-value row. */
export interface CriticalStatCounts {
  flagged: number
  notified: number
  notifiedWithinLimit: number
  /** notified / flagged, null when none flagged. */
  notifiedRate: number | null
  /** notifiedWithinLimit / flagged, null when none flagged. */
  withinRate: number | null
}

/** `GET api/statistic/critical` (grouped by modality): each row with the modality's current notification limit. */
export interface CriticalStatDto {
  groupBy: 'modality'
  rows: (StatisticsGroup & CriticalStatCounts & { limitMinutes: number })[]
  totals: CriticalStatCounts
}
