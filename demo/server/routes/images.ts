import { z } from 'zod'
import type { Db } from '../db/db'
import type { Ctx, Services } from '../lib/context'
import type { Principal } from '../lib/auth'
import { inScope } from '../lib/dataScope'
import { HttpError } from '../lib/errors'
import { archiveStudyDto, findExamStudy, jsonText, qido, UID_PATTERN } from '../lib/pacs/archive'
import { requireReport } from '../lib/reportRules'
import { Resource } from '../lib/route'
import { shareCheck } from '../lib/shareLinks'
import { resolveInside, sendFile } from '../lib/static'
import { formatDateTime } from '../lib/time'
import { findExamRow, type ExamRow } from '../models/exams'
import { examStudyDto, keyImageRefs, studyDto } from '../models/images'
import { IdParams } from '../schemas/common'
import { ExamineIdQuery, ImageStudySchema, KeyImageChangeBody, KeyImageRefSchema } from '../schemas/image'

/** Image files may be cached by the browser for an hour (they never change under an id). */
export const IMAGE_CACHE_CONTROL = 'private, max-age=3600'

const SHARE_ACCESS = 'Without a session: `Authorization: Share <token>` of an opened share link (POST api/share/{token}/open) with images, '
  + 'for its exam\'s study only; a refused token, or one used on another study, is a 403 with `reason`.'

function examOr404(db: Db, id: number): ExamRow {
  const row = findExamRow(db, id)
  if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
  return row
}

/** Where an image row's file lives: `asset:` under the sample folder, `pacs:` under the generated one; never elsewhere. */
export function imagePath(s: Services, file: string): string | null {
  const colon = file.indexOf(':')
  const scheme = file.slice(0, colon)
  const rel = file.slice(colon + 1)
  const base = scheme === 'asset' ? s.assetsDir : scheme === 'pacs' ? s.pacsDir : null
  return base ? resolveInside(base, rel.split('/').map(encodeURIComponent).join('/')) : null
}

