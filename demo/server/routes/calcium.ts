import type { CalciumLesion, CalciumScoreDto } from '../../../src/core/contract/calcium'
import { scoreCalcium } from '../../../src/core/report/agatston'
import { nickOf, type Principal } from '../lib/auth'
import type { Services } from '../lib/context'
import { inScope } from '../lib/dataScope'
import { HttpError } from '../lib/errors'
import { anyFamily, requireReport } from '../lib/reportRules'
import { assertReportPartsOpen } from '../lib/reportLock'
import { Resource } from '../lib/route'
import { formatDateTime } from '../lib/time'
import { findExamRow } from '../models/exams'
import { CalciumScoreBodySchema, CalciumScoreSchema } from '../schemas/calcium'
import { ExamIdParams } from '../schemas/exam'

interface CalciumRow {
  lesions: string
  author_name: string
  time: string
  version: number
}

/** A saved (or empty) score as the contract answers it; the totals come from the lesions through the shared module. */
function toDto(examineId: number, row: CalciumRow | undefined): CalciumScoreDto {
  const lesions = row ? (JSON.parse(row.lesions) as CalciumLesion[]) : []
  const { lesions: _scored, unassigned: _unassigned, ...totals } = scoreCalcium(lesions)
  return { examineId, lesions, ...totals, author: row?.author_name ?? null, time: row?.time ?? null, version: row?.version ?? 0 }
}

/**
 * Coronary calcium scores (issue 12, `diagnos/calciumScoring`): the lesions a physician measured on an exam's
 * calcium-scoring CT and the Agatston totals computed from them by `src/core/report/agatston.ts` (the server never
 * trusts totals sent by a client). Reading needs `report:view` (or a report family's write permission) and the exam in
 * the caller's data scope; saving needs the write permission of the exam's family and the version last read.
 */
export function calciumRoutes(s: Services): Resource {
  const { db } = s
  const r = new Resource('/api/calciumScore', 'reports', s)
  const examOf = (id: number, principal: Principal) => {
    const exam = findExamRow(db, id)
    if (!exam || !inScope(db, principal, exam.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    return exam
  }
  const rowOf = (examId: number) => db.prepare('SELECT lesions, author_name, time, version FROM ris_calcium_score WHERE exam_id = ?')
    .get(examId) as CalciumRow | undefined

  r.route({
    method: 'get', path: '/:id', permission: ['report:view', ...anyFamily('write')], params: ExamIdParams, response: CalciumScoreSchema,
    summary: 'The calcium score of an exam: lesions, Agatston per artery and total, volume, risk band, CAC-DRS (version 0 before the first save)',
  }, (c, { params, principal }) => {
    const exam = examOf(params.id, principal)
    return c.json(toDto(exam.id, rowOf(exam.id)))
  })

  r.route({
    method: 'put', path: '/:id', permission: anyFamily('write'), params: ExamIdParams, body: CalciumScoreBodySchema, response: CalciumScoreSchema,
    summary: 'Save the lesions of an exam\'s calcium score; the server computes the totals',
    description: 'Needs the write permission of the exam\'s family (report:write for CT). A version other than the saved one answers 409 '
      + 'naming who saved it, as do another physician\'s live report lock and a signed report; a non-CT exam answers 400.',
  }, (c, { params, principal, body }) => {
    const exam = examOf(params.id, principal)
    requireReport(principal, exam.modality, 'write')
    if (exam.modality.toUpperCase() !== 'CT') throw new HttpError(400, 'calcium.notCt', { field: 'examineId' })
    assertReportPartsOpen(db, exam.id, principal.userId, s.now())
    const score = scoreCalcium(body.lesions)
    const author = nickOf(db, principal)
    const time = formatDateTime(s.now())
    db.transaction(() => {
      const current = rowOf(exam.id)
      const version = current?.version ?? 0
      if (body.version !== undefined && body.version !== version) {
        throw new HttpError(409, 'calcium.versionConflict', { params: { version, author: current?.author_name ?? '' } })
      }
      const a = score.arteries
      db.prepare(`INSERT INTO ris_calcium_score (exam_id, lesions, total, volume, lm, lad, lcx, rca, risk, cac_drs, author_id, author_name, time, version)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
        ON CONFLICT (exam_id) DO UPDATE SET lesions = excluded.lesions, total = excluded.total, volume = excluded.volume, lm = excluded.lm,
          lad = excluded.lad, lcx = excluded.lcx, rca = excluded.rca, risk = excluded.risk, cac_drs = excluded.cac_drs,
          author_id = excluded.author_id, author_name = excluded.author_name, time = excluded.time, version = ris_calcium_score.version + 1`)
        .run(exam.id, JSON.stringify(body.lesions), score.total, score.volume, a.LM.agatston, a.LAD.agatston, a.LCX.agatston, a.RCA.agatston,
          score.risk, score.cacDrs.label, principal.userId, author, time)
    })()
    return c.json(toDto(exam.id, rowOf(exam.id)))
  })

  return r
}
