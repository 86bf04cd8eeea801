import type { ImageSeriesDto, ImageStudyDto } from '../../../src/core/contract/image'
import type { KeyImageRef, ReportCaptureRef } from '../../../src/core/contract/report'
import type { Db } from '../db/db'
import { opt } from '../lib/dto'
import { proxiedInstanceUrl } from '../lib/pacs/archive'
import type { ExamRow } from './exams'

/** The image file URL on the API base. */
export function imageUrl(id: number): string {
  return `/api/pacs/image/${id}`
}

type ContentType = 'application/dicom' | 'image/jpeg' | 'image/png'

interface StudyRow {
  id: number
  exam_id: number | null
  study_instance_uid: string
  patient_name: string
  patient_id: string
  study_date: string | null
  description: string | null
  modality: string
}

interface ImageRow {
  id: number
  series_id: number
  series_instance_uid: string
  series_number: number
  series_modality: string
  series_description: string
  sop_instance_uid: string
  instance_number: number
  content_type: ContentType
  rows: number | null
  columns: number | null
  frames: number
}

/** A study with its series, instances sorted by instance number and slice position. */
export function studyDto(db: Db, studyId: number): ImageStudyDto | null {
  const study = db.prepare(`SELECT id, exam_id, study_instance_uid, patient_name, patient_id, study_date, description, modality
    FROM pacs_study WHERE id = ?`).get(studyId) as StudyRow | undefined
  if (!study) return null
  const rows = db.prepare(`SELECT i.id, i.series_id, se.series_instance_uid, se.series_number, se.modality AS series_modality,
      se.description AS series_description, i.sop_instance_uid, i.instance_number, i.content_type, i.rows, i.columns, i.frames
    FROM pacs_image i JOIN pacs_series se ON se.id = i.series_id
    WHERE i.study_id = ? ORDER BY se.series_number, i.instance_number, i.slice_position DESC, i.id`).all(studyId) as ImageRow[]
  const series = new Map<number, ImageSeriesDto>()
  for (const row of rows) {
    let s = series.get(row.series_id)
    if (!s) {
      s = {
        seriesInstanceUid: row.series_instance_uid, seriesNumber: row.series_number, modality: row.series_modality,
        description: row.series_description, instances: [],
      }
      series.set(row.series_id, s)
    }
    s.instances.push({
      id: row.id, sopInstanceUid: row.sop_instance_uid, instanceNumber: row.instance_number, url: imageUrl(row.id),
      contentType: row.content_type, rows: opt(row.rows), columns: opt(row.columns), frames: row.frames,
    })
  }
  return {
    studyId: study.id,
    examineId: study.exam_id,
    studyInstanceUid: study.study_instance_uid,
    patientName: study.patient_name,
    patientId: study.patient_id,
    studyDate: opt(study.study_date),
    studyDescription: opt(study.description),
    modality: study.modality,
    series: [...series.values()],
  }
}

/** The study of an exam, or a well-formed empty one (`series: []`) when the exam has no images. */
export function examStudyDto(db: Db, exam: ExamRow): ImageStudyDto {
  if (exam.study_id !== null) {
    const dto = studyDto(db, exam.study_id)
    if (dto) return dto
  }
  return {
    studyId: null, examineId: exam.id, studyInstanceUid: null, patientName: exam.patient_name, patientId: exam.patient_id,
    modality: exam.modality, series: [],
  }
}

/**
 * The key images marked for an exam, in the order they were marked: images of the server's own studies (by image id)
 * and instances of the hospital's PACS (by SOP Instance UID, image id 0, read through the DICOMweb proxy; issue 16).
 */
export function keyImageRefs(db: Db, examId: number): KeyImageRef[] {
  const rows = db.prepare(`SELECT k.image_id, k.frame, k.note, i.sop_instance_uid, i.content_type, se.series_instance_uid,
      NULL AS study_instance_uid, k.create_time, 0 AS kind, k.rowid AS n
    FROM ris_key_image k JOIN pacs_image i ON i.id = k.image_id JOIN pacs_series se ON se.id = i.series_id WHERE k.exam_id = ?
    UNION ALL
    SELECT 0, a.frame, a.note, a.sop_instance_uid, 'application/dicom', a.series_instance_uid, a.study_instance_uid, a.create_time, 1, a.rowid
    FROM ris_key_image_archive a WHERE a.exam_id = ?
    ORDER BY create_time, kind, n`).all(examId, examId) as {
    image_id: number; frame: number; note: string | null; sop_instance_uid: string; content_type: ContentType; series_instance_uid: string
    study_instance_uid: string | null
  }[]
  return rows.map((r) => ({
    imageId: r.image_id, sopInstanceUid: r.sop_instance_uid, seriesInstanceUid: r.series_instance_uid, frame: r.frame,
    url: r.study_instance_uid === null ? imageUrl(r.image_id) : proxiedInstanceUrl(r.study_instance_uid, r.series_instance_uid, r.sop_instance_uid),
    contentType: r.content_type, note: opt(r.note),
  }))
}

/** The file URL of an endoscopy capture on the API base. */
export function captureUrl(id: number): string {
  return `/api/endoscopy/captures/file/${id}`
}

/** The captures of an exam the report includes, in print order (empty when none). */
export function reportCaptureRefs(db: Db, examId: number): ReportCaptureRef[] {
  const rows = db.prepare(`SELECT id, mime, width, height, site FROM ris_es_capture
    WHERE exam_id = ? AND in_report = 1 ORDER BY sort, id`).all(examId) as
    { id: number; mime: ReportCaptureRef['contentType']; width: number; height: number; site: string | null }[]
  return rows.map((r) => ({ id: r.id, url: captureUrl(r.id), contentType: r.mime, width: r.width, height: r.height, site: opt(r.site) }))
}
