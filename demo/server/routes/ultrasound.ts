import type { FetusLabel, FetusMeasurements, UsLesion, UsMeasurementsDto } from '../../../src/core/contract/ultrasound'
import { DEFAULT_EFW_FORMULA } from '../../../src/core/obstetrics/efw'
import { hasFetuses, suggestExamType, suggestLevel } from '../../../src/core/ultrasound/fields'
import { has, nickOf, type Principal } from '../lib/auth'
import type { Services } from '../lib/context'
import { inScope } from '../lib/dataScope'
import { HttpError } from '../lib/errors'
import { anyFamily, mayReport, requireReport } from '../lib/reportRules'
import { assertReportPartsOpen } from '../lib/reportLock'
import { Resource } from '../lib/route'
import { formatDateTime } from '../lib/time'
import { findExamRow, type ExamRow } from '../models/exams'
import { ExamIdParams } from '../schemas/exam'
import { UsMeasurementsBodySchema, UsMeasurementsSchema } from '../schemas/ultrasound'

interface MeasurementRow {
  exam_type: UsMeasurementsDto['examType']
  level: UsMeasurementsDto['level']
  efw_formula: UsMeasurementsDto['efwFormula']
  lmp: string | null
  fetuses: string
  field_values: string
  lesions: string
  updated_name: string
  updated_at: string
  version: number
}

/** Before the first save: the table the exam's item suggests, its fetuses (as registered) and LMP. */
function initial(exam: ExamRow): UsMeasurementsDto {
  const examType = suggestExamType(exam.exam_item, exam.body_part_small ?? undefined, exam.body_part)
  const count = Math.min(5, Math.max(1, exam.fetus_count ?? 1))
  const fetuses: FetusMeasurements[] = hasFetuses(examType) ? [...'ABCDE'].slice(0, count).map((label) => ({ label: label as FetusLabel, values: {} })) : []
  return {
    examineId: exam.id, examType, level: examType === 'obstetric' ? suggestLevel(exam.exam_item) : null, efwFormula: DEFAULT_EFW_FORMULA,
    lmp: exam.lmp?.slice(0, 10) ?? null, fetuses, values: {}, lesions: [], updatedBy: null, updatedAt: null, version: 0,
  }
}

function toDto(exam: ExamRow, row: MeasurementRow | undefined): UsMeasurementsDto {
  if (!row) return initial(exam)
  return {
    examineId: exam.id, examType: row.exam_type, level: row.level, efwFormula: row.efw_formula, lmp: row.lmp,
    fetuses: JSON.parse(row.fetuses) as FetusMeasurements[], values: JSON.parse(row.field_values) as Record<string, number | string>,
    lesions: JSON.parse(row.lesions) as UsLesion[], updatedBy: row.updated_name, updatedAt: row.updated_at, version: row.version,
  }
}

/**
 * Ultrasound measurements (issue 13, `ultrasonic/ultrasonicReport`): the measurement table of an ultrasound exam —
 * exam type, each fetus's biometry with placenta and presentation, gynaecology or liver/kidney values, breast and
 * thyroid lesions. Reading needs the ultrasound list, write or audit permission (or `report:view`) and the exam in the
 * caller's data scope; saving needs `ultrasonic:write` and the version last read. Only ultrasound exams have one.
 */
export function ultrasoundRoutes(s: Services): Resource {
  const { db } = s
  const r = new Resource('/api/ultrasound', 'ultrasound', s)
  const examOf = (id: number, principal: Principal) => {
    const exam = findExamRow(db, id)
    if (!exam || !inScope(db, principal, exam.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    if (exam.modality.toUpperCase() !== 'US') throw new HttpError(400, 'ultrasound.notUs', { field: 'examineId' })
    return exam
  }
  const rowOf = (examId: number) => db.prepare(`SELECT exam_type, level, efw_formula, lmp, fetuses, field_values, lesions, updated_name, updated_at, version
    FROM ris_us_measurement WHERE exam_id = ?`).get(examId) as MeasurementRow | undefined

  r.route({
    method: 'get', path: '/measurements/:id', permission: ['report:view', 'ultrasonic:list', ...anyFamily('write'), ...anyFamily('audit')],
    params: ExamIdParams, response: UsMeasurementsSchema,
    summary: 'The measurement table of an ultrasound exam (before the first save: version 0, the exam type its item suggests and its registered fetuses)',
  }, (c, { params, principal }) => {
    const exam = examOf(params.id, principal)
    // Per record: a reader of all reports, the ultrasound list, or the ultrasound family's writers and auditors — not
    // another family's writer who passed the route's check with report:write.
    if (!has(principal, 'report:view') && !has(principal, 'ultrasonic:list') && !mayReport(principal, exam.modality, 'audit')) {
      requireReport(principal, exam.modality, 'write')
    }
    return c.json(toDto(exam, rowOf(exam.id)))
  })

  r.route({
    method: 'put', path: '/measurements/:id', permission: anyFamily('write'), params: ExamIdParams, body: UsMeasurementsBodySchema, response: UsMeasurementsSchema,
    summary: 'Save the measurement table of an ultrasound exam',
    description: 'Needs ultrasonic:write. Values are validated against the shared field declarations (known keys only, within the absolute limits; '
      + 'fetus labels A–E in order). A version other than the saved one answers 409 naming who saved it, as do another physician\'s live report lock and a signed report; '
      + 'a non-ultrasound exam answers 400.',
  }, (c, { params, principal, body }) => {
    const exam = examOf(params.id, principal)
    requireReport(principal, exam.modality, 'write')
    assertReportPartsOpen(db, exam.id, principal.userId, s.now())
    const author = nickOf(db, principal)
    const time = formatDateTime(s.now())
    db.transaction(() => {
      const current = rowOf(exam.id)
      const version = current?.version ?? 0
      if (body.version !== version) {
        throw new HttpError(409, 'ultrasound.versionConflict', { params: { version, author: current?.updated_name ?? '' } })
      }
      db.prepare(`INSERT INTO ris_us_measurement (exam_id, exam_type, level, efw_formula, lmp, fetuses, field_values, lesions, updated_by, updated_name, updated_at, version)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
        ON CONFLICT (exam_id) DO UPDATE SET exam_type = excluded.exam_type, level = excluded.level, efw_formula = excluded.efw_formula, lmp = excluded.lmp,
          fetuses = excluded.fetuses, field_values = excluded.field_values, lesions = excluded.lesions, updated_by = excluded.updated_by,
          updated_name = excluded.updated_name, updated_at = excluded.updated_at, version = ris_us_measurement.version + 1`)
        .run(exam.id, body.examType, body.level, body.efwFormula, body.lmp, JSON.stringify(body.fetuses), JSON.stringify(body.values),
          JSON.stringify(body.lesions), principal.userId, author, time)
    })()
    return c.json(toDto(exam, rowOf(exam.id)))
  })

  return r
}
