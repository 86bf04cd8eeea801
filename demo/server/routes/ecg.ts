import type { EcgMeasurementsDto, EcgRhythm, QtcFormula } from '../../../src/core/contract/ecg'
import { reportedQtc } from '../../../src/core/ecg/qtc'
import { nickOf, type Principal } from '../lib/auth'
import type { Services } from '../lib/context'
import { inScope } from '../lib/dataScope'
import { HttpError } from '../lib/errors'
import { anyFamily, requireReport } from '../lib/reportRules'
import { assertReportPartsOpen } from '../lib/reportLock'
import { Resource } from '../lib/route'
import { formatDateTime } from '../lib/time'
import { findExamRow } from '../models/exams'
import { EcgMeasurementsBodySchema, EcgMeasurementsSchema } from '../schemas/ecg'
import { ExamIdParams } from '../schemas/exam'

interface EcgRow {
  hr: number | null
  pr: number | null
  qrs: number | null
  qt: number | null
  qtc: number | null
  qtc_formula: QtcFormula
  axis: number | null
  rhythm: EcgRhythm | null
  longest_rr: number | null
  shortest_rr: number | null
  interpretation: string
  author_name: string
  time: string
  version: number
}

/** Saved (or empty) measurements as the contract answers them. */
function toDto(examineId: number, row: EcgRow | undefined): EcgMeasurementsDto {
  if (!row) {
    return {
      examineId, hr: null, pr: null, qrs: null, qt: null, qtc: null, qtcFormula: 'bazett', axis: null, rhythm: null, longestRr: null, shortestRr: null,
      interpretation: [], author: null, time: null, version: 0,
    }
  }
  return {
    examineId, hr: row.hr, pr: row.pr, qrs: row.qrs, qt: row.qt, qtc: row.qtc, qtcFormula: row.qtc_formula, axis: row.axis, rhythm: row.rhythm,
    longestRr: row.longest_rr, shortestRr: row.shortest_rr, interpretation: JSON.parse(row.interpretation) as string[],
    author: row.author_name, time: row.time, version: row.version,
  }
}

/**
 * ECG measurements (issue 13, `ecg/ecgReport`): rate, PR, QRS, QT, the QTc formula, frontal axis, rhythm, longest and
 * shortest RR and the interpretation lines of an ECG exam; the server computes the QTc itself with the shared module
 * (src/core/ecg/qtc.ts). Reading needs `report:view` or a report family's write or audit permission and the exam in
 * the caller's data scope; saving needs `ecg:write`, an ECG exam, the version last read, no other physician's live
 * report lock and a report not yet signed off.
 */
export function ecgRoutes(s: Services): Resource {
  const { db } = s
  const r = new Resource('/api/ecg', 'reports', s)
  const examOf = (id: number, principal: Principal) => {
    const exam = findExamRow(db, id)
    if (!exam || !inScope(db, principal, exam.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    return exam
  }
  const rowOf = (examId: number) => db.prepare(`SELECT hr, pr, qrs, qt, qtc, qtc_formula, axis, rhythm, longest_rr, shortest_rr, interpretation,
      author_name, time, version FROM ris_ecg_measurement WHERE exam_id = ?`).get(examId) as EcgRow | undefined

  r.route({
    method: 'get', path: '/measurements/:id', permission: ['report:view', ...anyFamily('write'), ...anyFamily('audit')], params: ExamIdParams,
    response: EcgMeasurementsSchema,
    summary: 'The ECG measurements of an exam: HR, PR, QRS, QT, QTc with its formula, axis, rhythm, RR extremes, interpretation (version 0 before the first save)',
  }, (c, { params, principal }) => {
    const exam = examOf(params.id, principal)
    return c.json(toDto(exam.id, rowOf(exam.id)))
  })

  r.route({
    method: 'put', path: '/measurements/:id', permission: anyFamily('write'), params: ExamIdParams, body: EcgMeasurementsBodySchema,
    response: EcgMeasurementsSchema,
    summary: 'Save the ECG measurements of an exam; the server computes the QTc with the formula chosen',
    description: 'Needs ecg:write. A version other than the saved one answers 409 naming who saved it, as do another physician\'s live report '
      + 'lock and a signed-off report; a non-ECG exam answers 400, as do impossible values (a QT not shorter than the RR interval, a QRS not '
      + 'shorter than the QT, a shortest RR above the longest).',
  }, (c, { params, principal, body }) => {
    const exam = examOf(params.id, principal)
    requireReport(principal, exam.modality, 'write')
    if (exam.modality.toUpperCase() !== 'ECG') throw new HttpError(400, 'ecg.notEcg', { field: 'examineId' })
    assertReportPartsOpen(db, exam.id, principal.userId, s.now())
    const author = nickOf(db, principal)
    const time = formatDateTime(s.now())
    const qtc = reportedQtc(body.qt, body.hr, body.qtcFormula)
    db.transaction(() => {
      const current = rowOf(exam.id)
      const version = current?.version ?? 0
      if (body.version !== undefined && body.version !== version) {
        throw new HttpError(409, 'ecg.versionConflict', { params: { version, author: current?.author_name ?? '' } })
      }
      db.prepare(`INSERT INTO ris_ecg_measurement (exam_id, hr, pr, qrs, qt, qtc, qtc_formula, axis, rhythm, longest_rr, shortest_rr, interpretation,
          author_id, author_name, time, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
        ON CONFLICT (exam_id) DO UPDATE SET hr = excluded.hr, pr = excluded.pr, qrs = excluded.qrs, qt = excluded.qt, qtc = excluded.qtc,
          qtc_formula = excluded.qtc_formula, axis = excluded.axis, rhythm = excluded.rhythm, longest_rr = excluded.longest_rr,
          shortest_rr = excluded.shortest_rr, interpretation = excluded.interpretation, author_id = excluded.author_id,
          author_name = excluded.author_name, time = excluded.time, version = ris_ecg_measurement.version + 1`)
        .run(exam.id, body.hr, body.pr, body.qrs, body.qt, qtc, body.qtcFormula, body.axis, body.rhythm, body.longestRr, body.shortestRr,
          JSON.stringify(body.interpretation), principal.userId, author, time)
    })()
    return c.json(toDto(exam.id, rowOf(exam.id)))
  })

  return r
}
