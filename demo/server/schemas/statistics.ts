import { z } from 'zod'
import type {
  ApplyHospOption, CriticalStatDto, PositiveDto, TurnaroundDto, TurnaroundInterval, WorkloadDto,
} from '../../../src/core/contract/statistics'
import { BoolText, IdText, isRealDate, pageFields } from './common'

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' }).refine(isRealDate, { error: 'validation.date' })

/** The groupings of each summary. */
export const WORKLOAD_GROUPS = ['reportPhysician', 'auditPhysician', 'technician', 'device', 'modality', 'applyDept', 'applyHospital'] as const
export const POSITIVE_GROUPS = ['modality', 'reportPhysician'] as const

/** The figures of each summary, as a drill-down names them. */
export const KIND_MEASURES = {
  workload: ['exams', 'examined', 'reports', 'audits', 'positive', 'critical'],
  positive: ['reports', 'positive'],
  turnaround: ['finals', 'withinLimit'],
  critical: ['flagged', 'notified', 'notifiedWithinLimit'],
} as const

/** The filters every summary takes: the period by registration day, one modality, one ordering hospital. */
const filterFields = {
  from: Day.describe('First day of the period (registration time), yyyy-MM-dd'),
  to: Day.describe('Last day of the period, inclusive; not before `from` (400 statistics.badRange)'),
  modality: z.string().regex(/^[A-Za-z0-9]{1,16}$/).optional().describe('One modality code'),
  applyHospId: IdText.optional().describe('One ordering hospital among `auth/applyHospIds` (else 400 statistics.unknownHospital)'),
}

export const WorkloadQuery = z.object({
  groupBy: z.enum(WORKLOAD_GROUPS).optional().transform((v) => v ?? 'reportPhysician'),
  ...filterFields,
})
export const PositiveQuery = z.object({ groupBy: z.enum(POSITIVE_GROUPS).optional().transform((v) => v ?? 'modality'), ...filterFields })
export const ByModalityQuery = z.object({ groupBy: z.literal('modality').optional().transform(() => 'modality' as const), ...filterFields })

/** `GET api/statistic/exams`: the exams behind one figure. */
export const DrillQuery = z.object({
  kind: z.enum(['workload', 'positive', 'turnaround', 'critical']),
  groupBy: z.enum(WORKLOAD_GROUPS).optional().describe('The summary\'s grouping (turnaround and critical: modality)'),
  key: z.string().max(200).optional().describe('The group\'s key; absent (and `blank` absent) for the totals'),
  blank: BoolText.optional().describe('true: the row keyed \'\' — the exams without the grouped value (a query string drops an empty key)'),
  measure: z.enum(['exams', 'examined', 'reports', 'audits', 'positive', 'critical', 'finals', 'withinLimit', 'flagged', 'notified', 'notifiedWithinLimit'])
    .describe('The figure (it must be one of the kind\'s, else 400 statistics.badMeasure)'),
  ...filterFields,
  page: pageFields.page,
  size: pageFields.size,
})

export const ApplyHospOptionSchema = z.object({ id: z.number().int(), name: z.string() }) satisfies z.ZodType<ApplyHospOption>

const group = { key: z.string().describe('What the row groups by; empty for exams without it'), label: z.string() }

const workloadCounts = {
  exams: z.number().int().describe('Live exams registered in the period'),
  examined: z.number().int().describe('Of them examined or later'),
  reports: z.number().int().describe('Written reports (preliminary, final, corrected)'),
  audits: z.number().int().describe('Signed reports (final, corrected)'),
  positive: z.number().int().describe('Written reports marked positive'),
  critical: z.number().int().describe('Written reports flagged critical'),
}

export const WorkloadDtoSchema = z.object({
  groupBy: z.enum(WORKLOAD_GROUPS),
  rows: z.array(z.object({ ...group, ...workloadCounts })),
  totals: z.object(workloadCounts),
}).meta({ id: 'WorkloadDto' }) satisfies z.ZodType<WorkloadDto>

const positiveCounts = {
  reports: z.number().int(), positive: z.number().int(), rate: z.number().nullable().describe('positive / reports; null without reports'),
}

export const PositiveDtoSchema = z.object({
  groupBy: z.enum(POSITIVE_GROUPS),
  rows: z.array(z.object({ ...group, ...positiveCounts })),
  totals: z.object(positiveCounts),
}).meta({ id: 'PositiveDto' }) satisfies z.ZodType<PositiveDto>

const IntervalSchema = z.object({
  count: z.number().int(),
  medianMinutes: z.number().nullable().describe('Nearest-rank median (the ⌈n/2⌉-th shortest)'),
  p90Minutes: z.number().nullable().describe('Nearest-rank 90th percentile (the ⌈0.9·n⌉-th shortest)'),
  invalid: z.number().int().describe('Exams whose end lies before their start: left out'),
}) satisfies z.ZodType<TurnaroundInterval>

const turnaroundCounts = {
  intervals: z.object({ registrationToExam: IntervalSchema, examToReport: IntervalSchema, reportToAudit: IntervalSchema, registrationToFinal: IntervalSchema }),
  finals: z.number().int(), withinLimit: z.number().int(), withinRate: z.number().nullable(),
}

export const TurnaroundDtoSchema = z.object({
  groupBy: z.literal('modality'),
  rows: z.array(z.object({ ...group, ...turnaroundCounts, limitMinutes: z.number().int().describe('turnaround.limitMinutes.<MODALITY>') })),
  totals: z.object(turnaroundCounts),
}).meta({ id: 'TurnaroundDto' }) satisfies z.ZodType<TurnaroundDto>

const criticalCounts = {
  flagged: z.number().int(), notified: z.number().int(), notifiedWithinLimit: z.number().int(),
  notifiedRate: z.number().nullable(), withinRate: z.number().nullable(),
}

export const CriticalStatDtoSchema = z.object({
  groupBy: z.literal('modality'),
  rows: z.array(z.object({ ...group, ...criticalCounts, limitMinutes: z.number().int().describe('critical.limitMinutes.<MODALITY> now') })),
  totals: z.object(criticalCounts),
}).meta({ id: 'CriticalStatDto' }) satisfies z.ZodType<CriticalStatDto>
