import type {
  ApplyHospOption, CriticalStatCounts, CriticalStatDto, PositiveDto, PositiveGroupBy, StatisticsKind, StatisticsMeasure,
  TurnaroundCounts, TurnaroundDto, TurnaroundInterval, TurnaroundIntervalName, WorkloadCounts, WorkloadDto, WorkloadGroupBy,
} from '../../../src/core/contract/statistics'
import type { Db } from '../db/db'
import { has, type Principal } from '../lib/auth'
import { deptScope, examScopeSql } from '../lib/dataScope'
import { HttpError } from '../lib/errors'
import { turnaroundLimits as hospitalTurnaroundLimits } from '../lib/hospitalSettings'
import { familyOf, REPORT_FAMILIES } from '../lib/reportRules'
import { criticalLimits } from './critical'

/** The filters of a summary, validated. */
export interface StatisticsFilter {
  from: string
  to: string
  modality?: string | undefined
  applyHospId?: number | undefined
}

type Args = (string | number)[]
interface Condition { sql: string; args: Args }

/** A live exam: neither appointed (not arrived), voided nor cancelled. */
const LIVE = "e.status NOT IN ('9', '7', '10')"
const EXAMINED = "e.status IN ('2', '3', '6', '4', '5')"
/** A written report: submitted and standing (a rejected one is being rewritten, a draft not yet submitted). */
const WRITTEN = "r.state IN ('preliminary', 'final', 'corrected')"
const SIGNED = "r.state IN ('final', 'corrected')"
const FLAGGED = "r.critical = 1 AND r.state <> 'void'"

/** Whole seconds from one wire time to another (times are local wire text; both read the same way, so the difference is exact). */
const seconds = (from: string, to: string) => `(unixepoch(${to}) - unixepoch(${from}))`
const FLAGGED_AT = 'COALESCE(r.critical_flagged_at, r.report_time)'

/** The SQL of each grouping: what a row is keyed by ('' when the exam has none). */
const GROUP_SQL: Record<WorkloadGroupBy, string> = {
  reportPhysician: "COALESCE(r.report_physician, '')",
  auditPhysician: "COALESCE(r.audit_physician, '')",
  technician: "COALESCE(e.technician, '')",
  device: "COALESCE(e.device_name, '')",
  modality: 'e.modality',
  applyDept: 'e.apply_dept_name',
  applyHospital: 'e.apply_hospital',
}

/** Which exams each summary is about, beyond the live exams of the period. */
const KIND_BASE: Record<StatisticsKind, string | null> = {
  workload: null,
  positive: WRITTEN,
  turnaround: null,
  critical: FLAGGED,
}

/** The report turnaround limits (settings `turnaround.limitMinutes.<MODALITY>` and `…default`), minutes registration → final, from the hospital settings. */
export function turnaroundLimits(db: Db): { byModality: Record<string, number>; defaultMinutes: number } {
  return hospitalTurnaroundLimits(db)
}

/** A modality's limit as SQL (`CASE UPPER(e.modality) WHEN 'US' THEN 180 … ELSE 1440 END`), values bound. */
function limitCase(limits: { byModality: Record<string, number>; defaultMinutes: number }): Condition {
  const entries = Object.entries(limits.byModality)
  if (!entries.length) return { sql: '?', args: [limits.defaultMinutes] }
  return {
    sql: `(CASE UPPER(e.modality) ${entries.map(() => 'WHEN ? THEN ?').join(' ')} ELSE ? END)`,
    args: [...entries.flatMap(([code, minutes]) => [code, minutes]), limits.defaultMinutes],
  }
}

