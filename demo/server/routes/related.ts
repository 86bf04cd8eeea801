import { z } from 'zod'
import type { DuplicatePairDto, PatientMergeDto, PatientRecordDto } from '../../../src/core/contract/related'
import type { Db } from '../db/db'
import { nickOf, type Principal } from '../lib/auth'
import type { Services } from '../lib/context'
import { deptScope, examScopeSql } from '../lib/dataScope'
import { opt } from '../lib/dto'
import { HttpError } from '../lib/errors'
import type { MessageKey, MessageParams } from '../lib/messages'
import { mayReport } from '../lib/reportRules'
import { Resource } from '../lib/route'
import { likeContains, pageArgs } from '../lib/sql'
import { formatDateTime } from '../lib/time'
import { EXAM_FROM, findExamRow, toExamDto, type ExamRow } from '../models/exams'
import { pageOf } from '../schemas/common'
import { ExamDtoSchema } from '../schemas/exam'
import {
  DuplicatePairSchema, DuplicateQuery, GroupParams, LinkBody, LinkResultSchema, MergeBody, MergeIdParams, MergeQuery, PatientIdParams,
  PatientMergeResultSchema, PatientMergeSchema, ReasonBody,
} from '../schemas/related'

const READ = ['registration:list'] as const
const CHANGE = ['registration:edit'] as const

/** A patient record as stored. */
interface PatientRow {
  id: number
  patient_id: string
  his_patient_id: string | null
  name: string
  name_pinyin: string
  gender: string
  birth_date: string
  id_card_no: string | null
  phone: string | null
  merged_into: number | null
}

/** A merge of the audit trail with both records' names. */
interface MergeRow {
  id: number
  survivor_id: number
  survivor_patient_id: string
  survivor_name: string
  merged_id: number
  merged_patient_id: string
  merged_name: string
  moved_exam_ids: string
  reason: string
  operator: string
  time: string
  undone_by: string | null
  undone_at: string | null
  undo_reason: string | null
}

const MERGE_FROM = `SELECT m.id, m.survivor_id, s.patient_id AS survivor_patient_id, s.name AS survivor_name, m.merged_id,
    d.patient_id AS merged_patient_id, d.name AS merged_name, m.moved_exam_ids, m.reason, m.operator, m.time, m.undone_by, m.undone_at,
    m.undo_reason
  FROM ris_patient_merge m JOIN ris_patient s ON s.id = m.survivor_id JOIN ris_patient d ON d.id = m.merged_id`

/** Who acts, when, in which words. */
interface Actor {
  principal: Principal
  operator: string
  time: string
  t: (key: MessageKey, params?: MessageParams) => string
}

/**
 * Related exams and duplicate patients (`registrations/related`): probable duplicates (the same resident ID, or the same
 * name, birth date and sex) merged into the record that survives — exams moved, the merged record kept hidden and
 * pointing at its survivor, an audit row that can be undone — and exams of one patient linked into a group readers see
 * together. Every change needs the caller's data scope to hold each exam it touches, and is written into each exam's
 * history.
 */
