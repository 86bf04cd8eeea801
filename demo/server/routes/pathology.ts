import type { SpecimenAmendment, SpecimenDto, SpecimenExamRef, SpecimenState, SpecimenType } from '../../../src/core/contract/pathology'
import type { Db } from '../db/db'
import { nickOf, type Principal } from '../lib/auth'
import type { Services } from '../lib/context'
import { listRoutes, type ListSpec } from '../lib/crud'
import { inScope } from '../lib/dataScope'
import { HttpError } from '../lib/errors'
import { mayReport, reportPermission, requireReport } from '../lib/reportRules'
import { Resource } from '../lib/route'
import { formatDateTime } from '../lib/time'
import { DeletedIds, IdList, IdParams } from '../schemas/common'
import {
  SourceParams, SpecimenActionBodySchema, SpecimenAmendBodySchema, SpecimenCreateBody, SpecimenSchema, SpecimenStateSchema,
  SpecimenTypeSchema, SpecimenUpdateBody,
} from '../schemas/pathology'
import { z } from 'zod'

/** Specimens are the pathology department's records: the PIS modality decides the family and the data scope. */
const PIS = 'PIS'

/** Who may read specimens: the pathology list, and every pathology writer and auditor. */
const READERS: [string, ...string[]] = ['pis:list', reportPermission(PIS, 'write'), reportPermission(PIS, 'audit')]

const WRITERS: [string] = [reportPermission(PIS, 'write')]
const AUDITORS: [string] = [reportPermission(PIS, 'audit')]
const AMENDERS: [string] = [reportPermission(PIS, 'addendum')]

/** Reading an exam's pathology results (follow-up, the endoscopy report): also the report readers and the follow-up list. */
const RESULT_READERS: [string, ...string[]] = [...READERS, 'report:view', 'followup:list', 'es:list', 'es:write']

interface SpecimenRow {
  id: number
  specimen_no: string
  specimen_type: SpecimenType
  collected_at: string | null
  received_at: string
  clinical_history: string
  gross_description: string
  microscopic_description: string
  diagnosis: string
  state: SpecimenState
  patient_ref: number
  patient_name: string
  patient_id: string
  gender: string
  pathologist_id: number | null
  pathologist_name: string | null
  auditor_name: string | null
  submitted_at: string | null
  finalized_at: string | null
  exam_id: number | null
  exam_no: string | null
  exam_modality: string | null
  exam_item: string | null
  exam_time: string | null
  source_exam_id: number | null
  source_no: string | null
  source_modality: string | null
  source_item: string | null
  source_time: string | null
  biopsy_id: number | null
  b_site: string | null
  b_pieces: number | null
  b_bottle: string | null
  b_taken_by: string | null
  b_taken_at: string | null
  b_specimen_id: number | null
  create_time: string
  update_time: string
  version: number
}

const FROM = `pis_specimen sp
  JOIN ris_patient p ON p.id = sp.patient_ref
  LEFT JOIN ris_exam e ON e.id = sp.exam_id
  LEFT JOIN ris_exam se ON se.id = sp.source_exam_id
  LEFT JOIN ris_biopsy b ON b.id = sp.biopsy_id`

const SELECT = `sp.id, sp.specimen_no, sp.specimen_type, sp.collected_at, sp.received_at, sp.clinical_history, sp.gross_description,
  sp.microscopic_description, sp.diagnosis, sp.state, sp.patient_ref, p.name AS patient_name, p.patient_id, p.gender,
  sp.pathologist_id, sp.pathologist_name, sp.auditor_name, sp.submitted_at, sp.finalized_at,
  sp.exam_id, e.exam_no, e.modality AS exam_modality, e.exam_item, COALESCE(e.exam_time, e.register_time) AS exam_time,
  sp.source_exam_id, se.exam_no AS source_no, se.modality AS source_modality, se.exam_item AS source_item,
  COALESCE(se.exam_time, se.register_time) AS source_time,
  sp.biopsy_id, b.site AS b_site, b.pieces AS b_pieces, b.bottle_no AS b_bottle, b.taken_by AS b_taken_by, b.taken_at AS b_taken_at,
  b.specimen_id AS b_specimen_id,
  sp.create_time, sp.update_time, sp.version`