/** The condition of each figure, over `e` (exam), `r` (its report) and `n` (its critical notification record). */
function measureCondition(db: Db, measure: StatisticsMeasure): Condition {
  switch (measure) {
    case 'exams':
      return { sql: '1', args: [] }
    case 'examined':
      return { sql: EXAMINED, args: [] }
    case 'reports':
      return { sql: WRITTEN, args: [] }
    case 'audits':
      return { sql: SIGNED, args: [] }
    case 'positive':
      return { sql: `${WRITTEN} AND r.positive = 1`, args: [] }
    case 'critical':
      return { sql: `${WRITTEN} AND r.critical = 1`, args: [] }
    case 'finals':
      return { sql: `${SIGNED} AND e.audit_time IS NOT NULL AND ${seconds('e.register_time', 'e.audit_time')} >= 0`, args: [] }
    case 'withinLimit': {
      const limit = limitCase(turnaroundLimits(db))
      const span = seconds('e.register_time', 'e.audit_time')
      return { sql: `${SIGNED} AND e.audit_time IS NOT NULL AND ${span} >= 0 AND ${span} <= ${limit.sql} * 60`, args: limit.args }
    }
    case 'flagged':
      return { sql: FLAGGED, args: [] }
    case 'notified':
      return { sql: `${FLAGGED} AND n.report_id IS NOT NULL`, args: [] }
    case 'notifiedWithinLimit': {
      // The limit the report was flagged under (migration 018), else its modality's now — as the critical list times it.
      const limit = limitCase(criticalLimits(db))
      return {
        sql: `${FLAGGED} AND n.report_id IS NOT NULL AND ${seconds(FLAGGED_AT, 'n.notified_at')} <= COALESCE(r.critical_limit_minutes, ${limit.sql}) * 60`,
        args: limit.args,
      }
    }
  }
}

/**
 * The modalities a caller's statistics cover besides his data scope: a physician who writes or audits reports sees
 * his report families' modalities (a sonographer's figures are not the radiologists'); administrators, department
 * heads and QC staff (no family of their own) see every modality. Null for every modality.
 */
export function statisticsModalities(db: Db, principal: Principal): string[] | null {
  if (principal.isAdmin) return null
  const families = REPORT_FAMILIES.filter((family) => has(principal, `${family}:write`) || has(principal, `${family}:audit`))
  if (!families.length) return null
  const codes = (db.prepare('SELECT code FROM ris_modality ORDER BY code').all() as { code: string }[]).map((m) => m.code)
  return codes.filter((code) => families.includes(familyOf(code)))
}

/** The statistics scope as SQL over `e`: the data scope and the report families, or null for everything. */
function scopeCondition(db: Db, principal: Principal): Condition | null {
  const parts: string[] = []
  const args: Args = []
  const data = examScopeSql(deptScope(db, principal.userId, principal.isAdmin))
  if (data) {
    parts.push(data.sql)
    args.push(...data.args)
  }
  const modalities = statisticsModalities(db, principal)
  if (modalities) {
    parts.push(modalities.length ? `e.modality IN (${modalities.map(() => '?').join(',')})` : '0')
    args.push(...modalities)
  }
  return parts.length ? { sql: parts.join(' AND '), args } : null
}

/**
 * The ordering hospitals (申请医院) a caller may filter statistics by: every one for a caller whose statistics cover
 * everything; otherwise those with an exam in his scope.
 */
export function applyHospOptions(db: Db, principal: Principal): ApplyHospOption[] {
  const scope = scopeCondition(db, principal)
  if (!scope) return db.prepare('SELECT id, name FROM ris_apply_hospital ORDER BY sort, id').all() as ApplyHospOption[]
  return db.prepare(`SELECT h.id, h.name FROM ris_apply_hospital h
    WHERE EXISTS (SELECT 1 FROM ris_exam e WHERE e.apply_hospital = h.name AND ${scope.sql}) ORDER BY h.sort, h.id`).all(...scope.args) as ApplyHospOption[]
}

