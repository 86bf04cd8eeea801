import { z } from 'zod'
import type { ApplyFormDto, ExamDto, IcdCode } from '../../../src/core/contract/exam'
import { EXAM_STATUSES } from '../../../src/core/exam/lifecycle'
import { auditFields, DateTimeText, IdText, isRealDate, pageFields } from './common'

/** The exam lifecycle states (`exam_status`; the transitions between them are src/core/exam/lifecycle.ts). */
export const ExamStatusSchema = z.enum(EXAM_STATUSES)

/** The states of a report (`ris_report.state`). */
const ReportStateSchema = z.enum(['draft', 'preliminary', 'final', 'corrected', 'rejected', 'void'])

/** An exam as every call returns it. */
export const ExamDtoSchema = z.object({
  id: z.number().int(),
  examNo: z.string().describe('检查号 (accession number)'),
  patientId: z.string(),
  hisPatientId: z.string().optional(),
  patientName: z.string(),
  patientNamePinyin: z.string().describe('Upper case, spaces between syllables: WANG XIAO YAN'),
  gender: z.string().describe('男 / 女 / 未知'),
  birthDate: z.string(),
  age: z.number().int(),
  ageUnit: z.enum(['Y', 'M', 'W', 'D']),
  phone: z.string().optional(),
  patientType: z.string().describe('patient_type: 1 outpatient, 2 inpatient, 3 physical exam, 4 emergency'),
  outpatientNo: z.string().optional(),
  inpatientNo: z.string().optional(),
  ward: z.string().optional(),
  bedNo: z.string().optional(),
  applyNo: z.string(),
  applyFormId: z.number().int().optional(),
  applyHospital: z.string(),
  applyDeptName: z.string(),
  applyPhysician: z.string(),
  modality: z.string(),
  deviceName: z.string().optional(),
  checkMethod: z.string().optional(),
  bodyPart: z.string(),
  bodyPartSmall: z.string().optional(),
  examItem: z.string(),
  clinicalDiagnosis: z.string().optional(),
  history: z.string().optional(),
  purpose: z.string().optional(),
  urgency: z.string().describe('0 routine, 1 emergency, 2 critical'),
  status: ExamStatusSchema,
  registerTime: z.string(),
  checkInTime: z.string().optional(),
  examTime: z.string().optional(),
  reportTime: z.string().optional(),
  auditTime: z.string().optional(),
  printTime: z.string().optional(),
  registrar: z.string().optional(),
  technician: z.string().optional(),
  lmp: z.string().optional(),
  gestationalAge: z.string().optional().describe('weeks+days by LMP at the exam, e.g. 23+4'),
  edd: z.string().optional().describe('Expected date of delivery, LMP + 280 days'),
  gravidity: z.number().int().optional(),
  parity: z.number().int().optional(),
  fetusCount: z.number().int().optional(),
  fee: z.number().optional(),
  deviceId: z.number().int().optional(),
  contrastAgent: z.string().optional(),
  contrastDose: z.string().optional(),
  appointStart: z.string().optional().describe('The booked slot (预约), yyyy-MM-dd HH:mm:ss; kept after check-in'),
  appointEnd: z.string().optional(),
  studyId: z.number().int().optional(),
  studyInstanceUid: z.string().optional(),
  imageCount: z.number().int(),
  firstImageTime: z.string().optional().describe('Images arrived in the PACS: the first one, yyyy-MM-dd HH:mm:ss'),
  lastImageTime: z.string().optional().describe('Images arrived in the PACS: the last one so far'),
  reportId: z.number().int().optional().describe('Absent before a report exists, or when the caller may not see its draft'),
  positive: z.boolean().optional(),
  critical: z.boolean(),
  linkGroup: z.string().optional().describe('The link group of exams read together (GL + yyyyMMdd + sequence)'),
  reportState: ReportStateSchema.optional().describe('The report\'s state, when the caller may see the report (drafts and rejected ones need the family\'s write permission)'),
  reportPhysician: z.string().optional().describe('Who wrote the report (visible report only)'),
  auditPhysician: z.string().optional().describe('Who signed it off (visible report only)'),
  rejectReason: z.string().optional().describe('Why it was sent back; only for callers with the write permission of the exam\'s family'),
  lock: z.object({ user: z.string(), since: z.string() }).optional().describe('A live edit lock: who has the report open in the editor, since when'),
  criticalOpen: z.boolean().optional().describe('The report is critical and its notification record is not there yet'),
  source: z.enum(['in', 'out']).optional().describe('in: examined here; out: images from another hospital read here (外院)'),
  ...auditFields,
}).meta({ id: 'ExamDto' }) satisfies z.ZodType<ExamDto>

const listOf = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(20)])
  .transform((v) => (Array.isArray(v) ? v : [v]))

/** A `yyyy-MM-dd` date in a query. */
export const DateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.dateTime' }).refine(isRealDate, { error: 'validation.dateTime' })

/** The reading worklists' tabs (`reading` of `GET /api/exams`). */
export const READING_FILTERS = ['unwritten', 'unaudited', 'audited', 'mine', 'rejected', 'all'] as const

