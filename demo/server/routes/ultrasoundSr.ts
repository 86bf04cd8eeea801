import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { SrMeasurement } from '../../../src/core/contract/ultrasound'
import { isSrSopClass, readObstetricSr, SrError } from '../../../src/core/obstetrics/srTid5000'
import { has, type Principal } from '../lib/auth'
import type { Services } from '../lib/context'
import { inScope } from '../lib/dataScope'
import { HttpError } from '../lib/errors'
import { anyFamily, requireReport } from '../lib/reportRules'
import { Resource } from '../lib/route'
import { parseInstance } from '../lib/srFile'
import { formatDateTime } from '../lib/time'
import { findExamRow } from '../models/exams'
import { ExamIdParams } from '../schemas/exam'
import { SrImportSchema, SrInstanceSchema } from '../schemas/ultrasoundSr'
import { imagePath } from './images'

/** A technologist stores what the device sent for any exam in his scope; a reporting physician for his family's exams. */
const TECHNOLOGIST = 'station:finish'

/** `received/<exam>/<sop uid>.dcm` under DATA_DIR/pacs: the SOP Instance UID is digits and dots only (checked). */
const UID = /^[0-9]+(\.[0-9]+)*$/

function srError(error: unknown): HttpError {
  if (error instanceof SrError) {
    return error.code === 'not-sr'
      ? new HttpError(400, 'sr.notDicom')
      : new HttpError(422, 'sr.malformed', { params: { detail: error.message } })
  }
  return new HttpError(422, 'sr.malformed', { params: { detail: error instanceof Error ? error.message : String(error) } })
}

/**
 * DICOM structured reports of an exam (issue 13): a STOW-like `POST api/images/{examineId}/instances` receiving one SR
 * file from a device or a technologist (validated: DICOM Part 10, an SR SOP class, a whole content tree, the exam's
 * study when it has one), and `GET api/ultrasound/sr/{examineId}` reading the obstetric measurements of the exam's
 * OB-GYN reports (TID 5000) with src/core/obstetrics/srTid5000.ts, for the report's "import from the device".
 */
export function ultrasoundSrRoutes(s: Services): Resource[] {
  const { db } = s
  const examOf = (id: number, principal: Principal) => {
    const exam = findExamRow(db, id)
    if (!exam || !inScope(db, principal, exam.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    return exam
  }

  const images = new Resource('/api/images', 'images', s)
  images.route({
    method: 'post', path: '/:id/instances', permission: [TECHNOLOGIST, ...anyFamily('write')], params: ExamIdParams,
    response: SrInstanceSchema, status: 201, summary: 'Store a DICOM structured report (the body, application/dicom) for an exam',
    description: 'STOW-like, one instance per call: a DICOM Part 10 SR (SOP class 1.2.840.10008.5.1.4.1.1.88.*). 400 for a body that is not '
      + 'DICOM or not an SR, 422 for an SR whose content cannot be read, 409 when the SOP instance was received before or the SR names '
      + 'another study than the exam\'s. Needs station:finish or the write permission of the exam\'s report family.',
  }, async (c, { params, principal }) => {
    const exam = examOf(params.id, principal)
    if (!has(principal, TECHNOLOGIST)) requireReport(principal, exam.modality, 'write')
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    let parsed
    try {
      parsed = parseInstance(bytes)
    } catch (error) {
      throw srError(error)
    }
    const { header, source } = parsed
    if (!isSrSopClass(header.sopClassUid)) throw new HttpError(400, 'sr.notSr', { params: { sopClass: header.sopClassUid || '-' } })
    if (!UID.test(header.sopInstanceUid) || header.sopInstanceUid.length > 64) throw srError(new SrError('malformed', 'The SOP Instance UID is not a UID.'))
    if (exam.study_instance_uid && header.studyInstanceUid !== exam.study_instance_uid) {
      throw new HttpError(409, 'sr.otherStudy', { params: { uid: header.studyInstanceUid || '-' } })
    }
    let measurements: SrMeasurement[] = []
    try {
      measurements = readObstetricSr(source)
    } catch (error) {
      // Another template's SR is stored as it came; a broken OB-GYN one is refused.
      if (!(error instanceof SrError && error.code === 'not-obgyn')) throw srError(error)
    }
    if (db.prepare('SELECT 1 FROM pacs_sr WHERE sop_instance_uid = ?').get(header.sopInstanceUid)) {
      throw new HttpError(409, 'sr.exists', { params: { uid: header.sopInstanceUid } })
    }
    const file = `received/${exam.id}/${header.sopInstanceUid}.dcm`
    const target = join(s.pacsDir, file)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, bytes)
    db.prepare(`INSERT INTO pacs_sr (exam_id, study_instance_uid, series_instance_uid, sop_instance_uid, sop_class_uid, file, received_by, received_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(exam.id, header.studyInstanceUid, header.seriesInstanceUid, header.sopInstanceUid, header.sopClassUid,
      `pacs:${file}`, principal.username, formatDateTime(s.now()))
    return c.json({ examineId: exam.id, sopInstanceUid: header.sopInstanceUid, sopClassUid: header.sopClassUid, measurements: measurements.length }, 201)
  })

  const sr = new Resource('/api/ultrasound/sr', 'ultrasound', s)
  sr.route({
    method: 'get', path: '/:id', permission: ['report:view', 'ultrasonic:write', 'ultrasonic:audit'], params: ExamIdParams, response: SrImportSchema,
    summary: 'The obstetric measurements of an ultrasound exam\'s OB-GYN structured reports (TID 5000), in the table\'s units',
    description: 'instances counts the OB-GYN reports read (0: the exam has none); SRs of other templates are skipped. A stored report '
      + 'that cannot be read answers 422 naming why. 400 for an exam that is not ultrasound.',
  }, (c, { params, principal }) => {
    const exam = examOf(params.id, principal)
    if (exam.modality.toUpperCase() !== 'US') throw new HttpError(400, 'sr.notUltrasound', { field: 'examineId' })
    const rows = db.prepare('SELECT file FROM pacs_sr WHERE exam_id = ? ORDER BY id').all(exam.id) as { file: string }[]
    let instances = 0
    const measurements: SrMeasurement[] = []
    for (const row of rows) {
      const path = imagePath(s, row.file)
      try {
        if (!path) throw new SrError('malformed', 'The stored file is missing.')
        measurements.push(...readObstetricSr(parseInstance(new Uint8Array(readFileSync(path))).source))
        instances++
      } catch (error) {
        if (error instanceof SrError && error.code === 'not-obgyn') continue
        throw srError(error)
      }
    }
    return c.json({ examineId: exam.id, instances, measurements })
  })

  return [images, sr]
}