/** Studies (as the viewer loads them), image files, and the temporary key-image list. */
export function imageRoutes(s: Services): Resource[] {
  const { db } = s
  const pacs = new Resource('/api/pacs', 'images', s)
  const studyOfParam = (c: Ctx): number | null => {
    const id = Number(c.req.param('id'))
    return Number.isSafeInteger(id) && id > 0 ? id : null
  }

  pacs.route({
    method: 'get', path: '/retrieve/image/examineId/:id', permission: ['image:view'], params: IdParams, response: ImageStudySchema,
    summary: 'The study of an exam with its series and instances (series: [] when the exam has no images)',
    alternative: { description: SHARE_ACCESS, check: shareCheck(s, (grant, c) => grant.withImages && grant.examId === studyOfParam(c)) },
  }, async (c, { params, principal }) => {
    const exam = examOr404(db, params.id)
    if (!s.pacs) return c.json(examStudyDto(db, exam))
    // The hospital's archive (issue 16): the exam's study found there, instance URLs on the DICOMweb proxy.
    if (principal && !inScope(db, principal, exam.modality)) throw new HttpError(403, 'pacs.studyForbidden', { params: { uid: exam.exam_no } })
    return c.json(await archiveStudyDto(db, s.pacs, exam, c.req.raw.signal))
  })

  pacs.route({
    method: 'get', path: '/retrieve/image/studyId/:id', permission: ['image:view'], params: IdParams,
    response: ImageStudySchema, summary: 'A study with its series and instances',
    alternative: { description: SHARE_ACCESS, check: shareCheck(s, (grant, c) => grant.withImages && grant.studyId !== null && grant.studyId === studyOfParam(c)) },
  }, async (c, { params, principal }) => {
    if (s.pacs) {
      // The hospital's archive: the study the server knows under this id, read from the archive through its exam.
      const row = db.prepare('SELECT exam_id AS examId, study_instance_uid AS uid FROM pacs_study WHERE id = ?').get(params.id) as
        { examId: number | null; uid: string } | undefined
      if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
      const exam = row.examId === null ? undefined : findExamRow(db, row.examId)
      if (!exam || (principal && !inScope(db, principal, exam.modality))) throw new HttpError(403, 'pacs.studyForbidden', { params: { uid: row.uid } })
      return c.json(await archiveStudyDto(db, s.pacs, exam, c.req.raw.signal))
    }
    const dto = studyDto(db, params.id)
    if (!dto) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
    return c.json(dto)
  })

  pacs.route({
    method: 'get', path: '/image/:id', permission: ['image:view'], params: IdParams,
    produces: 'application/dicom, image/jpeg, image/png',
    summary: 'One image file (DICOM Part 10, JPEG or PNG): ETag, 304, byte ranges (206), Cache-Control private, max-age=3600',
    alternative: {
      description: `${SHARE_ACCESS} A link without images still reads the key images of its report.`,
      check: shareCheck(s, (grant, c) => {
        const id = studyOfParam(c)
        const row = id === null ? undefined : db.prepare(`SELECT i.study_id AS studyId,
            EXISTS (SELECT 1 FROM ris_key_image k WHERE k.exam_id = ? AND k.image_id = i.id) AS isKey
          FROM pacs_image i WHERE i.id = ?`).get(grant.examId, id) as { studyId: number; isKey: number } | undefined
        return row !== undefined && grant.studyId === row.studyId && (grant.withImages || row.isKey === 1)
      }),
    },
  }, (c, { params }) => {
    const row = db.prepare('SELECT file FROM pacs_image WHERE id = ?').get(params.id) as { file: string } | undefined
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
    return sendFile(c, imagePath(s, row.file), IMAGE_CACHE_CONTROL)
  })

  const keys = new Resource('/api/keyImage/temporary', 'images', s)
  /**
   * Archive instances (SOP Instance UIDs) marked or unmarked: marking needs the instance in the exam's study of the
   * hospital's PACS (400 `keyImage.notInStudy` otherwise), which gives its series and study.
   */
  const changeArchive = async (exam: ExamRow, uids: string[], remove: boolean, username: string, signal: AbortSignal): Promise<void> => {
    if (uids.length === 0) return
    if (remove) {
      db.prepare(`DELETE FROM ris_key_image_archive WHERE exam_id = ? AND sop_instance_uid IN (${uids.map(() => '?').join(',')})`).run(exam.id, ...uids)
      return
    }
    if (!s.pacs) throw new HttpError(404, 'pacs.notConfigured')
    const study = await findExamStudy(db, s.pacs, exam, signal)
    const studyUid = study ? jsonText(study, '0020000D') : undefined
    const series = new Map<string, string>()
    if (studyUid && UID_PATTERN.test(studyUid)) {
      for (const ds of await qido(s.pacs, `studies/${studyUid}/instances?includefield=0020000E`, signal)) {
        const sop = jsonText(ds, '00080018')
        const seriesUid = jsonText(ds, '0020000E')
        if (sop && seriesUid) series.set(sop, seriesUid)
      }
    }
    const missing = uids.find((uid) => !series.has(uid))
    if (missing !== undefined || !studyUid) throw new HttpError(400, 'keyImage.notInStudy', { field: 'sopInstanceUids', params: { id: missing ?? uids[0] ?? '' } })
    const insert = db.prepare(`INSERT OR IGNORE INTO ris_key_image_archive (exam_id, sop_instance_uid, series_instance_uid, study_instance_uid,
      frame, create_by, create_time) VALUES (?, ?, ?, ?, 0, ?, ?)`)
    const time = formatDateTime(s.now())
    db.transaction(() => uids.forEach((uid) => insert.run(exam.id, uid, series.get(uid), studyUid, username, time)))()
  }

  const change = (remove: boolean) => async (c: Ctx, { body, principal }: {
    body: z.output<typeof KeyImageChangeBody>; principal: Principal
  }): Promise<Response> => {
    const exam = examOr404(db, body.examineId)
    // Key images belong to the report: staged by those who may write reports of the exam's family.
    requireReport(principal, exam.modality, 'write')
    await changeArchive(exam, [...new Set(body.sopInstanceUids ?? [])], remove, principal.username, c.req.raw.signal)
    const ids = [...new Set(body.ids ?? [])]
    if (ids.length === 0) return c.json(keyImageRefs(db, exam.id))
    if (!remove) {
      const inStudy = exam.study_id === null ? [] : db.prepare(`SELECT id FROM pacs_image WHERE study_id = ? AND id IN (${ids.map(() => '?').join(',')})`)
        .all(exam.study_id, ...ids) as { id: number }[]
      const found = new Set(inStudy.map((r) => r.id))
      const missing = ids.find((id) => !found.has(id))
      if (missing !== undefined) throw new HttpError(400, 'keyImage.notInStudy', { field: 'ids', params: { id: missing } })
      const insert = db.prepare(`INSERT OR IGNORE INTO ris_key_image (exam_id, image_id, frame, create_by, create_time)
        VALUES (?, ?, 0, ?, ?)`)
      const time = formatDateTime(s.now())
      db.transaction(() => ids.forEach((id) => insert.run(exam.id, id, principal.username, time)))()
    } else {
      db.prepare(`DELETE FROM ris_key_image WHERE exam_id = ? AND image_id IN (${ids.map(() => '?').join(',')})`).run(exam.id, ...ids)
    }
    return c.json(keyImageRefs(db, exam.id))
  }

  keys.route({
    method: 'post', path: '/save', permission: ['keyImage:edit'], body: KeyImageChangeBody, response: z.array(KeyImageRefSchema),
    summary: 'Mark images of the exam\'s study as key images; answers the exam\'s key images',
    description: 'Needs keyImage:edit and the write permission of the exam\'s family (403). `ids` name images of the server\'s own studies; '
      + '`sopInstanceUids` instances of the exam\'s study in the hospital\'s PACS (with PACS_DICOMWEB_URL; else 404), each checked there (400).',
  }, change(false))

  keys.route({
    method: 'post', path: '/remove', permission: ['keyImage:edit'], body: KeyImageChangeBody, response: z.array(KeyImageRefSchema),
    summary: 'Unmark key images of an exam; answers the exam\'s key images',
  }, change(true))

  keys.route({
    method: 'get', path: '/query', permission: ['report:view', 'image:view', 'keyImage:edit'], query: ExamineIdQuery,
    response: z.array(KeyImageRefSchema), summary: 'The key images of an exam, in the order they were marked',
  }, (c, { query }) => c.json(keyImageRefs(db, examOr404(db, query.examineId).id)))

  return [pacs, keys]
}