/** `GET /api/exams`. */
export const ExamQuery = z.object({
  blurry: z.string().max(100).optional().describe('Matches exam no., patient name, pinyin, patient id, HIS id or apply no.'),
  status: listOf(ExamStatusSchema.or(z.string().regex(/^(10|[0-9])(,(10|[0-9]))*$/))).optional()
    .transform((v) => (v ? [...new Set(v.flatMap((s) => s.split(',')))] : undefined))
    .describe('Exam status; repeat or comma-separate for several'),
  modality: listOf(z.string().regex(/^[A-Z]{2,4}(,[A-Z]{2,4})*$/)).optional()
    .transform((v) => (v ? [...new Set(v.flatMap((s) => s.split(',')))] : undefined))
    .describe('Modality; repeat or comma-separate for several'),
  patientId: z.string().max(32).optional().describe('RIS patient id (exact)'),
  from: DateText.optional().describe('Registered on or after this day (yyyy-MM-dd)'),
  to: DateText.optional().describe('Registered on or before this day (yyyy-MM-dd)'),
  registerTime: z.array(DateTimeText).length(2).optional()
    .describe('Registered between two moments, eladmin\'s BETWEEN pair: registerTime=yyyy-MM-dd HH:mm:ss&registerTime=…'),
  examTime: z.array(DateTimeText).length(2).optional()
    .describe('Examined (finished by the technologist) between two moments, the same BETWEEN pair'),
  deviceId: IdText.optional().describe('The device the exam is scheduled on (a technologist\'s queue)'),
  applyDeptName: z.string().max(50).optional().describe('The ordering department (exact name)'),
  patientType: z.enum(['1', '2', '3', '4']).optional().describe('patient_type: 1 outpatient, 2 inpatient, 3 physical exam (the batch of ultrasonic/indexPE), 4 emergency'),
  reading: z.enum(READING_FILTERS).optional().describe('The reading worklists\' tabs: unwritten (未写: examined, no report or a '
    + 'draft or rejected one), unaudited (未审: preliminary), audited (已审: final or corrected), mine (我的: written or audited by the '
    + 'caller), rejected (the caller\'s reports sent back and not yet resubmitted), all (不限)'),
  reportPhysician: z.string().trim().min(1).max(50).optional().describe('The report\'s writer contains this text'),
  auditPhysician: z.string().trim().min(1).max(50).optional().describe('The report\'s auditor contains this text'),
  source: z.enum(['in', 'out']).optional().describe('in: examined here; out: images from another hospital read here (外院诊断)'),
  ...pageFields,
})

/** `GET /api/exams/rejected/count`: the list the prompt jumps to (a view's modalities and source). */
export const RejectedCountQuery = z.object({
  modality: ExamQuery.shape.modality,
  source: ExamQuery.shape.source,
})

/** `GET api/outer/exams`. */
export const OuterExamQuery = z.object({
  patientId: z.string().min(1).max(32).optional().describe('RIS patient id'),
  hisPatientId: z.string().min(1).max(32).optional().describe('The HIS patient id'),
}).refine((q) => q.patientId !== undefined || q.hisPatientId !== undefined, { error: 'exam.patientRequired', path: ['patientId'] })

/** `{id}` of an exam in a path. */
export const ExamIdParams = z.object({ id: IdText })

/** Body of the exam moves that need a reason (send back, cancel, void). */
export const ExamReasonBody = z.object({ reason: z.string().trim().min(1, { error: 'exam.reasonRequired' }).max(500) })

/** Body of `finish`, optional: the contrast agent and dose the technologist gave, when he gave any (empty means none). */
export const ExamFinishBody = z.object({
  contrastAgent: z.string().trim().max(50).optional().describe('e.g. 碘海醇 350 mgI/ml'),
  contrastDose: z.string().trim().max(30).optional().describe('e.g. 80 ml'),
}).optional()

/** One status change of an exam (`GET /api/exams/{id}/history`). */
export const ExamHistorySchema = z.object({
  action: z.string().describe('An action of src/core/exam/lifecycle.ts (checkIn, start, finish, sendBack, cancel, void, reportSubmit…)'),
  from: ExamStatusSchema.optional().describe('Absent for the registration that created the exam (action `create`)'),
  to: ExamStatusSchema,
  operator: z.string(),
  time: z.string(),
  reason: z.string().optional(),
})

/** `GET /api/applyform/details/{id}`. */
export const ApplyFormSchema = z.object({
  id: z.number().int(),
  applyNo: z.string(),
  applyTime: z.string(),
  applyHospital: z.string(),
  applyDeptName: z.string(),
  applyPhysician: z.string(),
  patientName: z.string(),
  gender: z.string(),
  age: z.number().int(),
  ageUnit: z.enum(['Y', 'M', 'W', 'D']),
  patientType: z.string(),
  clinicalDiagnosis: z.string().optional(),
  history: z.string().optional(),
  purpose: z.string().optional(),
  items: z.array(z.object({ examItem: z.string(), modality: z.string(), bodyPart: z.string(), fee: z.number() })),
}) satisfies z.ZodType<ApplyFormDto>

/** One ICD code. */
export const IcdSchema = z.object({
  code: z.string(),
  name: z.string(),
  pinyin: z.string().describe('Pinyin initials, lower case (gxy for 高血压)'),
}) satisfies z.ZodType<IcdCode>

/** `GET api/ris/common/pingyin`. */
export const PinyinQuery = z.object({ chinese: z.string().min(1).max(100).describe('Text to convert, e.g. a patient name') })

/** Answer of `GET api/ris/common/pingyin`. */
export const PinyinSchema = z.object({
  pinyin: z.string().describe('Upper case, one syllable per space, surnames read as surnames: 单晓燕 → SHAN XIAO YAN'),
})
