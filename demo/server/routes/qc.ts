import { z } from 'zod'
import type {
  QcCutoffDto, QcFamily, QcSampleDetailDto, QcSampleDto, QcScoreDto, QcScoreEntry, QcScoreItemDto, QcStatDto, QcStatRow, QcTaskDto, QcUserRef,
} from '../../../src/core/contract/qc'
import { QC_FAMILY_MODALITIES, qcPermission, scaleApplies } from '../../../src/core/qc/qcFamily'
import { gradesOf, scoreQcSheet, type QcEntryError } from '../../../src/core/qc/scoreSheet'
import type { Db } from '../db/db'
import { has, nickOf, type Principal } from '../lib/auth'
import type { Services } from '../lib/context'
import { createdBy, uniqueAsField } from '../lib/crud'
import { HttpError } from '../lib/errors'
import { translate, type MessageKey } from '../lib/messages'
import { drawSamples, ISSUED_AT, qcCandidates, sampleSize } from '../lib/qcDraw'
import { invalidFields, Resource } from '../lib/route'
import { orderBy, pageArgs } from '../lib/sql'
import { formatDateTime } from '../lib/time'
import { IdList, IdParams, pageOf } from '../schemas/common'
import {
  QcCutoffBodySchema, QcCutoffSchema, QcFamilyQuery, QcItemBodySchema, QcItemQuery, QcItemSchema, QcSampleDetailSchema, QcSampleQuery, QcSampleSchema,
  QcScoreBodySchema, QcStatQuery, QcStatSchema, QcTaskBodySchema, QcTaskQuery, QcTaskSchema,
} from '../schemas/qc'

type Action = 'list' | 'add' | 'edit' | 'del' | 'score'

/** Both families' permission for an action: who may call at all (the family of the record decides the rest). */
const either = (action: Action): [string, string] => [qcPermission('imaging', action), qcPermission('ultrasound', action)]

/** Refuses with 403 unless the caller holds the action's permission for this family. */
function requireQc(principal: Principal, family: QcFamily, action: Action): void {
  if (!has(principal, qcPermission(family, action))) {
    throw new HttpError(403, 'qc.familyForbidden', { params: { permission: qcPermission(family, action) } })
  }
}

interface ItemRow { id: number; family: QcFamily; part: 'image' | 'report'; scale: 'points' | 'xray' | 'ctmr'; name: string; max_points: number; rule: string | null; sort: number; enabled: number }
interface TaskRow {
  id: number; name: string; family: QcFamily; period: string; modality: string | null; dept_id: number | null; dept_name: string | null
  ratio: number | null; count: number | null; seed: number; blind: number; state: QcTaskDto['state']; candidates: number; drawn_at: string | null
  create_by: string; create_time: string; samples: number; scored: number
}
interface SampleRow {
  id: number; task_id: number; task_name: string; family: QcFamily; blind: number; task_state: QcTaskDto['state']; exam_id: number; exam_no: string
  patient_name: string; exam_item: string; modality: string; report_id: number; report_time: string; author_id: number | null; author_name: string
  state: 'pending' | 'scored'; reviewer: number | null
  entries: string | null; comment: string | null; report_points: number | null; report_max: number | null; report_score: number | null
  grade: string | null; image_score: number | null; image_grade: string | null; image_level: QcScoreDto['imageLevel']; reviewer_name: string | null
  time: string | null; version: number | null
}

const itemDto = (row: ItemRow): QcScoreItemDto => ({
  id: row.id, family: row.family, part: row.part, scale: row.scale, name: row.name, maxPoints: row.max_points, rule: row.rule, sort: row.sort,
  enabled: row.enabled === 1,
})

const ITEM_SELECT = 'SELECT id, family, part, scale, name, max_points, rule, sort, enabled FROM qc_score_item'

/** The enabled items of a family that belong on the sheet of an exam of this modality, in sheet order. */
export function sheetItems(db: Db, family: QcFamily, modality: string): QcScoreItemDto[] {
  const rows = db.prepare(`${ITEM_SELECT} WHERE family = ? AND enabled = 1 ORDER BY part, sort, id`).all(family) as ItemRow[]
  return rows.map(itemDto).filter((item) => scaleApplies(item.scale, modality))
}

/** The cut-offs of a family, best first. */
export function familyCutoffs(db: Db, family: QcFamily): QcCutoffDto[] {
  return (db.prepare('SELECT id, family, grade, min_score AS minScore FROM qc_grade_cutoff WHERE family = ? ORDER BY min_score DESC, id')
    .all(family) as QcCutoffDto[])
}

const TASK_SELECT = `SELECT t.id, t.name, t.family, t.period, t.modality, t.dept_id, d.name AS dept_name, t.ratio, t.count, t.seed, t.blind, t.state,
    t.candidates, t.drawn_at, t.create_by, t.create_time,
    (SELECT COUNT(*) FROM qc_sample s WHERE s.task_id = t.id) AS samples,
    (SELECT COUNT(*) FROM qc_sample s WHERE s.task_id = t.id AND s.state = 'scored') AS scored
  FROM qc_task t LEFT JOIN sys_dept d ON d.id = t.dept_id`