/** The WHERE clause of a summary: live exams of the period, the filters, the caller's scope and the kind's own exams. */
function baseWhere(db: Db, principal: Principal, kind: StatisticsKind, filter: StatisticsFilter): Condition {
  if (filter.to < filter.from) throw new HttpError(400, 'statistics.badRange', { field: 'to', params: { from: filter.from, to: filter.to } })
  const where = ['e.register_time >= ?', 'e.register_time <= ?', LIVE]
  const args: Args = [`${filter.from} 00:00:00`, `${filter.to} 23:59:59`]
  if (filter.modality) {
    where.push('e.modality = ?')
    args.push(filter.modality)
  }
  if (filter.applyHospId !== undefined) {
    const hospital = applyHospOptions(db, principal).find((h) => h.id === filter.applyHospId)
    if (!hospital) throw new HttpError(400, 'statistics.unknownHospital', { field: 'applyHospId', params: { id: filter.applyHospId } })
    where.push('e.apply_hospital = ?')
    args.push(hospital.name)
  }
  const scope = scopeCondition(db, principal)
  if (scope) {
    where.push(scope.sql)
    args.push(...scope.args)
  }
  const own = KIND_BASE[kind]
  if (own) where.push(own)
  return { sql: where.join(' AND '), args }
}

const FROM = `FROM ris_exam e LEFT JOIN ris_report r ON r.exam_id = e.id`
const FROM_CRITICAL = `${FROM} LEFT JOIN ris_report_critical n ON n.report_id = r.id`

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null)

/** Rows by key, in the order the summary shows them: most exams first, then by key (the exams without one last). */
function byCount<T extends { key: string }>(rows: T[], count: (row: T) => number): T[] {
  return rows.sort((a, b) => Number(a.key === '') - Number(b.key === '') || count(b) - count(a) || a.key.localeCompare(b.key))
}

/** Sums SQL conditions per group in one pass. */
function sums(db: Db, measures: readonly StatisticsMeasure[]): Condition {
  const parts = measures.map((m) => measureCondition(db, m))
  return { sql: parts.map((p, i) => `SUM(CASE WHEN ${p.sql} THEN 1 ELSE 0 END) AS ${measures[i]}`).join(', '), args: parts.flatMap((p) => p.args) }
}

const WORKLOAD_MEASURES = ['exams', 'examined', 'reports', 'audits', 'positive', 'critical'] as const

/** `GET api/statistic/workload`: live exams of the period and their reports by physician, technician, device, modality, department or hospital. */
export function workload(db: Db, principal: Principal, groupBy: WorkloadGroupBy, filter: StatisticsFilter): WorkloadDto {
  const where = baseWhere(db, principal, 'workload', filter)
  const counted = sums(db, WORKLOAD_MEASURES)
  const rows = db.prepare(`SELECT ${GROUP_SQL[groupBy]} AS key, ${counted.sql} ${FROM} WHERE ${where.sql} GROUP BY 1`)
    .all(...counted.args, ...where.args) as ({ key: string } & WorkloadCounts)[]
  const totals: WorkloadCounts = { exams: 0, examined: 0, reports: 0, audits: 0, positive: 0, critical: 0 }
  for (const row of rows) for (const m of WORKLOAD_MEASURES) totals[m] += row[m]
  return { groupBy, rows: byCount(rows.map((row) => ({ ...row, label: row.key })), (row) => row.exams), totals }
}

/** `GET api/statistic/positive`: written reports and the positive ones by modality or report physician. */
export function positiveRate(db: Db, principal: Principal, groupBy: PositiveGroupBy, filter: StatisticsFilter): PositiveDto {
  const where = baseWhere(db, principal, 'positive', filter)
  const counted = sums(db, ['reports', 'positive'])
  const rows = db.prepare(`SELECT ${GROUP_SQL[groupBy]} AS key, ${counted.sql} ${FROM} WHERE ${where.sql} GROUP BY 1`)
    .all(...counted.args, ...where.args) as { key: string; reports: number; positive: number }[]
  const reports = rows.reduce((s, r) => s + r.reports, 0)
  const positive = rows.reduce((s, r) => s + r.positive, 0)
  const out = rows.map((row) => ({ key: row.key, label: row.key, reports: row.reports, positive: row.positive, rate: ratio(row.positive, row.reports) }))
  return { groupBy, rows: byCount(out, (row) => row.reports), totals: { reports, positive, rate: ratio(positive, reports) } }
}

