import { z } from 'zod'
import type { ServerLocale } from '../../../src/core/contract/api'
import type { TurnaroundIntervalName } from '../../../src/core/contract/statistics'
import type { Services } from '../lib/context'
import { sendXlsx } from '../lib/crud'
import { mayReport } from '../lib/reportRules'
import { translate, type MessageKey } from '../lib/messages'
import { Resource } from '../lib/route'
import { pageArgs } from '../lib/sql'
import { writeXlsx, type CellValue } from '../lib/xlsx'
import { EXAM_FROM, toExamDto, type ExamRow } from '../models/exams'
import {
  applyHospOptions, criticalTimeliness, drillCondition, positiveRate, turnaround, workload, type StatisticsFilter,
} from '../models/statistics'
import { pageOf } from '../schemas/common'
import { ExamDtoSchema } from '../schemas/exam'
import {
  ApplyHospOptionSchema, ByModalityQuery, CriticalStatDtoSchema, DrillQuery, PositiveDtoSchema, PositiveQuery, TurnaroundDtoSchema, WorkloadDtoSchema,
  WorkloadQuery,
} from '../schemas/statistics'

const PERMISSION = ['statistics:list'] as const
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const SCOPE = 'Counts the live exams (not appointed, voided or cancelled) registered in the period, in the caller\'s statistics scope: '
  + 'his data scope and, for a physician who writes or audits reports, the modalities of his report families.'

/** The filters of a validated query. */
const filterOf = (q: StatisticsFilter): StatisticsFilter => ({ from: q.from, to: q.to, modality: q.modality, applyHospId: q.applyHospId })

/** A rate as a spreadsheet shows it: a percentage with one decimal, empty when there is nothing to divide. */
const percent = (rate: number | null): CellValue => (rate === null ? null : Math.round(rate * 1000) / 10)
const minutes = (value: number | null): CellValue => (value === null ? null : Math.round(value * 10) / 10)

/** A summary as a sheet: the group column, the figures, a totals row. */
function sheet(locale: ServerLocale, name: MessageKey, group: MessageKey, columns: [MessageKey, (row: never) => CellValue][],
  rows: readonly { key: string; label: string }[], totals: object): Uint8Array {
  const t = (key: MessageKey) => translate(locale, key)
  const cells = (row: object) => columns.map(([, read]) => (read as (row: object) => CellValue)(row))
  return writeXlsx(t(name), [t(group), ...columns.map(([key]) => t(key))], [
    ...rows.map((row) => [row.label || t('xlsx.statistics.none'), ...cells(row)]),
    [t('xlsx.statistics.total'), ...cells(totals)],
  ])
}

/** The headers of each interval's median and 90th percentile. */
const INTERVAL_KEYS: Record<TurnaroundIntervalName, [MessageKey, MessageKey]> = {
  registrationToExam: ['xlsx.statistics.registrationToExam.median', 'xlsx.statistics.registrationToExam.p90'],
  examToReport: ['xlsx.statistics.examToReport.median', 'xlsx.statistics.examToReport.p90'],
  reportToAudit: ['xlsx.statistics.reportToAudit.median', 'xlsx.statistics.reportToAudit.p90'],
  registrationToFinal: ['xlsx.statistics.registrationToFinal.median', 'xlsx.statistics.registrationToFinal.p90'],
}

/**
 * Report statistics (报告统计, issue 14): workload, positive rate, turnaround against the limits and critical-value
 * timeliness, each a summary with totals, its xlsx export, and the exams behind any figure.
 */