function reviewersOf(db: Db, taskId: number): QcUserRef[] {
  return db.prepare(`SELECT u.id, u.nick_name AS name FROM qc_task_reviewer r JOIN sys_user u ON u.id = r.user_id
    WHERE r.task_id = ? ORDER BY u.id`).all(taskId) as QcUserRef[]
}

function taskDto(db: Db, row: TaskRow): QcTaskDto {
  return {
    id: row.id, name: row.name, family: row.family, period: row.period, modality: row.modality, deptId: row.dept_id, deptName: row.dept_name,
    ratio: row.ratio, count: row.count, seed: row.seed, blind: row.blind === 1, state: row.state, reviewers: reviewersOf(db, row.id),
    samples: row.samples, scored: row.scored, candidates: row.candidates, drawnAt: row.drawn_at, createBy: row.create_by, createTime: row.create_time,
  }
}

const SAMPLE_SELECT = `SELECT s.id, s.task_id, t.name AS task_name, t.family, t.blind, t.state AS task_state, s.exam_id, e.exam_no, p.name AS patient_name,
    e.exam_item, s.modality, s.report_id, ${ISSUED_AT} AS report_time, s.author_id, s.author_name, s.state,
    (SELECT 1 FROM qc_task_reviewer v WHERE v.task_id = t.id AND v.user_id = ?) AS reviewer,
    sc.entries, sc.comment, sc.report_points, sc.report_max, sc.report_score, sc.grade, sc.image_score, sc.image_grade, sc.image_level,
    sc.reviewer_name, sc.time, sc.version
  FROM qc_sample s JOIN qc_task t ON t.id = s.task_id JOIN ris_exam e ON e.id = s.exam_id JOIN ris_patient p ON p.id = e.patient_ref
    JOIN ris_report r ON r.id = s.report_id LEFT JOIN qc_score sc ON sc.sample_id = s.id`

/** Whether a sample's author may be shown: the task is not blind, or it is closed (the QC meeting discusses it by name). */
const authorShown = (row: Pick<SampleRow, 'blind' | 'task_state'>): boolean => row.blind === 0 || row.task_state === 'closed'

/** Whether the caller may score the sample: a reviewer of its task, not its author, the task drawn and not closed. */
const mayScore = (row: SampleRow, principal: Principal): boolean => row.reviewer === 1 && row.author_id !== principal.userId
  && (row.task_state === 'drawn' || row.task_state === 'scoring') && has(principal, qcPermission(row.family, 'score'))

function sampleDto(row: SampleRow, principal: Principal): QcSampleDto {
  const shown = authorShown(row)
  return {
    id: row.id, taskId: row.task_id, taskName: row.task_name, family: row.family, examineId: row.exam_id, examNo: row.exam_no,
    patientName: row.patient_name, examItem: row.exam_item, modality: row.modality, reportId: row.report_id, reportTime: row.report_time,
    author: shown ? row.author_name : null, authorId: shown ? row.author_id : null, state: row.state, blind: row.blind === 1, taskState: row.task_state,
    mayScore: mayScore(row, principal),
    score: row.version === null ? null : {
      entries: JSON.parse(row.entries!) as QcScoreEntry[], comment: row.comment, reportPoints: row.report_points!, reportMax: row.report_max!,
      reportScore: row.report_score!, grade: row.grade, imageScore: row.image_score, imageGrade: row.image_grade, imageLevel: row.image_level,
      reviewer: row.reviewer_name!, time: row.time!, version: row.version,
    },
  }
}

const ENTRY_REASON: Record<QcEntryError['reason'], MessageKey> = {
  missing: 'qc.entryMissing', range: 'qc.entryRange', unknownItem: 'qc.entryUnknown', duplicate: 'qc.entryDuplicate', noReportItems: 'qc.noReportItems',
}

const rate = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10)

/**
 * Quality control by sampling (issue 14): score items and grade cut-offs of each family's sheets, monthly sampling
 * tasks with their seeded draw, the samples and their scores, and the statistics. Every call names its family
 * (`imaging` → `qc:*`, `ultrasound` → `usqc:*`) and the caller must hold that family's permission; records are checked
 * against their own family. A reviewer scores only samples of the tasks he reviews, never one he wrote; while a task
 * is blind and open no answer names a sample's author.
 */