function examRef(id: number | null, no: string | null, modality: string | null, item: string | null, time: string | null): SpecimenExamRef | null {
  return id === null || no === null ? null : { id, examNo: no, modality: modality ?? '', examItem: item ?? '', examTime: time }
}

function amendmentsOf(db: Db, id: number): SpecimenAmendment[] {
  return (db.prepare(`SELECT reason, previous_diagnosis AS previousDiagnosis, previous_microscopic AS previousMicroscopic,
      amended_by AS amendedBy, amended_at AS amendedAt FROM pis_specimen_amendment WHERE specimen_id = ? ORDER BY id`).all(id)) as SpecimenAmendment[]
}

function toDto(db: Db, row: SpecimenRow): SpecimenDto {
  return {
    id: row.id,
    specimenNo: row.specimen_no,
    specimenType: row.specimen_type,
    collectedAt: row.collected_at,
    receivedAt: row.received_at,
    clinicalHistory: row.clinical_history,
    grossDescription: row.gross_description,
    microscopicDescription: row.microscopic_description,
    diagnosis: row.diagnosis,
    state: row.state,
    patientName: row.patient_name,
    patientId: row.patient_id,
    gender: row.gender,
    pathologistId: row.pathologist_id,
    pathologist: row.pathologist_name,
    auditor: row.auditor_name,
    submittedAt: row.submitted_at,
    finalizedAt: row.finalized_at,
    examineId: row.exam_id,
    exam: examRef(row.exam_id, row.exam_no, row.exam_modality, row.exam_item, row.exam_time),
    sourceExamId: row.source_exam_id,
    sourceExam: examRef(row.source_exam_id, row.source_no, row.source_modality, row.source_item, row.source_time),
    biopsyId: row.biopsy_id,
    biopsy: row.biopsy_id === null || row.b_site === null
      ? null
      : {
        id: row.biopsy_id, site: row.b_site, pieces: row.b_pieces ?? 0, bottleNo: row.b_bottle ?? '', takenBy: row.b_taken_by ?? '',
        takenAt: row.b_taken_at ?? '', specimenId: row.b_specimen_id,
      },
    amendments: amendmentsOf(db, row.id),
    createTime: row.create_time,
    updateTime: row.update_time,
    version: row.version,
  }
}

/** One specimen as the contract answers it, or undefined. */
export function specimenById(db: Db, id: number): SpecimenDto | undefined {
  const row = db.prepare(`SELECT ${SELECT} FROM ${FROM} WHERE sp.id = ?`).get(id) as SpecimenRow | undefined
  return row ? toDto(db, row) : undefined
}

/**
 * The pathology results of an exam (what follow-up compares the imaging conclusion with): the specimens that came from
 * it or are reported under it, oldest first. Drafts only for callers who write pathology reports.
 */
export function specimensOfExam(db: Db, examineId: number, withDrafts: boolean): SpecimenDto[] {
  const rows = db.prepare(`SELECT ${SELECT} FROM ${FROM} WHERE (sp.source_exam_id = ? OR sp.exam_id = ?)
      ${withDrafts ? '' : "AND sp.state <> 'draft'"} ORDER BY sp.received_at, sp.id`).all(examineId, examineId) as SpecimenRow[]
  return rows.map((row) => toDto(db, row))
}

/** The next accession number of the year of `receivedAt`: `S25-00013`. */
function nextSpecimenNo(db: Db, receivedAt: string): string {
  const prefix = `S${receivedAt.slice(2, 4)}-`
  const last = db.prepare("SELECT specimen_no AS no FROM pis_specimen WHERE specimen_no LIKE ? || '%' ORDER BY specimen_no DESC LIMIT 1")
    .get(prefix) as { no: string } | undefined
  const n = last ? Number(last.no.slice(prefix.length)) || 0 : 0
  return `${prefix}${String(n + 1).padStart(5, '0')}`
}

const withSeconds = (time: string): string => (time.length === 16 ? `${time}:00` : time)

interface ExamFacts { id: number; modality: string; patient_ref: number }
interface BiopsyFacts { id: number; exam_id: number; specimen_id: number | null }

type SpecimenInput = Omit<z.output<typeof SpecimenCreateBody>, 'id' | 'version'>

/**
 * Checks what a body names and derives the patient: the exams exist (the reported-under one a PIS exam), both belong
 * to one patient, the biopsy comes from the source exam (which defaults to it) and is not another specimen's, the
 * dates are not in the future and the tissue was not taken after it was received.
 */