export function statisticsRoutes(s: Services): Resource {
  const { db } = s
  const r = new Resource('/api/statistic', 'statistics', s)

  r.route({
    method: 'get', path: '/auth/applyHospIds', permission: PERMISSION, response: z.array(ApplyHospOptionSchema),
    summary: 'The ordering hospitals the caller may filter statistics by: all for a caller whose statistics cover everything, else those with an exam in his scope',
  }, (c, { principal }) => c.json(applyHospOptions(db, principal)))

  r.route({
    method: 'get', path: '/workload', permission: PERMISSION, query: WorkloadQuery, response: WorkloadDtoSchema,
    summary: 'Workload by report or audit physician, technician, device, modality, ordering department or hospital: exams, examined, written and signed reports, positive, critical',
    description: `${SCOPE} A row keyed '' holds the exams without the grouped value (no report yet, no technician recorded).`,
  }, (c, { query, principal }) => c.json(workload(db, principal, query.groupBy, filterOf(query))))

  r.route({
    method: 'get', path: '/positive', permission: PERMISSION, query: PositiveQuery, response: PositiveDtoSchema,
    summary: 'Positive rate by modality or report physician: written reports (preliminary, final, corrected), the positive ones, and their share',
    description: SCOPE,
  }, (c, { query, principal }) => c.json(positiveRate(db, principal, query.groupBy, filterOf(query))))

  r.route({
    method: 'get', path: '/turnaround', permission: PERMISSION, query: ByModalityQuery, response: TurnaroundDtoSchema,
    summary: 'Turnaround by modality: registration → exam → report (submit) → audit and registration → final, count, median and 90th percentile minutes, and the share within the limit',
    description: `${SCOPE} The limit is the hospital setting turnaround.limitMinutes.<MODALITY> (else …default), minutes from registration to the signed report. `
      + 'Exams whose end lies before their start are left out and counted as invalid.',
  }, (c, { query, principal }) => c.json(turnaround(db, principal, filterOf(query))))

  r.route({
    method: 'get', path: '/critical', permission: PERMISSION, query: ByModalityQuery, response: CriticalStatDtoSchema,
    summary: 'Critical values by modality: reports flagged critical (not void), notified (a record exists), notified within the limit',
    description: `${SCOPE} The limit is the one the report was flagged under (critical.limitMinutes.<MODALITY> then).`,
  }, (c, { query, principal }) => c.json(criticalTimeliness(db, principal, filterOf(query))))

  r.route({
    method: 'get', path: '/exams', permission: PERMISSION, query: DrillQuery, response: pageOf(ExamDtoSchema),
    summary: 'The exams behind one figure of a summary (kind, groupBy, key, measure and the same filters), newest first',
    description: 'Counted with the summary\'s own conditions: totalElements equals the figure. Without `key`, the exams behind the totals.',
  }, (c, { query, principal }) => {
    const where = drillCondition(db, principal, { ...filterOf(query), kind: query.kind, groupBy: query.groupBy, key: query.blank ? '' : query.key, measure: query.measure })
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ris_exam e WHERE ${where.sql}`).get(...where.args) as { n: number }
    const rows = db.prepare(`${EXAM_FROM} WHERE ${where.sql} ORDER BY e.register_time DESC, e.id DESC LIMIT ? OFFSET ?`)
      .all(...where.args, ...pageArgs(query.page, query.size)) as ExamRow[]
    const now = s.now()
    return c.json({ content: rows.map((row) => toExamDto(row, mayReport(principal, row.modality, 'write'), now)), totalElements: n })
  })

  const download = { permission: PERMISSION, produces: XLSX } as const

  r.route({
    method: 'get', path: '/workload/download', query: WorkloadQuery, ...download,
    summary: 'The workload summary as an .xlsx file (one row per group, then the totals), in the caller\'s language',
  }, (c, { query, principal, locale }) => {
    const data = workload(db, principal, query.groupBy, filterOf(query))
    const bytes = sheet(locale, 'xlsx.statistics.workload', `xlsx.statistics.group.${query.groupBy}`, [
      ['xlsx.statistics.exams', (row: { exams: number }) => row.exams], ['xlsx.statistics.examined', (row: { examined: number }) => row.examined],
      ['xlsx.statistics.reports', (row: { reports: number }) => row.reports], ['xlsx.statistics.audits', (row: { audits: number }) => row.audits],
      ['xlsx.statistics.positive', (row: { positive: number }) => row.positive], ['xlsx.statistics.critical', (row: { critical: number }) => row.critical],
    ], data.rows, data.totals)
    return sendXlsx(c, bytes, translate(locale, 'xlsx.statistics.workload'))
  })

  r.route({
    method: 'get', path: '/positive/download', query: PositiveQuery, ...download,
    summary: 'The positive-rate summary as an .xlsx file (rates in per cent), in the caller\'s language',
  }, (c, { query, principal, locale }) => {
    const data = positiveRate(db, principal, query.groupBy, filterOf(query))
    const bytes = sheet(locale, 'xlsx.statistics.positiveRate', `xlsx.statistics.group.${query.groupBy}`, [
      ['xlsx.statistics.reports', (row: { reports: number }) => row.reports], ['xlsx.statistics.positive', (row: { positive: number }) => row.positive],
      ['xlsx.statistics.rate', (row: { rate: number | null }) => percent(row.rate)],
    ], data.rows, data.totals)
    return sendXlsx(c, bytes, translate(locale, 'xlsx.statistics.positiveRate'))
  })

  r.route({
    method: 'get', path: '/turnaround/download', query: ByModalityQuery, ...download,
    summary: 'The turnaround summary as an .xlsx file (medians and 90th percentiles in minutes, the within-limit share in per cent)',
  }, (c, { query, principal, locale }) => {
    const data = turnaround(db, principal, filterOf(query))
    type Row = { intervals: Record<TurnaroundIntervalName, { medianMinutes: number | null; p90Minutes: number | null }> }
    const intervalColumns = (Object.keys(INTERVAL_KEYS) as TurnaroundIntervalName[]).flatMap((name): [MessageKey, (row: never) => CellValue][] => [
      [INTERVAL_KEYS[name][0], (row: Row) => minutes(row.intervals[name].medianMinutes)],
      [INTERVAL_KEYS[name][1], (row: Row) => minutes(row.intervals[name].p90Minutes)],
    ])
    const bytes = sheet(locale, 'xlsx.statistics.turnaround', 'xlsx.statistics.group.modality', [
      ...intervalColumns,
      ['xlsx.statistics.limitMinutes', (row: { limitMinutes?: number }) => row.limitMinutes ?? null],
      ['xlsx.statistics.finals', (row: { finals: number }) => row.finals], ['xlsx.statistics.withinLimit', (row: { withinLimit: number }) => row.withinLimit],
      ['xlsx.statistics.withinRate', (row: { withinRate: number | null }) => percent(row.withinRate)],
    ], data.rows, data.totals)
    return sendXlsx(c, bytes, translate(locale, 'xlsx.statistics.turnaround'))
  })

  r.route({
    method: 'get', path: '/critical/download', query: ByModalityQuery, ...download,
    summary: 'The critical-value timeliness summary as an .xlsx file (rates in per cent)',
  }, (c, { query, principal, locale }) => {
    const data = criticalTimeliness(db, principal, filterOf(query))
    const bytes = sheet(locale, 'xlsx.statistics.criticalValues', 'xlsx.statistics.group.modality', [
      ['xlsx.statistics.limitMinutes', (row: { limitMinutes?: number }) => row.limitMinutes ?? null],
      ['xlsx.statistics.flagged', (row: { flagged: number }) => row.flagged], ['xlsx.statistics.notified', (row: { notified: number }) => row.notified],
      ['xlsx.statistics.notifiedWithinLimit', (row: { notifiedWithinLimit: number }) => row.notifiedWithinLimit],
      ['xlsx.statistics.withinRate', (row: { withinRate: number | null }) => percent(row.withinRate)],
    ], data.rows, data.totals)
    return sendXlsx(c, bytes, translate(locale, 'xlsx.statistics.criticalValues'))
  })

  return r
}