export function relatedRoutes(s: Services): Resource[] {
  const { db } = s
  const scopeOf = (principal: Principal) => examScopeSql(deptScope(db, principal.userId, principal.isAdmin))
  /** The scope condition for `e`, true when the caller sees everything. */
  const scopeCondition = (principal: Principal): { sql: string; args: number[] } => scopeOf(principal) ?? { sql: '1', args: [] }

  const examDtos = (principal: Principal, ids: readonly number[]) =>
    ids.map((id) => findExamRow(db, id) as ExamRow).map((row) => toExamDto(row, mayReport(principal, row.modality, 'write')))

  const patientById = (id: number): PatientRow => {
    const row = db.prepare('SELECT * FROM ris_patient WHERE id = ?').get(id) as PatientRow | undefined
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    return row
  }

  /** 403 unless every exam of the patient (or of the given exams) is within the caller's data scope. */
  const assertWholeScope = (principal: Principal, patient: PatientRow, examIds?: readonly number[]): void => {
    const scoped = scopeOf(principal)
    if (!scoped) return
    const outside = examIds
      ? db.prepare(`SELECT COUNT(*) AS n FROM ris_exam e WHERE e.id IN (SELECT value FROM json_each(?)) AND NOT (${scoped.sql})`)
        .get(JSON.stringify(examIds), ...scoped.args) as { n: number }
      : db.prepare(`SELECT COUNT(*) AS n FROM ris_exam e WHERE e.patient_ref = ? AND NOT (${scoped.sql})`).get(patient.id, ...scoped.args) as { n: number }
    if (outside.n > 0) throw new HttpError(403, 'related.patientOutOfScope', { params: { name: patient.name, patientId: patient.patient_id } })
  }

  const mergeDto = (row: MergeRow): PatientMergeDto => {
    const ids = JSON.parse(row.moved_exam_ids) as number[]
    const numbers = db.prepare('SELECT exam_no AS n FROM ris_exam WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id')
      .all(JSON.stringify(ids)) as { n: string }[]
    return {
      id: row.id, survivorId: row.survivor_id, survivorPatientId: row.survivor_patient_id, survivorName: row.survivor_name,
      mergedId: row.merged_id, mergedPatientId: row.merged_patient_id, mergedName: row.merged_name, examNos: numbers.map((x) => x.n),
      reason: row.reason, operator: row.operator, time: row.time, undoneBy: opt(row.undone_by), undoneAt: opt(row.undone_at),
      undoReason: opt(row.undo_reason),
    }
  }

  /** Writes one history row per exam: the status stays (from = to), the action and its reason are kept. */
  const historyOf = (action: 'merge' | 'unmerge' | 'link' | 'unlink', exams: readonly { id: number; status: string }[], actor: Actor, reason: string) => {
    const insert = db.prepare(`INSERT INTO ris_exam_history (exam_id, action, from_status, to_status, operator, time, reason)
      VALUES (?, ?, ?, ?, ?, ?, ?)`)
    for (const exam of exams) insert.run(exam.id, action, exam.status, exam.status, actor.operator, actor.time, reason)
  }

  const actorOf = (principal: Principal, t: Actor['t']): Actor => ({ principal, operator: nickOf(db, principal), time: formatDateTime(s.now()), t })

  // ------------------------------------------------------------------------------------------------ patients
  const patients = new Resource('/api/patients', 'related', s)

  patients.route({
    method: 'get', path: '/duplicates', permission: READ, query: DuplicateQuery, response: pageOf(DuplicatePairSchema),
    summary: 'Probable duplicate patients, in pairs: the same resident ID, or the same name, birth date and sex; most recent first',
    description: 'Among records not merged, each with at least one exam in the caller\'s data scope (counts and the last registration '
      + 'are within that scope too). A person registered three times gives three pairs; a merge removes the pairs of the merged record.',
  }, (c, { query, principal }) => {
    const pairs = db.prepare(`SELECT a.id AS a, b.id AS b FROM ris_patient a JOIN ris_patient b ON b.id_card_no = a.id_card_no AND b.id > a.id
        WHERE a.id_card_no IS NOT NULL AND a.id_card_no <> '' AND a.merged_into IS NULL AND b.merged_into IS NULL
      UNION
      SELECT a.id, b.id FROM ris_patient a JOIN ris_patient b ON b.name = a.name AND b.birth_date = a.birth_date AND b.gender = a.gender AND b.id > a.id
        WHERE a.merged_into IS NULL AND b.merged_into IS NULL`).all() as { a: number; b: number }[]
    const scoped = scopeCondition(principal)
    const examsOf = db.prepare(`SELECT COUNT(*) AS n, MAX(e.register_time) AS last FROM ris_exam e WHERE e.patient_ref = ? AND ${scoped.sql}`)
    const records = new Map<number, PatientRecordDto | null>()
    const recordOf = (id: number): PatientRecordDto | null => {
      if (!records.has(id)) {
        const exams = examsOf.get(id, ...scoped.args) as { n: number; last: string | null }
        const p = patientById(id)
        records.set(id, exams.n === 0 ? null : {
          id: p.id, patientId: p.patient_id, hisPatientId: opt(p.his_patient_id), name: p.name, namePinyin: p.name_pinyin, gender: p.gender,
          birthDate: p.birth_date, idCardNo: opt(p.id_card_no), phone: opt(p.phone), examCount: exams.n, lastExamTime: opt(exams.last),
        })
      }
      return records.get(id) ?? null
    }
    const text = query.blurry?.trim().toUpperCase().replace(/\s+/g, '')
    const matches = (r: PatientRecordDto) => !text || r.name.includes(text) || r.namePinyin.replace(/\s+/g, '').includes(text)
      || r.patientId.toUpperCase().includes(text) || (r.idCardNo ?? '').includes(text)
    const found: DuplicatePairDto[] = []
    for (const { a, b } of pairs) {
      const first = recordOf(a)
      const second = recordOf(b)
      if (!first || !second || !(matches(first) || matches(second))) continue
      const basis = first.idCardNo && first.idCardNo === second.idCardNo ? 'idCard' : 'nameBirth'
      found.push({ id: `${a}-${b}`, basis, first, second })
    }
    const latest = (pair: DuplicatePairDto) => [pair.first.lastExamTime ?? '', pair.second.lastExamTime ?? ''].sort().at(-1) ?? ''
    found.sort((x, y) => latest(y).localeCompare(latest(x)) || x.first.id - y.first.id || x.second.id - y.second.id)
    const [size, offset] = pageArgs(query.page, query.size)
    return c.json({ content: found.slice(offset, offset + size), totalElements: found.length })
  })

  patients.route({
    method: 'get', path: '/merges', permission: READ, query: MergeQuery, response: pageOf(PatientMergeSchema),
    summary: 'The merges of patient records, newest first: both records, the exams moved, why, who, when, and whether undone',
    description: 'Merges of records that have an exam in the caller\'s data scope.',
  }, (c, { query, principal }) => {
    const where: string[] = []
    const args: (string | number)[] = []
    const scoped = scopeOf(principal)
    if (scoped) {
      where.push(`EXISTS (SELECT 1 FROM ris_exam e WHERE e.patient_ref IN (m.survivor_id, m.merged_id) AND ${scoped.sql})`)
      args.push(...scoped.args)
    }
    if (query.blurry?.trim()) {
      const like = likeContains(query.blurry.trim())
      where.push(`(s.name LIKE ? ESCAPE '\\' OR d.name LIKE ? ESCAPE '\\' OR s.patient_id LIKE ? ESCAPE '\\' OR d.patient_id LIKE ? ESCAPE '\\')`)
      args.push(like, like, like, like)
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : ''
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM (${MERGE_FROM} ${filter})`).get(...args) as { n: number }
    const rows = db.prepare(`${MERGE_FROM} ${filter} ORDER BY m.time DESC, m.id DESC LIMIT ? OFFSET ?`)
      .all(...args, ...pageArgs(query.page, query.size)) as MergeRow[]
    return c.json({ content: rows.map(mergeDto), totalElements: n })
  })

  patients.route({
    method: 'get', path: '/:patientId/exams', permission: READ, params: PatientIdParams, response: z.array(ExamDtoSchema),
    summary: 'One patient\'s exams (by RIS patient id) within the caller\'s data scope, newest first, each with its link group',
  }, (c, { params, principal }) => {
    const patient = db.prepare('SELECT id FROM ris_patient WHERE patient_id = ?').get(params.patientId) as { id: number } | undefined
    if (!patient) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.patientId } })
    const scoped = scopeCondition(principal)
    const rows = db.prepare(`${EXAM_FROM} WHERE e.patient_ref = ? AND ${scoped.sql} ORDER BY e.register_time DESC, e.id DESC`)
      .all(patient.id, ...scoped.args) as ExamRow[]
    return c.json(rows.map((row) => toExamDto(row, mayReport(principal, row.modality, 'write'))))
  })

  patients.route({
    method: 'post', path: '/merge', permission: CHANGE, body: MergeBody, status: 201, response: PatientMergeResultSchema,
    summary: 'Merge a duplicate patient record into the one that survives: its exams move, it stays hidden, pointing at the survivor',
    description: 'Both records must exist (404), be unmerged (409) and have every exam within the caller\'s data scope (403). Each moved '
      + 'exam\'s history gets a `merge` entry naming both patient ids; the audit row can be undone.',
  }, (c, { body, principal, t }) => {
    const actor = actorOf(principal, t)
    const { merge, examIds } = db.transaction(() => {
      const survivor = patientById(body.survivorId)
      const merged = patientById(body.mergedId)
      for (const p of [survivor, merged]) {
        if (p.merged_into !== null) throw new HttpError(409, 'related.alreadyMerged', { params: { name: p.name, patientId: p.patient_id } })
      }
      assertWholeScope(principal, survivor)
      assertWholeScope(principal, merged)
      const moved = db.prepare('SELECT id, status FROM ris_exam WHERE patient_ref = ? ORDER BY id').all(merged.id) as { id: number; status: string }[]
      db.prepare('UPDATE ris_exam SET patient_ref = ?, update_by = ?, update_time = ? WHERE patient_ref = ?')
        .run(survivor.id, principal.username, actor.time, merged.id)
      db.prepare('UPDATE ris_patient SET merged_into = ? WHERE id = ?').run(survivor.id, merged.id)
      const id = Number(db.prepare(`INSERT INTO ris_patient_merge (survivor_id, merged_id, moved_exam_ids, reason, operator, time)
        VALUES (?, ?, ?, ?, ?, ?)`).run(survivor.id, merged.id, JSON.stringify(moved.map((e) => e.id)), body.reason, actor.operator, actor.time).lastInsertRowid)
      historyOf('merge', moved, actor, t('related.mergeNote', { merged: merged.patient_id, survivor: survivor.patient_id, reason: body.reason }))
      return { merge: db.prepare(`${MERGE_FROM} WHERE m.id = ?`).get(id) as MergeRow, examIds: moved.map((e) => e.id) }
    })()
    publishMoved(s, db, 'merge', examIds)
    return c.json({ merge: mergeDto(merge), exams: examDtos(principal, examIds) }, 201)
  })

  patients.route({
    method: 'post', path: '/merges/:id/undo', permission: CHANGE, params: MergeIdParams, body: ReasonBody, response: PatientMergeResultSchema,
    summary: 'Undo a merge: the exams it moved that still belong to the survivor go back to the merged record, which is shown again',
    description: 'An exam registered to the survivor after the merge stays where it is. Already undone, a survivor merged since, or a '
      + 'moved exam linked with one of the survivor\'s own answers 409; exams outside the caller\'s data scope 403.',
  }, (c, { params, body, principal, t }) => {
    const actor = actorOf(principal, t)
    const { merge, examIds } = db.transaction(() => {
      const row = db.prepare(`${MERGE_FROM} WHERE m.id = ?`).get(params.id) as MergeRow | undefined
      if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
      if (row.undone_at) throw new HttpError(409, 'related.alreadyUndone', { params: { operator: row.undone_by ?? '', time: row.undone_at } })
      const survivor = patientById(row.survivor_id)
      const merged = patientById(row.merged_id)
      if (survivor.merged_into !== null) {
        throw new HttpError(409, 'related.survivorMerged', { params: { name: survivor.name, patientId: survivor.patient_id } })
      }
      const back = db.prepare(`SELECT e.id, e.status, e.exam_no FROM ris_exam e
        WHERE e.id IN (SELECT value FROM json_each(?)) AND e.patient_ref = ? ORDER BY e.id`)
        .all(row.moved_exam_ids, survivor.id) as { id: number; status: string; exam_no: string }[]
      assertWholeScope(principal, survivor, back.map((e) => e.id))
      // A moved exam linked since with one of the survivor's own would leave a group spanning two patients.
      const ids = new Set(back.map((e) => e.id))
      for (const exam of back) {
        const group = db.prepare('SELECT group_no AS g FROM ris_exam_link WHERE exam_id = ?').get(exam.id) as { g: string } | undefined
        if (!group) continue
        const members = db.prepare('SELECT exam_id AS id FROM ris_exam_link WHERE group_no = ?').all(group.g) as { id: number }[]
        if (members.some((m) => !ids.has(m.id))) {
          throw new HttpError(409, 'related.undoLinked', { params: { examNo: exam.exam_no, groupNo: group.g }, body: { groupNo: group.g } })
        }
      }
      const move = db.prepare('UPDATE ris_exam SET patient_ref = ?, update_by = ?, update_time = ? WHERE id = ?')
      for (const exam of back) move.run(merged.id, principal.username, actor.time, exam.id)
      db.prepare('UPDATE ris_patient SET merged_into = NULL WHERE id = ?').run(merged.id)
      db.prepare('UPDATE ris_patient_merge SET undone_by = ?, undone_at = ?, undo_reason = ? WHERE id = ?')
        .run(actor.operator, actor.time, body.reason, row.id)
      historyOf('unmerge', back, actor, t('related.unmergeNote', { merged: merged.patient_id, survivor: survivor.patient_id, reason: body.reason }))
      return { merge: db.prepare(`${MERGE_FROM} WHERE m.id = ?`).get(row.id) as MergeRow, examIds: back.map((e) => e.id) }
    })()
    publishMoved(s, db, 'unmerge', examIds)
    return c.json({ merge: mergeDto(merge), exams: examDtos(principal, examIds) })
  })

  // ------------------------------------------------------------------------------------------------ link groups
  const links = new Resource('/api/exams', 'related', s)

  links.route({
    method: 'post', path: '/link', permission: CHANGE, body: LinkBody, status: 201, response: LinkResultSchema,
    summary: 'Link 2–20 exams of one patient into a new group (GL + yyyyMMdd + sequence), read together',
    description: 'An exam unknown or outside the caller\'s data scope answers 404; exams of two patients 400; a voided or cancelled exam, '
      + 'or one already in a group, 409 naming it (and its group).',
  }, (c, { body, principal, t }) => {
    const actor = actorOf(principal, t)
    const scope = deptScope(db, principal.userId, principal.isAdmin)
    const groupNo = db.transaction(() => {
      const rows = body.examIds.map((id) => {
        const row = findExamRow(db, id)
        if (!row || !inScopeOf(db, scope, row.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
        return row
      })
      if (new Set(rows.map((row) => row.patient_ref)).size > 1) throw new HttpError(400, 'related.onePatient', { field: 'examIds' })
      for (const row of rows) {
        if (row.status === '7' || row.status === '10') throw new HttpError(409, 'related.examClosed', { params: { examNo: row.exam_no } })
        const linked = db.prepare('SELECT group_no AS g FROM ris_exam_link WHERE exam_id = ?').get(row.id) as { g: string } | undefined
        if (linked) {
          throw new HttpError(409, 'related.alreadyLinked', { params: { examNo: row.exam_no, groupNo: linked.g }, body: { examNo: row.exam_no, groupNo: linked.g } })
        }
      }
      const group = nextGroupNo(db, actor.time)
      const insert = db.prepare('INSERT INTO ris_exam_link (exam_id, group_no, linked_by, linked_at) VALUES (?, ?, ?, ?)')
      for (const row of rows) insert.run(row.id, group, actor.operator, actor.time)
      db.prepare(`INSERT INTO ris_exam_link_log (group_no, action, exam_ids, reason, operator, time) VALUES (?, 'link', ?, ?, ?, ?)`)
        .run(group, JSON.stringify(body.examIds), body.reason, actor.operator, actor.time)
      historyOf('link', rows, actor, body.reason ? t('related.linkNoteReason', { groupNo: group, reason: body.reason }) : t('related.linkNote', { groupNo: group }))
      return group
    })()
    publishMoved(s, db, 'link', body.examIds)
    return c.json({ groupNo, exams: examDtos(principal, body.examIds) }, 201)
  })

  links.route({
    method: 'post', path: '/link/:groupNo/unlink', permission: CHANGE, params: GroupParams, body: ReasonBody, response: LinkResultSchema,
    summary: 'Dissolve a link group, with a reason',
    description: 'A group the caller sees none of answers 404; a group holding an exam outside the caller\'s data scope 403.',
  }, (c, { params, body, principal, t }) => {
    const actor = actorOf(principal, t)
    const scope = deptScope(db, principal.userId, principal.isAdmin)
    const examIds = db.transaction(() => {
      const rows = db.prepare('SELECT e.id, e.status, e.modality FROM ris_exam_link l JOIN ris_exam e ON e.id = l.exam_id WHERE l.group_no = ? ORDER BY e.id')
        .all(params.groupNo) as { id: number; status: string; modality: string }[]
      const visible = rows.filter((row) => inScopeOf(db, scope, row.modality))
      if (visible.length === 0) throw new HttpError(404, 'related.groupNotFound', { params: { groupNo: params.groupNo } })
      if (visible.length < rows.length) throw new HttpError(403, 'related.groupOutOfScope', { params: { groupNo: params.groupNo } })
      db.prepare('DELETE FROM ris_exam_link WHERE group_no = ?').run(params.groupNo)
      db.prepare(`INSERT INTO ris_exam_link_log (group_no, action, exam_ids, reason, operator, time) VALUES (?, 'unlink', ?, ?, ?, ?)`)
        .run(params.groupNo, JSON.stringify(rows.map((row) => row.id)), body.reason, actor.operator, actor.time)
      historyOf('unlink', rows, actor, t('related.unlinkNote', { groupNo: params.groupNo, reason: body.reason }))
      return rows.map((row) => row.id)
    })()
    publishMoved(s, db, 'unlink', examIds)
    return c.json({ groupNo: params.groupNo, exams: examDtos(principal, examIds) })
  })

  return [patients, links]
}

/** Whether an exam of `modality` lies in `scope` (null: everything). */
function inScopeOf(db: Db, scope: number[] | null, modality: string): boolean {
  if (scope === null) return true
  const row = db.prepare('SELECT dept_id AS d FROM ris_modality WHERE code = ?').get(modality) as { d: number | null } | undefined
  return row?.d != null && scope.includes(row.d)
}

/**
 * The next group number of the day: `GL` + yyyyMMdd + a three-digit sequence, continuing after every number given that
 * day (dissolved groups included: a number in an exam's history never names two groups).
 */
function nextGroupNo(db: Db, time: string): string {
  const prefix = `GL${time.slice(0, 10).replaceAll('-', '')}`
  const rows = db.prepare('SELECT DISTINCT group_no AS g FROM ris_exam_link_log WHERE group_no LIKE ?').all(`${prefix}%`) as { g: string }[]
  const last = rows.reduce((max, { g }) => Math.max(max, Number(g.slice(prefix.length)) || 0), 0)
  return `${prefix}${String(last + 1).padStart(3, '0')}`
}

/** Tells open lists the exams changed patient or group (they reload), as heard within each listener's data scope. */
function publishMoved(s: Services, db: Db, action: string, examIds: readonly number[]): void {
  if (examIds.length === 0) return
  const modalities = db.prepare('SELECT DISTINCT modality AS m FROM ris_exam WHERE id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(examIds)) as { m: string }[]
  s.events.publish({ kind: 'moved', action, examIds: [...examIds], modalities: modalities.map((row) => row.m) })
}