function resolveLinks(db: Db, body: SpecimenInput, now: string, selfId: number | null) {
  const examOf = (id: number, field: string): ExamFacts => {
    const exam = db.prepare('SELECT id, modality, patient_ref FROM ris_exam WHERE id = ?').get(id) as ExamFacts | undefined
    if (!exam) throw new HttpError(400, 'specimen.examNotFound', { field, params: { id } })
    return exam
  }
  let sourceExamId = body.sourceExamId
  let biopsy: BiopsyFacts | undefined
  if (body.biopsyId !== null) {
    biopsy = db.prepare('SELECT id, exam_id, specimen_id FROM ris_biopsy WHERE id = ?').get(body.biopsyId) as BiopsyFacts | undefined
    if (!biopsy) throw new HttpError(400, 'specimen.biopsyNotFound', { field: 'biopsyId', params: { id: body.biopsyId } })
    if (sourceExamId === null) sourceExamId = biopsy.exam_id
    else if (sourceExamId !== biopsy.exam_id) throw new HttpError(400, 'specimen.biopsyOtherExam', { field: 'biopsyId' })
    // Taken: another specimen names it, or it names another specimen (its own link, written by the biopsy route).
    const taken = db.prepare('SELECT specimen_no AS no FROM pis_specimen WHERE (biopsy_id = ? OR id = ?) AND id IS NOT ? ORDER BY id LIMIT 1')
      .get(biopsy.id, biopsy.specimen_id, selfId) as { no: string } | undefined
    if (taken) throw new HttpError(409, 'specimen.biopsyTaken', { field: 'biopsyId', params: { specimenNo: taken.no } })
  }
  const exam = body.examineId === null ? undefined : examOf(body.examineId, 'examineId')
  if (exam && exam.modality !== PIS) throw new HttpError(400, 'specimen.notPisExam', { field: 'examineId' })
  const source = sourceExamId === null ? undefined : examOf(sourceExamId, 'sourceExamId')
  if (!exam && !source) throw new HttpError(400, 'specimen.noExam', { field: 'sourceExamId' })
  if (exam && source && exam.patient_ref !== source.patient_ref) throw new HttpError(400, 'specimen.differentPatient', { field: 'examineId' })
  const receivedAt = withSeconds(body.receivedAt)
  const collectedAt = body.collectedAt === null ? null : withSeconds(body.collectedAt)
  if (receivedAt > now) throw new HttpError(400, 'specimen.inFuture', { field: 'receivedAt' })
  if (collectedAt !== null && collectedAt > now) throw new HttpError(400, 'specimen.inFuture', { field: 'collectedAt' })
  if (collectedAt !== null && collectedAt > receivedAt) throw new HttpError(400, 'specimen.collectedAfterReceived', { field: 'collectedAt' })
  return { patientRef: (exam ?? source)!.patient_ref, sourceExamId, receivedAt, collectedAt }
}

/**
 * Pathology specimens (issue 13, `pis/list`): the list with its filters, one specimen, creation and edits while draft
 * or preliminary, submission (draft → preliminary), sign-off by another pathologist (preliminary → final, four eyes)
 * and amendment of a final result with its reason (the replaced diagnosis is kept). `bySource` answers an exam's
 * pathology results for follow-up. Everything needs the PIS modality in the caller's data scope; writing needs
 * `pis:write`, signing off `pis:audit`, amending `pis:addendum`; every change quotes the version last read (409).
 */