export function qcRoutes(s: Services): Resource[] {
  const { db } = s
  const items = new Resource('/api/qc/item', 'qc', s)
  const cutoffs = new Resource('/api/qc/cutoff', 'qc', s)
  const tasks = new Resource('/api/qc/task', 'qc', s)
  const samples = new Resource('/api/qc/sample', 'qc', s)
  const misc = new Resource('/api/qc', 'qc', s)

  // ---- score items ----
  const itemOf = (id: number): ItemRow => {
    const row = db.prepare(`${ITEM_SELECT} WHERE id = ?`).get(id) as ItemRow | undefined
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    return row
  }
  items.route({
    method: 'get', path: '/', permission: either('list'), query: QcItemQuery, response: pageOf(QcItemSchema),
    summary: 'The score items of a family\'s sheets (image and report parts)',
  }, (c, { query, principal }) => {
    requireQc(principal, query.family, 'list')
    const where = `WHERE family = ?${query.part ? ' AND part = ?' : ''}`
    const args = query.part ? [query.family, query.part] : [query.family]
    const order = orderBy(query.sort, { sort: 'sort', name: 'name', part: 'part', id: 'id' }, 'part, sort, id')
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM qc_score_item ${where}`).get(...args) as { n: number }).n
    const rows = db.prepare(`${ITEM_SELECT} ${where} ${order} LIMIT ? OFFSET ?`).all(...args, ...pageArgs(query.page, query.size)) as ItemRow[]
    return c.json({ content: rows.map(itemDto), totalElements: total })
  })
  const itemValues = (body: z.output<typeof QcItemBodySchema>) => {
    if (body.scale !== 'points' && body.part !== 'image') throw new HttpError(400, 'qc.gradeOnReport', { field: 'scale' })
    if (body.family === 'ultrasound' && body.scale !== 'points') throw new HttpError(400, 'qc.scaleNotInFamily', { field: 'scale' })
    // A graded item's "points" are its number of grades: the sheet grades it, never adds it up.
    return [body.part, body.scale, body.name, body.scale === 'points' ? body.maxPoints : 4, body.rule, body.sort, body.enabled ? 1 : 0] as const
  }
  items.route({
    method: 'post', path: '/', permission: either('add'), body: QcItemBodySchema, response: QcItemSchema, status: 201,
    summary: 'Add a score item',
  }, (c, { body, principal }) => {
    requireQc(principal, body.family, 'add')
    const audit = createdBy(principal, s.now())
    const id = Number(db.prepare(`INSERT INTO qc_score_item (family, part, scale, name, max_points, rule, sort, enabled, create_by, update_by, create_time, update_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(body.family, ...itemValues(body), audit.create_by, audit.update_by, audit.create_time, audit.update_time)
      .lastInsertRowid)
    return c.json(itemDto(itemOf(id)), 201)
  })
  items.route({
    method: 'put', path: '/', permission: either('edit'), body: QcItemBodySchema, status: 204,
    summary: 'Change a score item (saved scores keep the totals they were given)',
  }, (c, { body, principal }) => {
    if (body.id === undefined) throw new HttpError(400, 'validation.blank', { field: 'id' })
    const row = itemOf(body.id)
    requireQc(principal, row.family, 'edit')
    if (body.family !== row.family) throw new HttpError(400, 'qc.familyFixed', { field: 'family' })
    db.prepare(`UPDATE qc_score_item SET part = ?, scale = ?, name = ?, max_points = ?, rule = ?, sort = ?, enabled = ?, update_by = ?, update_time = ?
      WHERE id = ?`).run(...itemValues(body), principal.username, formatDateTime(s.now()), row.id)
    return c.body(null, 204)
  })
  items.route({
    method: 'delete', path: '/', permission: either('del'), body: IdList, status: 204,
    summary: 'Delete score items no saved score uses (disable those that are used)',
  }, (c, { body, principal }) => {
    db.transaction(() => {
      for (const id of body) {
        const row = itemOf(id)
        requireQc(principal, row.family, 'del')
        const used = db.prepare(`SELECT 1 FROM qc_score sc, json_each(sc.entries) j WHERE json_extract(j.value, '$.itemId') = ? LIMIT 1`).get(id)
        if (used) throw new HttpError(409, 'qc.itemInUse', { params: { name: row.name } })
        db.prepare('DELETE FROM qc_score_item WHERE id = ?').run(id)
      }
    })()
    return c.body(null, 204)
  })

  // ---- grade cut-offs ----
  const cutoffOf = (id: number): QcCutoffDto => {
    const row = db.prepare('SELECT id, family, grade, min_score AS minScore FROM qc_grade_cutoff WHERE id = ?').get(id) as QcCutoffDto | undefined
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    return row
  }
  cutoffs.route({
    method: 'get', path: '/', permission: either('list'), query: QcFamilyQuery, response: pageOf(QcCutoffSchema),
    summary: 'The report-grade cut-offs of a family, best first (local practice: the department sets them)',
  }, (c, { query, principal }) => {
    requireQc(principal, query.family, 'list')
    const rows = familyCutoffs(db, query.family)
    return c.json({ content: rows, totalElements: rows.length })
  })
  const uniqueGrade = { 'qc_grade_cutoff.family, qc_grade_cutoff.grade': 'grade' }
  cutoffs.route({
    method: 'post', path: '/', permission: either('add'), body: QcCutoffBodySchema, response: QcCutoffSchema, status: 201, summary: 'Add a grade cut-off',
  }, (c, { body, principal }) => {
    requireQc(principal, body.family, 'add')
    const id = uniqueAsField(uniqueGrade, () => Number(db.prepare(`INSERT INTO qc_grade_cutoff (family, grade, min_score, update_by, update_time)
      VALUES (?, ?, ?, ?, ?)`).run(body.family, body.grade, body.minScore, principal.username, formatDateTime(s.now())).lastInsertRowid), () => body.grade)
    return c.json(cutoffOf(id), 201)
  })
  cutoffs.route({
    method: 'put', path: '/', permission: either('edit'), body: QcCutoffBodySchema, status: 204,
    summary: 'Change a grade cut-off (saved scores keep the grade they were given)',
  }, (c, { body, principal }) => {
    if (body.id === undefined) throw new HttpError(400, 'validation.blank', { field: 'id' })
    const row = cutoffOf(body.id)
    requireQc(principal, row.family, 'edit')
    if (body.family !== row.family) throw new HttpError(400, 'qc.familyFixed', { field: 'family' })
    uniqueAsField(uniqueGrade, () => db.prepare('UPDATE qc_grade_cutoff SET grade = ?, min_score = ?, update_by = ?, update_time = ? WHERE id = ?')
      .run(body.grade, body.minScore, principal.username, formatDateTime(s.now()), row.id), () => body.grade)
    return c.body(null, 204)
  })
  cutoffs.route({
    method: 'delete', path: '/', permission: either('del'), body: IdList, status: 204, summary: 'Delete grade cut-offs',
  }, (c, { body, principal }) => {
    db.transaction(() => {
      for (const id of body) {
        requireQc(principal, cutoffOf(id).family, 'del')
        db.prepare('DELETE FROM qc_grade_cutoff WHERE id = ?').run(id)
      }
    })()
    return c.body(null, 204)
  })

  // ---- choices of the task form ----
  misc.route({
    method: 'get', path: '/reviewers', permission: either('list'), query: QcFamilyQuery, response: z.array(z.object({ id: z.number(), name: z.string() })),
    summary: 'The enabled users who may review a family\'s samples (they hold its score permission)',
  }, (c, { query, principal }) => {
    requireQc(principal, query.family, 'list')
    const rows = db.prepare(`SELECT DISTINCT u.id, u.nick_name AS name FROM sys_user u
        JOIN sys_users_roles ur ON ur.user_id = u.id JOIN sys_roles_menus rm ON rm.role_id = ur.role_id JOIN sys_menu m ON m.id = rm.menu_id
      WHERE u.enabled = 1 AND u.is_admin = 0 AND m.permission = ? ORDER BY u.id`).all(qcPermission(query.family, 'score')) as QcUserRef[]
    return c.json(rows)
  })
  misc.route({
    method: 'get', path: '/depts', permission: either('list'), query: QcFamilyQuery,
    response: z.array(z.object({ id: z.number(), name: z.string() })),
    summary: 'The departments performing a family\'s modalities (a task\'s department choices)',
  }, (c, { query, principal }) => {
    requireQc(principal, query.family, 'list')
    const modalities = QC_FAMILY_MODALITIES[query.family]
    const rows = db.prepare(`SELECT DISTINCT d.id, d.name FROM ris_modality m JOIN sys_dept d ON d.id = m.dept_id
      WHERE m.code IN (${modalities.map(() => '?').join(',')}) ORDER BY d.id`).all(...modalities)
    return c.json(rows)
  })

  // ---- tasks ----
  const taskOf = (id: number): TaskRow => {
    const row = db.prepare(`${TASK_SELECT} WHERE t.id = ?`).get(id) as TaskRow | undefined
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    return row
  }
  tasks.route({
    method: 'get', path: '/', permission: either('list'), query: QcTaskQuery, response: pageOf(QcTaskSchema),
    summary: 'The sampling tasks of a family, newest period first',
  }, (c, { query, principal }) => {
    requireQc(principal, query.family, 'list')
    const where = ['t.family = ?']
    const args: (string | number)[] = [query.family]
    if (query.state) { where.push('t.state = ?'); args.push(query.state) }
    if (query.period) { where.push('t.period = ?'); args.push(query.period) }
    if (query.blurry) { where.push("t.name LIKE ? ESCAPE '\\'"); args.push(`%${query.blurry.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`) }
    const sql = `WHERE ${where.join(' AND ')}`
    const order = orderBy(query.sort, { period: 't.period', name: 't.name', createTime: 't.create_time', id: 't.id' }, 't.period DESC, t.id DESC')
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM qc_task t ${sql}`).get(...args) as { n: number }).n
    const rows = db.prepare(`${TASK_SELECT} ${sql} ${order} LIMIT ? OFFSET ?`).all(...args, ...pageArgs(query.page, query.size)) as TaskRow[]
    return c.json({ content: rows.map((row) => taskDto(db, row)), totalElements: total })
  })
  tasks.route({
    method: 'get', path: '/:id', permission: either('list'), params: IdParams, response: QcTaskSchema, summary: 'One sampling task',
  }, (c, { params, principal }) => {
    const row = taskOf(params.id)
    requireQc(principal, row.family, 'list')
    return c.json(taskDto(db, row))
  })

  const checkTaskBody = (body: z.output<typeof QcTaskBodySchema>) => {
    if (body.modality !== null && !QC_FAMILY_MODALITIES[body.family].includes(body.modality)) {
      throw new HttpError(400, 'qc.modalityNotInFamily', { field: 'modality', params: { modality: body.modality } })
    }
    if (body.deptId !== null && !db.prepare('SELECT 1 FROM sys_dept WHERE id = ?').get(body.deptId)) {
      throw new HttpError(400, 'common.recordNotFound', { field: 'deptId', params: { id: body.deptId } })
    }
    const allowed = new Set((db.prepare(`SELECT DISTINCT ur.user_id AS id FROM sys_users_roles ur JOIN sys_roles_menus rm ON rm.role_id = ur.role_id
      JOIN sys_menu m ON m.id = rm.menu_id JOIN sys_user u ON u.id = ur.user_id WHERE m.permission = ? AND u.enabled = 1`)
      .all(qcPermission(body.family, 'score')) as { id: number }[]).map((r) => r.id))
    const refused = body.reviewerIds.filter((id) => !allowed.has(id))
    if (refused.length) throw new HttpError(400, 'qc.reviewerNotAllowed', { field: 'reviewerIds', params: { ids: refused.join(', ') } })
  }
  const setReviewers = (taskId: number, ids: readonly number[]) => {
    db.prepare('DELETE FROM qc_task_reviewer WHERE task_id = ?').run(taskId)
    const insert = db.prepare('INSERT OR IGNORE INTO qc_task_reviewer (task_id, user_id) VALUES (?, ?)')
    for (const id of ids) insert.run(taskId, id)
  }
  tasks.route({
    method: 'post', path: '/', permission: either('add'), body: QcTaskBodySchema, response: QcTaskSchema, status: 201,
    summary: 'Create a sampling task (draft)',
    description: 'A ratio (percent, rounded up) or a count, not both; the seed decides the draw; reviewers must hold the family\'s score permission.',
  }, (c, { body, principal }) => {
    requireQc(principal, body.family, 'add')
    checkTaskBody(body)
    const audit = createdBy(principal, s.now())
    const id = db.transaction(() => {
      const taskId = Number(db.prepare(`INSERT INTO qc_task (name, family, period, modality, dept_id, ratio, count, seed, blind, state, create_by, update_by,
          create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'draft', ?, ?, ?, ?)`)
        .run(body.name, body.family, body.period, body.modality, body.deptId, body.ratio, body.count, body.seed, body.blind ? 1 : 0,
          audit.create_by, audit.update_by, audit.create_time, audit.update_time).lastInsertRowid)
      setReviewers(taskId, body.reviewerIds)
      return taskId
    })()
    return c.json(taskDto(db, taskOf(id)), 201)
  })
  tasks.route({
    method: 'put', path: '/', permission: either('edit'), body: QcTaskBodySchema, status: 204,
    summary: 'Change a sampling task',
    description: 'Its month, scope, size and seed only while no sample is scored (a change after a draw discards the samples: draw again); '
      + 'name, blindness and reviewers until it is closed.',
  }, (c, { body, principal }) => {
    if (body.id === undefined) throw new HttpError(400, 'validation.blank', { field: 'id' })
    const row = taskOf(body.id)
    requireQc(principal, row.family, 'edit')
    if (body.family !== row.family) throw new HttpError(400, 'qc.familyFixed', { field: 'family' })
    if (row.state === 'closed') throw new HttpError(409, 'qc.taskClosed', { params: { name: row.name } })
    checkTaskBody(body)
    const scopeChanged = body.period !== row.period || body.modality !== row.modality || body.deptId !== row.dept_id || body.ratio !== row.ratio
      || body.count !== row.count || body.seed !== row.seed
    if (scopeChanged && row.scored > 0) throw new HttpError(409, 'qc.alreadyScored', { params: { name: row.name, scored: row.scored } })
    db.transaction(() => {
      db.prepare(`UPDATE qc_task SET name = ?, period = ?, modality = ?, dept_id = ?, ratio = ?, count = ?, seed = ?, blind = ?, update_by = ?, update_time = ?
        WHERE id = ?`).run(body.name, body.period, body.modality, body.deptId, body.ratio, body.count, body.seed, body.blind ? 1 : 0,
        principal.username, formatDateTime(s.now()), row.id)
      if (scopeChanged && row.samples > 0) {
        db.prepare('DELETE FROM qc_sample WHERE task_id = ?').run(row.id)
        db.prepare("UPDATE qc_task SET state = 'draft', candidates = 0, drawn_at = NULL WHERE id = ?").run(row.id)
      }
      setReviewers(row.id, body.reviewerIds)
    })()
    return c.body(null, 204)
  })
  tasks.route({
    method: 'delete', path: '/', permission: either('del'), body: IdList, status: 204, summary: 'Delete sampling tasks none of whose samples is scored',
  }, (c, { body, principal }) => {
    db.transaction(() => {
      for (const id of body) {
        const row = taskOf(id)
        requireQc(principal, row.family, 'del')
        if (row.scored > 0) throw new HttpError(409, 'qc.alreadyScored', { params: { name: row.name, scored: row.scored } })
        db.prepare('DELETE FROM qc_task WHERE id = ?').run(id)
      }
    })()
    return c.body(null, 204)
  })
  tasks.route({
    method: 'post', path: '/:id/draw', permission: either('edit'), params: IdParams, response: QcTaskSchema,
    summary: 'Draw (or draw again) the task\'s samples with its seed',
    description: 'Candidates are the final reports issued in the month within the scope, ordered by exam id; the seeded shuffle picks the ratio '
      + '(rounded up) or the count of them. Drawing again is refused once a sample is scored (409); no candidate answers 409.',
  }, (c, { params, principal }) => {
    const row = taskOf(params.id)
    requireQc(principal, row.family, 'edit')
    if (row.state === 'closed') throw new HttpError(409, 'qc.taskClosed', { params: { name: row.name } })
    if (row.scored > 0) throw new HttpError(409, 'qc.alreadyScored', { params: { name: row.name, scored: row.scored } })
    const candidates = qcCandidates(db, { family: row.family, period: row.period, modality: row.modality, deptId: row.dept_id })
    const picked = drawSamples(candidates, sampleSize(candidates.length, row), row.seed)
    if (picked.length === 0) throw new HttpError(409, 'qc.noCandidates', { params: { period: row.period } })
    db.transaction(() => {
      db.prepare('DELETE FROM qc_sample WHERE task_id = ?').run(row.id)
      const insert = db.prepare(`INSERT INTO qc_sample (task_id, exam_id, report_id, author_id, author_name, modality, state)
        VALUES (?, ?, ?, ?, ?, ?, 'pending')`)
      for (const sample of picked) insert.run(row.id, sample.examId, sample.reportId, sample.authorId, sample.authorName, sample.modality)
      db.prepare("UPDATE qc_task SET state = 'drawn', candidates = ?, drawn_at = ?, update_by = ?, update_time = ? WHERE id = ?")
        .run(candidates.length, formatDateTime(s.now()), principal.username, formatDateTime(s.now()), row.id)
    })()
    return c.json(taskDto(db, taskOf(row.id)))
  })
  tasks.route({
    method: 'post', path: '/:id/close', permission: either('edit'), params: IdParams, response: QcTaskSchema,
    summary: 'Close a task: no more scoring; a blind task\'s authors are shown from now on and its scores count in the statistics',
  }, (c, { params, principal }) => {
    const row = taskOf(params.id)
    requireQc(principal, row.family, 'edit')
    if (row.state === 'closed') throw new HttpError(409, 'qc.taskClosed', { params: { name: row.name } })
    if (row.state === 'draft') throw new HttpError(409, 'qc.notDrawn', { params: { name: row.name } })
    const time = formatDateTime(s.now())
    db.prepare("UPDATE qc_task SET state = 'closed', closed_at = ?, update_by = ?, update_time = ? WHERE id = ?").run(time, principal.username, time, row.id)
    return c.json(taskDto(db, taskOf(row.id)))
  })

  // ---- samples and scores ----
  const sampleOf = (id: number, principal: Principal): SampleRow => {
    const row = db.prepare(`${SAMPLE_SELECT} WHERE s.id = ?`).get(principal.userId, id) as SampleRow | undefined
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    return row
  }
  samples.route({
    method: 'get', path: '/', permission: [...either('list'), ...either('score')], query: QcSampleQuery, response: pageOf(QcSampleSchema),
    summary: 'A task\'s samples, or the caller\'s scoring queue (mine=true); authors are null while a task is blind and open',
  }, (c, { query, principal }) => {
    if (!has(principal, qcPermission(query.family, 'list')) && !has(principal, qcPermission(query.family, 'score'))) {
      throw new HttpError(403, 'qc.familyForbidden', { params: { permission: qcPermission(query.family, 'list') } })
    }
    const where = ['t.family = ?']
    const args: (string | number)[] = [query.family]
    if (query.taskId !== undefined) { where.push('s.task_id = ?'); args.push(query.taskId) }
    if (query.state) { where.push('s.state = ?'); args.push(query.state) }
    if (query.mine) {
      where.push("EXISTS (SELECT 1 FROM qc_task_reviewer v WHERE v.task_id = t.id AND v.user_id = ?) AND t.state IN ('drawn', 'scoring')"
        + ' AND (s.author_id IS NULL OR s.author_id <> ?)')
      args.push(principal.userId, principal.userId)
    } else if (!has(principal, qcPermission(query.family, 'list'))) {
      throw new HttpError(403, 'qc.familyForbidden', { params: { permission: qcPermission(query.family, 'list') } })
    }
    const sql = `WHERE ${where.join(' AND ')}`
    const order = orderBy(query.sort, { id: 's.id', examNo: 'e.exam_no', state: 's.state', reportTime: ISSUED_AT }, 's.state, s.id')
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM qc_sample s JOIN qc_task t ON t.id = s.task_id ${sql}`).get(...args) as { n: number }).n
    const rows = db.prepare(`${SAMPLE_SELECT} ${sql} ${order} LIMIT ? OFFSET ?`)
      .all(principal.userId, ...args, ...pageArgs(query.page, query.size)) as SampleRow[]
    return c.json({ content: rows.map((row) => sampleDto(row, principal)), totalElements: total })
  })
  samples.route({
    method: 'get', path: '/:id', permission: [...either('list'), ...either('score')], params: IdParams, response: QcSampleDetailSchema,
    summary: 'A sample with its report\'s findings and impression (no physician names) and its score sheet',
  }, (c, { params, principal }) => {
    const row = sampleOf(params.id, principal)
    if (!has(principal, qcPermission(row.family, 'list')) && !(row.reviewer === 1 && has(principal, qcPermission(row.family, 'score')))) {
      throw new HttpError(403, 'qc.familyForbidden', { params: { permission: qcPermission(row.family, 'list') } })
    }
    const report = db.prepare('SELECT findings, impression FROM ris_report WHERE id = ?').get(row.report_id) as { findings: string; impression: string }
    const detail: QcSampleDetailDto = {
      ...sampleDto(row, principal), ...report, items: sheetItems(db, row.family, row.modality), cutoffs: familyCutoffs(db, row.family),
    }
    return c.json(detail)
  })
  samples.route({
    method: 'put', path: '/:id/score', permission: either('score'), params: IdParams, body: QcScoreBodySchema, response: QcSampleSchema,
    summary: 'Score a sample; the server computes the totals and grades with the shared sheet',
    description: 'Only a reviewer of the sample\'s task, never its author, while the task is drawn or scoring (403/409). Every item of the sheet '
      + 'needs an entry on its scale: deducted points (0 … maximum, half points) or a grade; a stale version answers 409.',
  }, (c, { params, principal, body, locale }) => {
    const row = sampleOf(params.id, principal)
    requireQc(principal, row.family, 'score')
    if (row.reviewer !== 1) throw new HttpError(403, 'qc.notReviewer', { params: { task: row.task_name } })
    if (row.author_id === principal.userId) throw new HttpError(403, 'qc.ownReport')
    if (row.task_state === 'closed') throw new HttpError(409, 'qc.taskClosed', { params: { name: row.task_name } })
    const sheet = sheetItems(db, row.family, row.modality)
    const outcome = scoreQcSheet(sheet, body.entries, familyCutoffs(db, row.family))
    if (!outcome.ok) {
      throw invalidFields(outcome.errors.map((error) => {
        const index = body.entries.findIndex((entry) => entry.itemId === error.itemId)
        const item = sheet.find((it) => it.id === error.itemId)
        return {
          field: index >= 0 ? `entries.${index}.value` : 'entries',
          message: translate(locale, ENTRY_REASON[error.reason], { name: item?.name ?? String(error.itemId ?? ''), max: item?.maxPoints ?? 0 }),
        }
      }))
    }
    const result = outcome.result
    const time = formatDateTime(s.now())
    const reviewer = nickOf(db, principal)
    db.transaction(() => {
      const current = db.prepare('SELECT version, reviewer_name AS reviewer FROM qc_score WHERE sample_id = ?').get(row.id) as
        { version: number; reviewer: string } | undefined
      if (body.version !== (current?.version ?? 0)) {
        throw new HttpError(409, 'qc.scoreConflict', { params: { reviewer: current?.reviewer ?? '', version: current?.version ?? 0 } })
      }
      db.prepare(`INSERT INTO qc_score (sample_id, entries, comment, report_points, report_max, report_score, grade, image_score, image_grade, image_level,
          reviewer_id, reviewer_name, time, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
        ON CONFLICT (sample_id) DO UPDATE SET entries = excluded.entries, comment = excluded.comment, report_points = excluded.report_points,
          report_max = excluded.report_max, report_score = excluded.report_score, grade = excluded.grade, image_score = excluded.image_score,
          image_grade = excluded.image_grade, image_level = excluded.image_level, reviewer_id = excluded.reviewer_id,
          reviewer_name = excluded.reviewer_name, time = excluded.time, version = qc_score.version + 1`)
        .run(row.id, JSON.stringify(body.entries.map((e) => ({ itemId: e.itemId, value: e.value, comment: e.comment }))), body.comment,
          result.reportPoints, result.reportMax, result.reportScore, result.grade, result.imageScore, result.imageGrade, result.imageLevel,
          principal.userId, reviewer, time)
      db.prepare("UPDATE qc_sample SET state = 'scored' WHERE id = ?").run(row.id)
      db.prepare("UPDATE qc_task SET state = 'scoring' WHERE id = ? AND state = 'drawn'").run(row.task_id)
    })()
    return c.json(sampleDto(sampleOf(row.id, principal), principal))
  })

  // ---- statistics ----
  misc.route({
    method: 'get', path: '/statistics', permission: either('list'), query: QcStatQuery, response: QcStatSchema,
    summary: 'Scored samples by physician, department or month: count, mean report score, grade distribution, image pass and excellent rates',
    description: 'Only tasks whose authors are shown count (not blind, or closed), so no figure pairs a blind sample with its author; `withheld` '
      + 'counts the scored samples left out. Departments are those performing the exam\'s modality; months are the tasks\' periods.',
  }, (c, { query, principal, t }) => {
    requireQc(principal, query.family, 'list')
    const key = { physician: "COALESCE(CAST(s.author_id AS TEXT), 'name:' || s.author_name)", dept: "COALESCE(CAST(d.id AS TEXT), '-')", period: 't.period' }[query.groupBy]
    const label = { physician: 'MAX(s.author_name)', dept: `COALESCE(MAX(d.name), '${t('qc.noDept').replace(/'/g, "''")}')`, period: 't.period' }[query.groupBy]
    const from = `FROM qc_score sc JOIN qc_sample s ON s.id = sc.sample_id JOIN qc_task t ON t.id = s.task_id
      LEFT JOIN ris_modality m ON m.code = s.modality LEFT JOIN sys_dept d ON d.id = m.dept_id
      WHERE t.family = ? AND t.period >= ? AND t.period <= ?`
    const revealed = `${from} AND (t.blind = 0 OR t.state = 'closed')`
    const args = [query.family, query.from, query.to]
    const measures = `COUNT(*) AS samples, AVG(sc.report_score) AS mean, SUM(sc.image_level IS NOT NULL) AS graded,
      SUM(sc.image_level IN ('excellent', 'pass')) AS pass, SUM(sc.image_level = 'excellent') AS excellent`
    type Agg = { key: string; label: string; samples: number; mean: number | null; graded: number | null; pass: number | null; excellent: number | null }
    const groups = db.prepare(`SELECT ${key} AS key, ${label} AS label, ${measures} ${revealed} GROUP BY 1 ORDER BY 2, 1`).all(...args) as Agg[]
    const gradeRows = db.prepare(`SELECT ${key} AS key, sc.grade AS grade, COUNT(*) AS n ${revealed} GROUP BY 1, 2`).all(...args) as
      { key: string; grade: string | null; n: number }[]
    const totalAgg = db.prepare(`SELECT 'total' AS key, '' AS label, ${measures} ${revealed}`).get(...args) as Agg
    const grades = gradesOf(familyCutoffs(db, query.family))
    const toRow = (agg: Agg, label: string, counts: Record<string, number>): QcStatRow => {
      const graded = agg.graded ?? 0
      return {
        key: agg.key, label, samples: agg.samples, meanScore: agg.mean === null ? null : Math.round(agg.mean * 10) / 10, grades: counts,
        imageGraded: graded, imagePass: agg.pass ?? 0, imageExcellent: agg.excellent ?? 0,
        imagePassRate: rate(agg.pass ?? 0, graded), imageExcellentRate: rate(agg.excellent ?? 0, graded),
      }
    }
    const countsOf = (filter: (r: { key: string }) => boolean): Record<string, number> => {
      const counts: Record<string, number> = Object.fromEntries(grades.map((g) => [g, 0]))
      for (const r of gradeRows.filter(filter)) {
        const name = r.grade ?? '-'
        counts[name] = (counts[name] ?? 0) + r.n
      }
      return counts
    }
    const withheld = (db.prepare(`SELECT COUNT(*) AS n ${from} AND t.blind = 1 AND t.state <> 'closed'`).get(...args) as { n: number }).n
    const answer: QcStatDto = {
      family: query.family, groupBy: query.groupBy, from: query.from, to: query.to, grades,
      rows: groups.map((g) => toRow(g, g.label, countsOf((r) => r.key === g.key))),
      total: toRow(totalAgg, t('qc.total'), countsOf(() => true)),
      withheld,
    }
    return c.json(answer)
  })

  return [items, cutoffs, tasks, samples, misc]
}