/**
 * The nearest-rank percentile of sorted values (the ⌈p·n⌉-th smallest): always a time some exam really took.
 *
 * @example
 * nearestRank([1, 2, 3, 4], 0.5) // 2
 */
export function nearestRank(sorted: readonly number[], p: number): number | null {
  if (!sorted.length) return null
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!
}

const INTERVALS: readonly TurnaroundIntervalName[] = ['registrationToExam', 'examToReport', 'reportToAudit', 'registrationToFinal']

/** Collects one interval's durations (seconds); a negative one is invalid and left out. */
class IntervalCollector {
  values: number[] = []
  invalid = 0
  add(value: number | null): void {
    if (value === null) return
    if (value < 0) this.invalid++
    else this.values.push(value)
  }
  result(): TurnaroundInterval {
    const sorted = Float64Array.from(this.values).sort()
    const minutes = (v: number | null) => (v === null ? null : v / 60)
    const list = Array.from(sorted)
    return { count: list.length, medianMinutes: minutes(nearestRank(list, 0.5)), p90Minutes: minutes(nearestRank(list, 0.9)), invalid: this.invalid }
  }
}

/**
 * `GET api/statistic/turnaround` by modality: registration → exam (examined exams), exam → report (written reports),
 * report → audit and registration → final (signed reports) — count, median and 90th percentile in minutes — and the
 * share of signed reports within the modality's limit from registration.
 */
export function turnaround(db: Db, principal: Principal, filter: StatisticsFilter): TurnaroundDto {
  const where = baseWhere(db, principal, 'turnaround', filter)
  const limits = turnaroundLimits(db)
  const within = measureCondition(db, 'withinLimit')
  const rows = db.prepare(`SELECT e.modality AS key,
      CASE WHEN e.exam_time IS NOT NULL THEN ${seconds('e.register_time', 'e.exam_time')} END AS a,
      CASE WHEN ${WRITTEN} AND e.exam_time IS NOT NULL AND e.report_time IS NOT NULL THEN ${seconds('e.exam_time', 'e.report_time')} END AS b,
      CASE WHEN ${SIGNED} AND e.report_time IS NOT NULL AND e.audit_time IS NOT NULL THEN ${seconds('e.report_time', 'e.audit_time')} END AS c,
      CASE WHEN ${SIGNED} AND e.audit_time IS NOT NULL THEN ${seconds('e.register_time', 'e.audit_time')} END AS d,
      CASE WHEN ${within.sql} THEN 1 ELSE 0 END AS w
    ${FROM} WHERE ${where.sql}`).raw().all(...within.args, ...where.args) as [string, number | null, number | null, number | null, number | null, number][]
  interface Group { intervals: IntervalCollector[]; within: number }
  const fresh = (): Group => ({ intervals: INTERVALS.map(() => new IntervalCollector()), within: 0 })
  const groups = new Map<string, Group>()
  const all = fresh()
  for (const row of rows) {
    let group = groups.get(row[0])
    if (!group) groups.set(row[0], (group = fresh()))
    for (let i = 0; i < 4; i++) {
      group.intervals[i]!.add(row[i + 1] as number | null)
      all.intervals[i]!.add(row[i + 1] as number | null)
    }
    group.within += row[5]
    all.within += row[5]
  }
  const counts = (group: Group): TurnaroundCounts => {
    const intervals = Object.fromEntries(INTERVALS.map((name, i) => [name, group.intervals[i]!.result()])) as Record<TurnaroundIntervalName, TurnaroundInterval>
    const finals = intervals.registrationToFinal.count
    return { intervals, finals, withinLimit: group.within, withinRate: ratio(group.within, finals) }
  }
  const out = [...groups].map(([key, group]) => ({
    key, label: key, ...counts(group), limitMinutes: limits.byModality[key.toUpperCase()] ?? limits.defaultMinutes,
  }))
  return { groupBy: 'modality', rows: byCount(out, (row) => row.finals), totals: counts(all) }
}