export function pathologyRoutes(s: Services): Resource {
  const { db } = s
  const r = new Resource('/api/specimen', 'pathology', s)

  const spec: ListSpec<SpecimenRow, SpecimenDto> = {
    from: FROM,
    select: SELECT,
    sort: { id: 'sp.id', specimenNo: 'sp.specimen_no', receivedAt: 'sp.received_at', collectedAt: 'sp.collected_at', state: 'sp.state' },
    defaultSort: 'sp.received_at DESC, sp.id DESC',
    filters: {
      blurry: {
        kind: 'blurry',
        columns: ['sp.specimen_no', 'p.name', 'p.patient_id', 'sp.diagnosis', 'e.exam_no', 'se.exam_no', 'b.bottle_no'],
        description: 'Matches specimen no., patient name or id, diagnosis, exam numbers or bottle no.',
      },
      state: { kind: 'custom', schema: SpecimenStateSchema, where: (v: string) => ({ sql: 'sp.state = ?', args: [v] }), description: 'State' },
      specimenType: {
        kind: 'custom', schema: SpecimenTypeSchema, where: (v: string) => ({ sql: 'sp.specimen_type = ?', args: [v] }), description: 'Specimen type',
      },
      receivedAt: { kind: 'between', column: 'sp.received_at', description: 'Received between two moments (or days)' },
      sourceExamId: { kind: 'equal', column: 'sp.source_exam_id', type: 'int', description: 'The exam the tissue came from' },
    },
    // Drafts are the writer's work in progress: only pathology writers see them.
    scope: (principal) => {
      if (!inScope(db, principal, PIS)) return { sql: '0', args: [] }
      return mayReport(principal, PIS, 'write') ? null : { sql: "sp.state <> 'draft'", args: [] }
    },
    toDto: (row) => toDto(db, row),
  }
  listRoutes(r, db, spec, {
    permission: READERS,
    summary: 'Pathology specimens, paged and filtered (state, type, received dates, text over patient, numbers and diagnosis); newest received first',
    response: SpecimenSchema,
  })

  /** The specimen if the caller may see it, else 404 (as for an unknown id). */
  const visible = (id: number, principal: Principal): SpecimenDto => {
    const dto = specimenById(db, id)
    if (!dto || !inScope(db, principal, PIS) || (dto.state === 'draft' && !mayReport(principal, PIS, 'write'))) {
      throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    }
    return dto
  }
  const checkVersion = (dto: SpecimenDto, version: number) => {
    if (dto.version !== version) throw new HttpError(409, 'specimen.versionConflict', { params: { version: dto.version } })
  }
  const now = () => formatDateTime(s.now())

  r.route({
    method: 'get', path: '/bySource/:examineId', permission: RESULT_READERS, params: SourceParams, response: z.array(SpecimenSchema),
    summary: 'The pathology results of an exam: the specimens that came from it or are reported under it, oldest first',
    description: 'What follow-up compares the imaging conclusion with. Drafts only for pathology writers; an exam outside the caller\'s '
      + 'data scope answers 404.',
  }, (c, { params, principal }) => {
    const exam = db.prepare('SELECT modality FROM ris_exam WHERE id = ?').get(params.examineId) as { modality: string } | undefined
    if (!exam || !inScope(db, principal, exam.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.examineId } })
    return c.json(specimensOfExam(db, params.examineId, mayReport(principal, PIS, 'write')))
  })

  r.route({
    method: 'get', path: '/:id', permission: READERS, params: IdParams, response: SpecimenSchema,
    summary: 'One specimen with its exams, biopsy and amendments',
  }, (c, { params, principal }) => c.json(visible(params.id, principal)))

  r.route({
    method: 'post', path: '/', permission: WRITERS, body: SpecimenCreateBody, response: SpecimenSchema, status: 201,
    summary: 'Record a received specimen (a draft; the caller is its pathologist)',
    description: 'Needs an exam: examineId (a PIS exam), sourceExamId or a biopsyId (whose exam becomes the source). A biopsy makes one '
      + 'specimen only (409); the specimen number is given out when absent (a taken one answers 400 on specimenNo). The biopsy\'s own '
      + 'link to the specimen is written by PUT api/biopsy/{id}/specimen only, which the caller sends next.',
  }, (c, { body, principal }) => {
    if (!inScope(db, principal, PIS)) throw new HttpError(403, 'auth.forbidden')
    const time = now()
    const id = db.transaction(() => {
      const links = resolveLinks(db, body, time, null)
      const specimenNo = body.specimenNo ?? nextSpecimenNo(db, links.receivedAt)
      if (db.prepare('SELECT 1 FROM pis_specimen WHERE specimen_no = ?').get(specimenNo)) {
        throw new HttpError(400, 'common.duplicate', { field: 'specimenNo', params: { value: specimenNo } })
      }
      const info = db.prepare(`INSERT INTO pis_specimen (specimen_no, specimen_type, patient_ref, exam_id, source_exam_id, biopsy_id, collected_at,
          received_at, clinical_history, gross_description, microscopic_description, diagnosis, state, pathologist_id, pathologist_name,
          create_by, update_by, create_time, update_time)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'draft', ?, ?, ?, ?, ?, ?)`)
        .run(specimenNo, body.specimenType, links.patientRef, body.examineId, links.sourceExamId, body.biopsyId, links.collectedAt, links.receivedAt,
          body.clinicalHistory ?? '', body.grossDescription ?? '', body.microscopicDescription ?? '', body.diagnosis ?? '',
          principal.userId, nickOf(db, principal), principal.username, principal.username, time, time)
      return Number(info.lastInsertRowid)
    })()
    return c.json(specimenById(db, id), 201)
  })

  r.route({
    method: 'put', path: '/', permission: [...WRITERS, ...AUDITORS] as [string, ...string[]], body: SpecimenUpdateBody,
    response: SpecimenSchema,
    summary: 'Change a draft or preliminary specimen',
    description: 'Its pathologist may change it, and a pathologist who signs off (pis:audit) may correct a preliminary one (403 otherwise). '
      + 'Final and amended specimens change only by amendment (409), a stale version answers 409. Changing the biopsy changes what the '
      + 'specimen names; the biopsies\' own links are moved by PUT api/biopsy/{id}/specimen (the old one unlinked before, the new one '
      + 'linked after).',
  }, (c, { body, principal }) => {
    const time = now()
    db.transaction(() => {
      const dto = visible(body.id, principal)
      const mayAudit = mayReport(principal, PIS, 'audit')
      if (!(dto.pathologistId === principal.userId || (dto.state === 'preliminary' && mayAudit) || principal.isAdmin)) {
        throw new HttpError(403, 'specimen.notAuthor', { params: { pathologist: dto.pathologist ?? '' } })
      }
      if (dto.state !== 'draft' && dto.state !== 'preliminary') throw new HttpError(409, 'specimen.badState', { params: { state: dto.state } })
      checkVersion(dto, body.version)
      const links = resolveLinks(db, body, time, dto.id)
      const specimenNo = body.specimenNo ?? dto.specimenNo
      if (db.prepare('SELECT 1 FROM pis_specimen WHERE specimen_no = ? AND id <> ?').get(specimenNo, dto.id)) {
        throw new HttpError(400, 'common.duplicate', { field: 'specimenNo', params: { value: specimenNo } })
      }
      db.prepare(`UPDATE pis_specimen SET specimen_no = ?, specimen_type = ?, patient_ref = ?, exam_id = ?, source_exam_id = ?, biopsy_id = ?,
          collected_at = ?, received_at = ?, clinical_history = ?, gross_description = ?, microscopic_description = ?, diagnosis = ?,
          update_by = ?, update_time = ?, version = version + 1 WHERE id = ?`)
        .run(specimenNo, body.specimenType, links.patientRef, body.examineId, links.sourceExamId, body.biopsyId, links.collectedAt, links.receivedAt,
          body.clinicalHistory ?? '', body.grossDescription ?? '', body.microscopicDescription ?? '', body.diagnosis ?? '',
          principal.username, time, dto.id)
    })()
    return c.json(specimenById(db, body.id))
  })

  /**
   * One state action of a specimen (submit, sign off, amend): inside one transaction the specimen is read again (of two
   * simultaneous actions one applies, the other gets the 409), `allow` refuses a caller who may not act on it (403),
   * then the state it must be in and the version last read are checked (409), and `apply` writes the change.
   */
  const stateAction = <B extends z.ZodType<{ version: number }>>(action: 'submit' | 'finalize' | 'amend', def: {
    permission: [string]
    body: B
    summary: string
    from: readonly SpecimenState[]
    allow?: (dto: SpecimenDto, principal: Principal) => void
    apply: (dto: SpecimenDto, input: z.output<B>, principal: Principal, time: string) => void
  }): void => {
    r.route({
      method: 'post', path: `/:id/${action}`, permission: def.permission, params: IdParams, body: def.body, response: SpecimenSchema,
      summary: def.summary,
    }, (c, { params, body, principal }) => {
      const time = now()
      db.transaction(() => {
        const dto = visible(params.id, principal)
        def.allow?.(dto, principal)
        if (!def.from.includes(dto.state)) throw new HttpError(409, 'specimen.badState', { params: { state: dto.state } })
        checkVersion(dto, body.version)
        def.apply(dto, body, principal, time)
      })()
      return c.json(specimenById(db, params.id))
    })
  }

  stateAction('submit', {
    permission: WRITERS, body: SpecimenActionBodySchema, from: ['draft'],
    summary: 'Submit a draft for sign-off (draft → preliminary); only its pathologist, and only with a diagnosis',
    allow: (dto, principal) => {
      if (dto.pathologistId !== principal.userId && !principal.isAdmin) throw new HttpError(403, 'specimen.notAuthor', { params: { pathologist: dto.pathologist ?? '' } })
    },
    apply: (dto, _input, principal, time) => {
      if (dto.diagnosis.trim() === '') throw new HttpError(400, 'specimen.diagnosisRequired', { field: 'diagnosis' })
      db.prepare(`UPDATE pis_specimen SET state = 'preliminary', submitted_at = ?, update_by = ?, update_time = ?, version = version + 1
        WHERE id = ?`).run(time, principal.username, time, dto.id)
    },
  })

  stateAction('finalize', {
    permission: AUDITORS, body: SpecimenActionBodySchema, from: ['preliminary'],
    summary: 'Sign off a preliminary specimen (preliminary → final): pis:audit, and never by its own pathologist (four eyes)',
    allow: (dto, principal) => {
      requireReport(principal, PIS, 'audit')
      if (dto.pathologistId === principal.userId) throw new HttpError(403, 'specimen.fourEyes')
    },
    apply: (dto, _input, principal, time) => {
      db.prepare(`UPDATE pis_specimen SET state = 'final', auditor_id = ?, auditor_name = ?, finalized_at = ?, update_by = ?, update_time = ?,
        version = version + 1 WHERE id = ?`).run(principal.userId, nickOf(db, principal), time, principal.username, time, dto.id)
    },
  })

  stateAction('amend', {
    permission: AMENDERS, body: SpecimenAmendBodySchema, from: ['final', 'amended'],
    summary: 'Amend a final (or amended) specimen: the new diagnosis and why; the replaced diagnosis and microscopic description are kept',
    apply: (dto, input, principal, time) => {
      db.prepare(`INSERT INTO pis_specimen_amendment (specimen_id, reason, previous_diagnosis, previous_microscopic, amended_by_id, amended_by, amended_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)`).run(dto.id, input.reason, dto.diagnosis, dto.microscopicDescription, principal.userId, nickOf(db, principal), time)
      db.prepare(`UPDATE pis_specimen SET state = 'amended', diagnosis = ?, microscopic_description = ?, update_by = ?, update_time = ?,
        version = version + 1 WHERE id = ?`)
        .run(input.diagnosis, input.microscopicDescription ?? dto.microscopicDescription, principal.username, time, dto.id)
    },
  })

  r.route({
    method: 'delete', path: '/', permission: WRITERS, body: IdList, response: DeletedIds,
    summary: 'Delete draft specimens: only their own pathologist\'s (or an admin); all or nothing',
    description: 'A preliminary, final or amended specimen answers 409, another pathologist\'s draft 403, an unknown (or unseen) id 404. '
      + 'A biopsy that still names the specimen answers 409: its link is unlinked first through PUT api/biopsy/{id}/specimen, the '
      + 'only writer of that link. Nothing is deleted when one of them is refused.',
  }, (c, { body, principal }) => {
    const ids = [...new Set(body)]
    db.transaction(() => {
      for (const id of ids) {
        const dto = visible(id, principal)
        if (dto.state !== 'draft') throw new HttpError(409, 'specimen.badState', { params: { state: dto.state } })
        if (dto.pathologistId !== principal.userId && !principal.isAdmin) {
          throw new HttpError(403, 'specimen.deleteNotAuthor', { params: { pathologist: dto.pathologist ?? '' } })
        }
        const linked = db.prepare('SELECT bottle_no AS bottleNo FROM ris_biopsy WHERE specimen_id = ? ORDER BY id LIMIT 1').get(id) as
          { bottleNo: string } | undefined
        if (linked) throw new HttpError(409, 'specimen.biopsyLinked', { params: { bottleNo: linked.bottleNo } })
        db.prepare('DELETE FROM pis_specimen WHERE id = ?').run(id)
      }
    })()
    return c.json(ids)
  })

  return r
}

