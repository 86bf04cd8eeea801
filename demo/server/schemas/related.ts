import { z } from 'zod'
import type {
  DuplicatePairDto, ExamLinkResult, PatientMergeDto, PatientMergeResult, PatientRecordDto,
} from '../../../src/core/contract/related'
import { Id, IdText, pageFields } from './common'
import { ExamDtoSchema } from './exam'

/** A reason a registrar types (kept in the audit trail and each exam's history). */
const reason = z.string().trim().min(1, { error: 'related.reasonRequired' }).max(200)

/** One patient record of a duplicate pair. */
export const PatientRecordSchema = z.object({
  id: z.number().int(),
  patientId: z.string().describe('RIS patient id (DICOM PatientID)'),
  hisPatientId: z.string().optional(),
  name: z.string(),
  namePinyin: z.string(),
  gender: z.string(),
  birthDate: z.string(),
  idCardNo: z.string().optional(),
  phone: z.string().optional(),
  examCount: z.number().int().describe('Exams of the record within the caller\'s data scope'),
  lastExamTime: z.string().optional().describe('The latest registration, yyyy-MM-dd HH:mm:ss'),
}) satisfies z.ZodType<PatientRecordDto>

/** `GET /api/patients/duplicates` row. */
export const DuplicatePairSchema = z.object({
  id: z.string().describe('<first.id>-<second.id>'),
  basis: z.enum(['idCard', 'nameBirth']).describe('idCard: the same resident ID; nameBirth: the same name, birth date and sex'),
  first: PatientRecordSchema,
  second: PatientRecordSchema,
}) satisfies z.ZodType<DuplicatePairDto>

/** `GET /api/patients/duplicates`. */
export const DuplicateQuery = z.object({
  blurry: z.string().max(50).optional().describe('Contains: the name, pinyin, RIS patient id or resident ID of either record'),
  ...pageFields,
})

/** `GET /api/patients/merges`. */
export const MergeQuery = z.object({
  blurry: z.string().max(50).optional().describe('Contains: the name or RIS patient id of either record'),
  ...pageFields,
})

/** `{patientId}` of a patient in a path: the RIS patient id. */
export const PatientIdParams = z.object({ patientId: z.string().min(1).max(32).describe('RIS patient id') })

/** `POST /api/patients/merge`. */
export const MergeBody = z.object({
  survivorId: Id.describe('The record that stays'),
  mergedId: Id.describe('The record merged into it: its exams move, it is kept hidden, pointing at the survivor'),
  reason,
}).refine((body) => body.survivorId !== body.mergedId, { error: 'related.samePatient', path: ['mergedId'] })

/** `POST /api/patients/merges/{id}/undo` and `POST /api/exams/link/{groupNo}/unlink`. */
export const ReasonBody = z.object({ reason })

/** `{id}` of a merge in a path. */
export const MergeIdParams = z.object({ id: IdText })

/** One merge of the audit trail. */
export const PatientMergeSchema = z.object({
  id: z.number().int(),
  survivorId: z.number().int(),
  survivorPatientId: z.string(),
  survivorName: z.string(),
  mergedId: z.number().int(),
  mergedPatientId: z.string(),
  mergedName: z.string(),
  examNos: z.array(z.string()).describe('The exams moved to the survivor'),
  reason: z.string(),
  operator: z.string(),
  time: z.string(),
  undoneBy: z.string().optional(),
  undoneAt: z.string().optional(),
  undoReason: z.string().optional(),
}) satisfies z.ZodType<PatientMergeDto>

/** The answer of a merge and of its undo. */
export const PatientMergeResultSchema = z.object({ merge: PatientMergeSchema, exams: z.array(ExamDtoSchema) }) satisfies z.ZodType<PatientMergeResult>

/** `POST /api/exams/link`. */
export const LinkBody = z.object({
  examIds: z.array(Id).min(2, { error: 'related.linkTwo' }).max(20)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'related.linkTwo' }),
  reason: z.string().trim().max(200).nullish().transform((v) => v || null),
})

/** `{groupNo}` of a link group in a path. */
export const GroupParams = z.object({ groupNo: z.string().regex(/^[A-Z]{1,4}\d{8,16}$/).describe('GL + yyyyMMdd + sequence') })

/** The answer of a link and of an unlink. */
export const LinkResultSchema = z.object({ groupNo: z.string(), exams: z.array(ExamDtoSchema) }) satisfies z.ZodType<ExamLinkResult>
