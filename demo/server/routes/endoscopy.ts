import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BiopsyDto, BiopsyWithExamDto, EndoscopyCaptureDto } from '../../../src/core/contract/endoscopy'
import { nickOf, type Principal } from '../lib/auth'
import type { Ctx, Services } from '../lib/context'
import type { Db } from '../db/db'
import { inScope } from '../lib/dataScope'
import { HttpError } from '../lib/errors'
import { imageInfo } from '../lib/imageInfo'
import { anyFamily, mayReport, reportPermission, requireReport } from '../lib/reportRules'
import { assertReportPartsOpen } from '../lib/reportLock'
import { Resource } from '../lib/route'
import { shareCheck } from '../lib/shareLinks'
import { resolveInside, sendFile } from '../lib/static'
import { formatDateTime } from '../lib/time'
import { findExamRow, type ExamRow } from '../models/exams'
import { DeletedIds, IdList, IdParams } from '../schemas/common'
import {
  BiopsyCreateSchema, BiopsyListQuery, BiopsySchema, BiopsySpecimenSchema, BiopsyUpdateSchema, BiopsyWithExamSchema, CaptureExamParams,
  CaptureOrderSchema, CaptureSchema, CaptureUpdateSchema,
} from '../schemas/endoscopy'
import { z } from 'zod'

/**
 * The largest capture accepted: the API's request limit (1 MB) less room for the multipart envelope. The capture
 * page sends JPEG and lowers the quality until a frame fits.
 */
export const CAPTURE_MAX_BYTES = 1024 * 1024 - 16 * 1024
/** The largest side of a capture, pixels. */
export const CAPTURE_MAX_SIDE = 8192

/** Who may read biopsies and captures: report readers and every family's writers and auditors (pathology included). */
const READERS: [string, ...string[]] = ['report:view', ...anyFamily('write'), ...anyFamily('audit')]

/** The pathology department's permission for linking a specimen to a biopsy. */
const PATHOLOGY_WRITE = reportPermission('PIS', 'write')

interface BiopsyRow {
  id: number
  exam_id: number
  site: string
  pieces: number
  bottle_no: string
  taken_by: string
  taken_at: string
  specimen_id: number | null
  version: number
}

interface CaptureRow {
  id: number
  exam_id: number
  file: string
  mime: 'image/jpeg' | 'image/png'
  width: number
  height: number
  size: number
  site: string | null
  sort: number
  in_report: number
  captured_by: string
  captured_at: string
  version: number
}

function toBiopsy(row: BiopsyRow): BiopsyDto {
  return {
    id: row.id, examineId: row.exam_id, site: row.site, pieces: row.pieces, bottleNo: row.bottle_no, takenBy: row.taken_by,
    takenAt: row.taken_at, specimenId: row.specimen_id, version: row.version,
  }
}

function toCapture(row: CaptureRow): EndoscopyCaptureDto {
  return {
    id: row.id, examineId: row.exam_id, mime: row.mime, width: row.width, height: row.height, size: row.size, site: row.site,
    sort: row.sort, inReport: row.in_report === 1, capturedBy: row.captured_by, capturedAt: row.captured_at, version: row.version,
  }
}