/** `GET api/statistic/critical` by modality: reports flagged critical, notified, notified within the limit. */
export function criticalTimeliness(db: Db, principal: Principal, filter: StatisticsFilter): CriticalStatDto {
  const where = baseWhere(db, principal, 'critical', filter)
  const counted = sums(db, ['flagged', 'notified', 'notifiedWithinLimit'])
  const rows = db.prepare(`SELECT e.modality AS key, ${counted.sql} ${FROM_CRITICAL} WHERE ${where.sql} GROUP BY 1`)
    .all(...counted.args, ...where.args) as { key: string; flagged: number; notified: number; notifiedWithinLimit: number }[]
  const limits = criticalLimits(db)
  const rates = (c: { flagged: number; notified: number; notifiedWithinLimit: number }): CriticalStatCounts => ({
    ...c, notifiedRate: ratio(c.notified, c.flagged), withinRate: ratio(c.notifiedWithinLimit, c.flagged),
  })
  const out = rows.map((row) => ({
    key: row.key, label: row.key, ...rates({ flagged: row.flagged, notified: row.notified, notifiedWithinLimit: row.notifiedWithinLimit }),
    limitMinutes: limits.byModality[row.key.toUpperCase()] ?? limits.defaultMinutes,
  }))
  const total = (m: 'flagged' | 'notified' | 'notifiedWithinLimit') => rows.reduce((s, r) => s + r[m], 0)
  return { groupBy: 'modality', rows: byCount(out, (row) => row.flagged), totals: rates({ flagged: total('flagged'), notified: total('notified'), notifiedWithinLimit: total('notifiedWithinLimit') }) }
}

/** The measures a summary's figures are. */
export const MEASURES_OF: Record<StatisticsKind, readonly StatisticsMeasure[]> = {
  workload: WORKLOAD_MEASURES,
  positive: ['reports', 'positive'],
  turnaround: ['finals', 'withinLimit'],
  critical: ['flagged', 'notified', 'notifiedWithinLimit'],
}

/**
 * The exams behind one figure, as a condition on `e.id` for the exam list's own query: the summary's WHERE clause,
 * the group's key (none for the totals) and the figure's condition — the same SQL the summary counted with.
 */
export function drillCondition(db: Db, principal: Principal, drill: {
  kind: StatisticsKind; groupBy?: WorkloadGroupBy | undefined; key?: string | undefined; measure: StatisticsMeasure
} & StatisticsFilter): Condition {
  if (!MEASURES_OF[drill.kind].includes(drill.measure)) {
    throw new HttpError(400, 'statistics.badMeasure', { field: 'measure', params: { measure: drill.measure, kind: drill.kind } })
  }
  const groupBy: WorkloadGroupBy = drill.kind === 'turnaround' || drill.kind === 'critical' ? 'modality'
    : drill.groupBy ?? (drill.kind === 'positive' ? 'modality' : 'reportPhysician')
  if (drill.kind === 'positive' && groupBy !== 'modality' && groupBy !== 'reportPhysician') {
    throw new HttpError(400, 'statistics.badMeasure', { field: 'groupBy', params: { measure: groupBy, kind: drill.kind } })
  }
  const where = baseWhere(db, principal, drill.kind, drill)
  const measure = measureCondition(db, drill.measure)
  const parts = [where.sql, measure.sql]
  const args = [...where.args, ...measure.args]
  if (drill.key !== undefined) {
    parts.push(`${GROUP_SQL[groupBy]} = ?`)
    args.push(drill.key)
  }
  return { sql: `e.id IN (SELECT e.id ${drill.kind === 'critical' ? FROM_CRITICAL : FROM} WHERE ${parts.join(' AND ')})`, args }
}