/** The exam, when it exists and lies in the caller's data scope (404 otherwise, saying nothing of exams out of scope). */
function examOf(db: Db, id: number, principal: Principal): ExamRow {
  const exam = findExamRow(db, id)
  if (!exam || !inScope(db, principal, exam.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
  return exam
}

const biopsyRow = (db: Db, id: number) => db.prepare('SELECT * FROM ris_biopsy WHERE id = ?').get(id) as BiopsyRow | undefined
const captureRow = (db: Db, id: number) => db.prepare('SELECT * FROM ris_es_capture WHERE id = ?').get(id) as CaptureRow | undefined
const capturesOf = (db: Db, examId: number) =>
  db.prepare('SELECT * FROM ris_es_capture WHERE exam_id = ? ORDER BY sort, id').all(examId) as CaptureRow[]

/** A bottle number already used by another biopsy of the exam answers 409. */
function assertBottleFree(db: Db, examId: number, bottleNo: string, except: number | null): void {
  const other = db.prepare('SELECT id FROM ris_biopsy WHERE exam_id = ? AND bottle_no = ? AND id IS NOT ?').get(examId, bottleNo, except)
  if (other) throw new HttpError(409, 'biopsy.bottleTaken', { field: 'bottleNo', params: { bottleNo } })
}

/**
 * Biopsies (issue 13): recorded in the endoscopy report (site, pieces, bottle number) under the exam's report family's
 * write permission; the pathology department links the specimen it made of one (`PUT api/biopsy/{id}/specimen`).
 */
function biopsyRoutes(s: Services): Resource {
  const { db } = s
  const r = new Resource('/api/biopsy', 'endoscopy', s)

  r.route({
    method: 'get', path: '/', permission: READERS, query: BiopsyListQuery, response: z.array(BiopsySchema),
    summary: 'The biopsies of an exam in the caller\'s data scope, in the order they were taken',
  }, (c, { query, principal }) => {
    const exam = examOf(db, query.examineId, principal)
    const rows = db.prepare('SELECT * FROM ris_biopsy WHERE exam_id = ? ORDER BY taken_at, id').all(exam.id) as BiopsyRow[]
    return c.json(rows.map(toBiopsy))
  })

  r.route({
    method: 'get', path: '/:id', permission: READERS, params: IdParams, response: BiopsyWithExamSchema,
    summary: 'One biopsy with its exam (exam number, patient, modality, item), as the pathology list shows it beside the specimen',
    description: 'The exam must be in the caller\'s data scope, or the caller holds pis:write (the pathology department receives '
      + 'specimens from every department).',
  }, (c, { params, principal }) => {
    const row = biopsyRow(db, params.id)
    const exam = row ? findExamRow(db, row.exam_id) : undefined
    if (!row || !exam || !(inScope(db, principal, exam.modality) || mayReport(principal, 'PIS', 'write'))) {
      throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
    }
    const dto: BiopsyWithExamDto = {
      ...toBiopsy(row), examNo: exam.exam_no, patientName: exam.patient_name, patientId: exam.patient_id, modality: exam.modality,
      examItem: exam.exam_item,
    }
    return c.json(dto)
  })

  r.route({
    method: 'post', path: '/', permission: anyFamily('write'), body: BiopsyCreateSchema, response: BiopsySchema, status: 201,
    summary: 'Record a biopsy on an exam: site, pieces, bottle number; the caller took it, now unless takenAt says',
    description: 'Needs the write permission of the exam\'s family (es:write for endoscopy). A bottle number the exam already uses answers '
      + '409; takenAt in the future 400.',
  }, (c, { body, principal }) => {
    const exam = examOf(db, body.examineId, principal)
    requireReport(principal, exam.modality, 'write')
    assertReportPartsOpen(db, exam.id, principal.userId, s.now())
    const now = formatDateTime(s.now())
    const takenAt = body.takenAt ? (body.takenAt.length === 16 ? `${body.takenAt}:00` : body.takenAt) : now
    if (takenAt > now) throw new HttpError(400, 'biopsy.takenInFuture', { field: 'takenAt' })
    const id = db.transaction(() => {
      assertBottleFree(db, exam.id, body.bottleNo, null)
      return Number(db.prepare(`INSERT INTO ris_biopsy (exam_id, site, pieces, bottle_no, taken_by, taken_at, version)
        VALUES (?, ?, ?, ?, ?, ?, 1)`).run(exam.id, body.site, body.pieces, body.bottleNo, nickOf(db, principal), takenAt).lastInsertRowid)
    })()
    return c.json(toBiopsy(biopsyRow(db, id)!), 201)
  })

  r.route({
    method: 'put', path: '/', permission: anyFamily('write'), body: BiopsyUpdateSchema, response: BiopsySchema,
    summary: 'Change a biopsy\'s site, pieces and bottle number; a stale version answers 409',
    description: 'Needs the write permission of the exam\'s family. A bottle number another biopsy of the exam uses answers 409.',
  }, (c, { body, principal }) => {
    const row = biopsyRow(db, body.id)
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
    const exam = examOf(db, row.exam_id, principal)
    requireReport(principal, exam.modality, 'write')
    assertReportPartsOpen(db, exam.id, principal.userId, s.now())
    db.transaction(() => {
      const current = biopsyRow(db, body.id)!
      if (current.version !== body.version) throw new HttpError(409, 'biopsy.versionConflict', { params: { version: current.version } })
      assertBottleFree(db, exam.id, body.bottleNo, body.id)
      db.prepare('UPDATE ris_biopsy SET site = ?, pieces = ?, bottle_no = ?, version = version + 1 WHERE id = ?')
        .run(body.site, body.pieces, body.bottleNo, body.id)
    })()
    return c.json(toBiopsy(biopsyRow(db, body.id)!))
  })

  r.route({
    method: 'put', path: '/:id/specimen', permission: [PATHOLOGY_WRITE], params: IdParams, body: BiopsySpecimenSchema, response: BiopsySchema,
    summary: 'Link the pathology specimen made of a biopsy (or unlink it with null)',
    description: `Needs ${PATHOLOGY_WRITE}. A biopsy already linked to another specimen answers 409 (unlink it first); linking the same `
      + 'specimen again changes nothing.',
  }, (c, { params, body }) => {
    const row = biopsyRow(db, params.id)
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
    if (body.specimenId !== null && row.specimen_id !== null && row.specimen_id !== body.specimenId) {
      throw new HttpError(409, 'biopsy.alreadyLinked', { field: 'specimenId', params: { specimenId: row.specimen_id } })
    }
    if (row.specimen_id !== body.specimenId) {
      db.prepare('UPDATE ris_biopsy SET specimen_id = ?, version = version + 1 WHERE id = ?').run(body.specimenId, row.id)
    }
    return c.json(toBiopsy(biopsyRow(db, row.id)!))
  })

  r.route({
    method: 'delete', path: '/', permission: anyFamily('write'), body: IdList, response: DeletedIds,
    summary: 'Delete biopsies; one a pathology specimen was made of answers 409 and nothing is deleted',
    description: 'Needs the write permission of each biopsy\'s exam family; an unknown id answers 404.',
  }, (c, { body, principal }) => {
    const ids = [...new Set(body)]
    db.transaction(() => {
      for (const id of ids) {
        const row = biopsyRow(db, id)
        if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
        requireReport(principal, examOf(db, row.exam_id, principal).modality, 'write')
        assertReportPartsOpen(db, row.exam_id, principal.userId, s.now())
        if (row.specimen_id !== null) throw new HttpError(409, 'biopsy.linked', { params: { bottleNo: row.bottle_no } })
        db.prepare('DELETE FROM ris_biopsy WHERE id = ?').run(id)
      }
    })()
    return c.json(ids)
  })

  return r
}

/** The uploaded image of a capture request: multipart field `file`, or the whole body sent as image/jpeg or image/png. */
async function uploadedBytes(c: Ctx): Promise<{ bytes: Uint8Array; site: string | null }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  if (type.startsWith('multipart/form-data')) {
    let form: Record<string, unknown>
    try {
      form = await c.req.parseBody()
    } catch {
      throw new HttpError(400, 'capture.missing', { field: 'file' })
    }
    const file = form.file
    if (!(file instanceof File)) throw new HttpError(400, 'capture.missing', { field: 'file' })
    if (file.size > CAPTURE_MAX_BYTES) throw new HttpError(400, 'capture.tooLarge', { field: 'file', params: { kb: CAPTURE_MAX_BYTES / 1024 } })
    const site = typeof form.site === 'string' && form.site.trim() !== '' ? form.site : null
    if (site !== null && site.length > 50) throw new HttpError(400, 'capture.badSite', { field: 'site' })
    return { bytes: new Uint8Array(await file.arrayBuffer()), site }
  }
  if (type.startsWith('image/')) {
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    if (bytes.length > CAPTURE_MAX_BYTES) throw new HttpError(400, 'capture.tooLarge', { field: 'file', params: { kb: CAPTURE_MAX_BYTES / 1024 } })
    return { bytes, site: null }
  }
  throw new HttpError(400, 'capture.missing', { field: 'file' })
}

/**
 * Captured endoscopy images (issue 13): uploads of JPEG or PNG frames (checked on their bytes), their site labels,
 * print order and inclusion in the report, and the files themselves for signed-in callers who may see the exam.
 */
function captureRoutes(s: Services): Resource {
  const { db } = s
  const dir = join(s.dataDir, 'endoscopy')
  /** A capture's file: one the endoscopist took, under `dir`; a seeded one (`pacs:…`), an image of the generated archive. */
  const fileOf = (file: string) => (file.startsWith('pacs:') ? resolveInside(s.pacsDir, file.slice('pacs:'.length)) : resolveInside(dir, file))
  const r = new Resource('/api/endoscopy', 'endoscopy', s)

  /** The capture and its exam, checking scope (404) and, for changes, the family's write permission (403). */
  const captureFor = (id: number, principal: Principal, write: boolean): CaptureRow => {
    const row = captureRow(db, id)
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    const exam = examOf(db, row.exam_id, principal)
    if (write) {
      requireReport(principal, exam.modality, 'write')
      assertReportPartsOpen(db, exam.id, principal.userId, s.now())
    }
    return row
  }

  r.route({
    method: 'get', path: '/captures/:examineId', permission: READERS, params: CaptureExamParams, response: z.array(CaptureSchema),
    summary: 'The images captured during an exam, in print order',
  }, (c, { params, principal }) => c.json(capturesOf(db, examOf(db, params.examineId, principal).id).map(toCapture)))

  r.route({
    method: 'post', path: '/captures/:examineId', permission: anyFamily('write'), params: CaptureExamParams, response: CaptureSchema, status: 201,
    multipart: {
      file: `JPEG or PNG, at most ${CAPTURE_MAX_BYTES / 1024} KB and ${CAPTURE_MAX_SIDE} pixels a side; the type is read from the file's bytes`,
      site: 'Optional site label',
    },
    summary: 'Store a captured image at the end of the exam\'s print order (multipart field file, or the raw body as image/jpeg or image/png)',
    description: 'Needs the write permission of the exam\'s family. Anything but a whole JPEG or PNG answers 400.',
  }, async (c, { params, principal }) => {
    const exam = examOf(db, params.examineId, principal)
    requireReport(principal, exam.modality, 'write')
    assertReportPartsOpen(db, exam.id, principal.userId, s.now())
    const { bytes, site } = await uploadedBytes(c)
    const info = imageInfo(bytes)
    if (!info) throw new HttpError(400, 'capture.badImage', { field: 'file' })
    if (info.width > CAPTURE_MAX_SIDE || info.height > CAPTURE_MAX_SIDE) {
      throw new HttpError(400, 'capture.tooLarge', { field: 'file', params: { kb: CAPTURE_MAX_BYTES / 1024 } })
    }
    const name = `${randomBytes(16).toString('hex')}.${info.mime === 'image/png' ? 'png' : 'jpg'}`
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, name), bytes)
    const id = db.transaction(() => {
      const { n } = db.prepare('SELECT COALESCE(MAX(sort), 0) AS n FROM ris_es_capture WHERE exam_id = ?').get(exam.id) as { n: number }
      return Number(db.prepare(`INSERT INTO ris_es_capture (exam_id, file, mime, width, height, size, site, sort, in_report, captured_by,
          captured_at, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, 1)`)
        .run(exam.id, name, info.mime, info.width, info.height, bytes.length, site, n + 1, nickOf(db, principal), formatDateTime(s.now()))
        .lastInsertRowid)
    })()
    return c.json(toCapture(captureRow(db, id)!), 201)
  })

  r.route({
    method: 'get', path: '/captures/file/:id', permission: READERS, params: IdParams, produces: 'image/jpeg, image/png',
    summary: 'The image file of a capture (the exam in the caller\'s data scope)',
    alternative: {
      description: 'Without a session: `Authorization: Share <token>` of an opened share link of the capture\'s exam — every capture with '
        + 'images, the report\'s captures (in report) without; any other capture is a 403 with `reason`.',
      // The report of a shared endoscopy exam shows its captures: a link without images still reads those, as key images.
      check: shareCheck(s, (grant, c) => {
        const id = Number(c.req.param('id'))
        const row = Number.isSafeInteger(id) && id > 0 ? captureRow(db, id) : undefined
        return row !== undefined && row.exam_id === grant.examId && (grant.withImages || row.in_report === 1)
      }),
    },
  }, (c, { params, principal }) => {
    // No principal: a share token the check above let through for this very capture.
    const row = principal ? captureFor(params.id, principal, false) : captureRow(db, params.id)
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
    return sendFile(c, fileOf(row.file), 'private, max-age=86400')
  })

  r.route({
    method: 'put', path: '/captures/:id', permission: anyFamily('write'), params: IdParams, body: CaptureUpdateSchema, response: CaptureSchema,
    summary: 'Label a capture with its site and include it in the report or not; a stale version answers 409',
  }, (c, { params, body, principal }) => {
    captureFor(params.id, principal, true)
    db.transaction(() => {
      const current = captureRow(db, params.id)!
      if (current.version !== body.version) throw new HttpError(409, 'capture.versionConflict', { params: { version: current.version } })
      const site = body.site === undefined ? current.site : body.site
      const inReport = body.inReport === undefined ? current.in_report : body.inReport ? 1 : 0
      db.prepare('UPDATE ris_es_capture SET site = ?, in_report = ?, version = version + 1 WHERE id = ?').run(site, inReport, params.id)
    })()
    return c.json(toCapture(captureRow(db, params.id)!))
  })

  r.route({
    method: 'put', path: '/captures/:examineId/order', permission: anyFamily('write'), params: CaptureExamParams, body: CaptureOrderSchema,
    response: z.array(CaptureSchema),
    summary: 'Set the print order of an exam\'s captures: every capture of the exam once, first to last',
    description: 'A list missing a capture, naming one twice or one of another exam answers 400; answers the captures in the new order.',
  }, (c, { params, body, principal }) => {
    const exam = examOf(db, params.examineId, principal)
    requireReport(principal, exam.modality, 'write')
    assertReportPartsOpen(db, exam.id, principal.userId, s.now())
    db.transaction(() => {
      const have = capturesOf(db, exam.id).map((row) => row.id).sort((a, b) => a - b)
      const want = [...body.ids].sort((a, b) => a - b)
      if (have.length !== want.length || have.some((id, i) => id !== want[i])) throw new HttpError(400, 'capture.orderMismatch', { field: 'ids' })
      const update = db.prepare('UPDATE ris_es_capture SET sort = ? WHERE id = ?')
      body.ids.forEach((id, i) => update.run(i + 1, id))
    })()
    return c.json(capturesOf(db, exam.id).map(toCapture))
  })

  r.route({
    method: 'delete', path: '/captures', permission: anyFamily('write'), body: IdList, response: DeletedIds,
    summary: 'Delete captures and their files; the rest of each exam keeps its order, renumbered from 1',
  }, (c, { body, principal }) => {
    const ids = [...new Set(body)]
    const files: string[] = []
    db.transaction(() => {
      const exams = new Set<number>()
      for (const id of ids) {
        const row = captureFor(id, principal, true)
        files.push(row.file)
        exams.add(row.exam_id)
        db.prepare('DELETE FROM ris_es_capture WHERE id = ?').run(id)
      }
      const update = db.prepare('UPDATE ris_es_capture SET sort = ? WHERE id = ?')
      for (const examId of exams) capturesOf(db, examId).forEach((row, i) => update.run(i + 1, row.id))
    })()
    for (const file of files) {
      // The archive's images stay: only a file the endoscopist took goes with its capture.
      const path = file.startsWith('pacs:') ? null : resolveInside(dir, file)
      if (path) rmSync(path, { force: true })
    }
    return c.json(ids)
  })

  return r
}

/** The endoscopy routes: biopsies (`api/biopsy`) and captured images (`api/endoscopy/captures`). */
export function endoscopyRoutes(s: Services): Resource[] {
  return [biopsyRoutes(s), captureRoutes(s)]
}
