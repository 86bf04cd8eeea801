import { z } from 'zod'
import type { CollectedCaseDto, CollectionFolderDto, CollectionScope, CollectionTagDto } from '../../../src/core/contract/collection'
import type { Db } from '../db/db'
import { has, nickOf, type Principal } from '../lib/auth'
import type { Services } from '../lib/context'
import { deptScope, inScope } from '../lib/dataScope'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { likeContains, orderBy, pageArgs } from '../lib/sql'
import { formatDateTime } from '../lib/time'
import {
  CollectedCaseResponse, CollectedCaseUpdateSchema, CollectionFolderRenameSchema, CollectionFolderResponse, CollectionFolderSchema,
  CollectionListQuery, CollectionMoveSchema, CollectionTagResponse, CollectSchema, FolderListQuery, TagListQuery,
} from '../schemas/collection'
import { IdList, IdParams, pageOf } from '../schemas/common'

const LIST = ['collection:list'] as const
const ADD = ['collection:add'] as const

interface FolderRow {
  id: number
  parent_id: number | null
  name: string
  scope: CollectionScope
  owner_id: number
  owner_name: string
  dept_id: number | null
  dept_name: string | null
  case_count: number
  create_time: string
}

interface CaseRow {
  id: number
  folder_id: number
  folder_name: string
  scope: CollectionScope
  folder_owner: number
  dept_id: number | null
  dept_name: string | null
  exam_id: number
  exam_no: string
  patient_name: string
  patient_id: string
  gender: string
  modality: string
  exam_item: string
  body_part: string
  age: number
  age_unit: 'Y' | 'M' | 'W' | 'D'
  exam_time: string
  findings: string | null
  impression: string | null
  note: string
  added_by_id: number
  added_by: string
  added_at: string
  tags: string | null
}

/** The caller as the collection rules need him: who, which department, which departments he reads. */
interface Viewer {
  principal: Principal
  dept: number | null
  /** Departments whose public folders he reads; null: all. */
  scope: number[] | null
}

const FOLDER_SELECT = `SELECT f.id, f.parent_id, f.name, f.scope, f.owner_id, u.nick_name AS owner_name, f.dept_id, d.name AS dept_name,
    (SELECT COUNT(*) FROM ris_collect_case c WHERE c.folder_id = f.id) AS case_count, f.create_time
  FROM ris_collect_folder f JOIN sys_user u ON u.id = f.owner_id LEFT JOIN sys_dept d ON d.id = f.dept_id`

// A report's text is teaching content once it has left the author's drafts; drafts, rejected and void reports show none.
const CASE_SELECT = `SELECT c.id, c.folder_id, f.name AS folder_name, f.scope, f.owner_id AS folder_owner, f.dept_id, d.name AS dept_name,
    c.exam_id, e.exam_no, p.name AS patient_name, p.patient_id, p.gender, e.modality, e.exam_item, e.body_part, e.age, e.age_unit,
    COALESCE(e.exam_time, e.register_time) AS exam_time,
    CASE WHEN r.state IN ('preliminary', 'final', 'corrected') THEN r.findings END AS findings,
    CASE WHEN r.state IN ('preliminary', 'final', 'corrected') THEN r.impression END AS impression,
    c.note, c.added_by_id, c.added_by, c.added_at,
    (SELECT group_concat(tag, char(31)) FROM (SELECT tag FROM ris_collect_tag WHERE case_id = c.id ORDER BY sort)) AS tags`
const CASE_FROM = `ris_collect_case c JOIN ris_collect_folder f ON f.id = c.folder_id LEFT JOIN sys_dept d ON d.id = f.dept_id
  JOIN ris_exam e ON e.id = c.exam_id JOIN ris_patient p ON p.id = e.patient_ref LEFT JOIN ris_report r ON r.exam_id = e.id`

/** The SQL condition (alias `f`) of the folders the viewer reads: his own personal ones and the public ones of his data scope. */
function visibleFolders(viewer: Viewer): { sql: string; args: unknown[] } {
  const own = "(f.scope = 'personal' AND f.owner_id = ?)"
  if (viewer.scope === null) return { sql: `(${own} OR f.scope = 'public')`, args: [viewer.principal.userId] }
  if (viewer.scope.length === 0) return { sql: own, args: [viewer.principal.userId] }
  return {
    sql: `(${own} OR (f.scope = 'public' AND f.dept_id IN (${viewer.scope.map(() => '?').join(',')})))`,
    args: [viewer.principal.userId, ...viewer.scope],
  }
}

/** A public folder of his own department (an administrator: any public folder). */
const ownDeptPublic = (viewer: Viewer, folder: { scope: CollectionScope; dept_id: number | null }) =>
  folder.scope === 'public' && (viewer.principal.isAdmin || (viewer.dept !== null && folder.dept_id === viewer.dept))

/** Whether the viewer may file cases into the folder: his own personal folder, or a public folder of his department. */
function mayWrite(viewer: Viewer, folder: { scope: CollectionScope; owner_id: number; dept_id: number | null }): boolean {
  return folder.scope === 'personal' ? folder.owner_id === viewer.principal.userId : ownDeptPublic(viewer, folder)
}

/** Whether the viewer may rename or delete the folder: its maker, or a curator (`collection:del`) of a public folder's department. */
function mayEditFolder(viewer: Viewer, folder: { scope: CollectionScope; owner_id: number; dept_id: number | null }): boolean {
  if (folder.owner_id === viewer.principal.userId) return true
  return folder.scope === 'public' && ownDeptPublic(viewer, folder) && has(viewer.principal, 'collection:del')
}

/** Whether the viewer sees the patient of a case: anything but another department's public folder (an administrator sees all). */
const identified = (viewer: Viewer, row: Pick<CaseRow, 'scope' | 'dept_id'>) =>
  row.scope === 'personal' || viewer.principal.isAdmin || (viewer.dept !== null && row.dept_id === viewer.dept)

/** Whether the viewer may change a case's tags and note or move it: the owner of its personal folder, or who added it to a public one. */
const mayEditCase = (viewer: Viewer, row: Pick<CaseRow, 'scope' | 'folder_owner' | 'added_by_id'>) =>
  viewer.principal.isAdmin || (row.scope === 'personal' ? row.folder_owner === viewer.principal.userId : row.added_by_id === viewer.principal.userId)

/** Whether the viewer may delete a case: as {@link mayEditCase}, or a curator (`collection:del`) of its public folder's department. */
const mayDeleteCase = (viewer: Viewer, row: CaseRow) =>
  mayEditCase(viewer, row) || (ownDeptPublic(viewer, row) && has(viewer.principal, 'collection:del'))

function toFolderDto(viewer: Viewer, row: FolderRow): CollectionFolderDto {
  return {
    id: row.id, parentId: row.parent_id, name: row.name, scope: row.scope, ownerId: row.owner_id, ownerName: row.owner_name,
    deptId: row.dept_id, deptName: row.dept_name, caseCount: row.case_count,
    writable: mayWrite(viewer, row), editable: mayEditFolder(viewer, row), createTime: row.create_time,
  }
}

function toCaseDto(viewer: Viewer, row: CaseRow): CollectedCaseDto {
  const known = identified(viewer, row)
  return {
    id: row.id, folderId: row.folder_id, folderName: row.folder_name, scope: row.scope, deptId: row.dept_id, deptName: row.dept_name,
    examineId: row.exam_id,
    examNo: known ? row.exam_no : null,
    patientName: known ? row.patient_name : null,
    patientId: known ? row.patient_id : null,
    anonymized: !known,
    modality: row.modality, examItem: row.exam_item, bodyPart: row.body_part, gender: row.gender, age: row.age, ageUnit: row.age_unit,
    examDate: row.exam_time.slice(0, known ? 10 : 7),
    findings: row.findings, impression: row.impression,
    tags: row.tags ? row.tags.split('\u001f') : [],
    note: row.note, addedById: row.added_by_id, addedBy: row.added_by, addedAt: row.added_at,
    editable: mayEditCase(viewer, row), deletable: mayDeleteCase(viewer, row),
  }
}

/** Replaces a case's tags, keeping their order. */
function writeTags(db: Db, caseId: number, tags: readonly string[]): void {
  db.prepare('DELETE FROM ris_collect_tag WHERE case_id = ?').run(caseId)
  const insert = db.prepare('INSERT INTO ris_collect_tag (case_id, tag, sort) VALUES (?, ?, ?)')
  tags.forEach((tag, i) => insert.run(caseId, tag, i))
}

/**
 * The case collection (典型病例收藏, issue 14): folders (a tree per scope — personal ones their owner's alone, public ones
 * their department's and read by everyone whose data scope reaches it), cases filed in them with free tags and a
 * teaching note, search by text and tags (never by patient), move, share (copy into a public folder) and delete. A case in
 * another department's public folder names no patient (`anonymized`). Reading needs `collection:list`; filing, moving,
 * sharing and making folders `collection:add`; deleting someone else's public case `collection:del` in its department.
 */
export function collectionRoutes(s: Services): Resource {
  const { db } = s
  const r = new Resource('/api/collection', 'collection', s)

  const viewerOf = (principal: Principal): Viewer => ({
    principal,
    dept: (db.prepare('SELECT dept_id AS d FROM sys_user WHERE id = ?').get(principal.userId) as { d: number | null } | undefined)?.d ?? null,
    scope: deptScope(db, principal.userId, principal.isAdmin),
  })
  /** A folder the viewer reads, or 404 (another user's personal folder does not exist for him). */
  const folderOf = (viewer: Viewer, id: number, field?: string): FolderRow => {
    const visible = visibleFolders(viewer)
    const row = db.prepare(`${FOLDER_SELECT} WHERE f.id = ? AND ${visible.sql}`).get(id, ...visible.args) as FolderRow | undefined
    if (!row) throw new HttpError(field ? 400 : 404, 'common.recordNotFound', { params: { id }, ...(field ? { field } : {}) })
    return row
  }
  /** A folder the viewer may file cases into (400 naming `field` when it is not his to fill). */
  const targetOf = (viewer: Viewer, id: number, field: string): FolderRow => {
    const folder = folderOf(viewer, id, field)
    if (!mayWrite(viewer, folder)) throw new HttpError(403, 'collection.folderReadOnly', { field, params: { folder: folder.name } })
    return folder
  }
  const caseRow = (viewer: Viewer, id: number): CaseRow => {
    const visible = visibleFolders(viewer)
    const row = db.prepare(`${CASE_SELECT} FROM ${CASE_FROM} WHERE c.id = ? AND ${visible.sql}`).get(id, ...visible.args) as CaseRow | undefined
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    return row
  }
  const assertNotFiled = (folder: FolderRow, examId: number, exceptCase = -1) => {
    if (db.prepare('SELECT 1 FROM ris_collect_case WHERE folder_id = ? AND exam_id = ? AND id <> ?').get(folder.id, examId, exceptCase)) {
      throw new HttpError(409, 'collection.duplicate', { field: 'folderId', params: { folder: folder.name } })
    }
  }
  const insertCase = db.prepare(`INSERT INTO ris_collect_case (folder_id, exam_id, note, added_by_id, added_by, added_at) VALUES (?, ?, ?, ?, ?, ?)`)

  r.route({
    method: 'get', path: '/folder', permission: LIST, query: FolderListQuery, response: z.array(CollectionFolderResponse),
    summary: 'The collection folders the caller reads (his personal ones, the public ones of his data scope), flat with parentId',
  }, (c, { query, principal }) => {
    const viewer = viewerOf(principal)
    const visible = visibleFolders(viewer)
    const rows = db.prepare(`${FOLDER_SELECT} WHERE ${visible.sql}${query.scope ? ' AND f.scope = ?' : ''}
      ORDER BY CASE f.scope WHEN 'personal' THEN 0 ELSE 1 END, d.dept_sort, f.dept_id, f.sort, f.id`)
      .all(...visible.args, ...(query.scope ? [query.scope] : [])) as FolderRow[]
    return c.json(rows.map((row) => toFolderDto(viewer, row)))
  })

  r.route({
    method: 'post', path: '/folder', permission: ADD, body: CollectionFolderSchema, response: CollectionFolderResponse, status: 201,
    summary: 'Make a folder: a personal one, or a public one of the caller\'s department',
    description: 'A parent must be a folder of the same scope the caller may fill; a sibling of the same name answers 409.',
  }, (c, { body, principal }) => {
    const viewer = viewerOf(principal)
    if (body.scope === 'public' && viewer.dept === null) throw new HttpError(400, 'collection.noDept', { field: 'scope' })
    const deptId = body.scope === 'public' ? viewer.dept : null
    if (body.parentId !== null) {
      const parent = targetOf(viewer, body.parentId, 'parentId')
      if (parent.scope !== body.scope || parent.dept_id !== deptId) throw new HttpError(400, 'collection.parentScope', { field: 'parentId' })
    }
    const sibling = db.prepare(`SELECT 1 FROM ris_collect_folder WHERE parent_id IS ? AND scope = ? AND name = ?
      AND (CASE scope WHEN 'personal' THEN owner_id = ? ELSE dept_id = ? END)`).get(body.parentId, body.scope, body.name, principal.userId, deptId)
    if (sibling) throw new HttpError(409, 'collection.folderExists', { field: 'name', params: { name: body.name } })
    const sort = ((db.prepare('SELECT MAX(sort) AS m FROM ris_collect_folder WHERE parent_id IS ?').get(body.parentId) as { m: number | null }).m ?? 0) + 10
    const id = Number(db.prepare(`INSERT INTO ris_collect_folder (parent_id, scope, owner_id, dept_id, name, sort, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)`)
      .run(body.parentId, body.scope, principal.userId, deptId, body.name, sort, formatDateTime(s.now())).lastInsertRowid)
    return c.json(toFolderDto(viewer, folderOf(viewer, id)), 201)
  })

  r.route({
    method: 'put', path: '/folder', permission: LIST, body: CollectionFolderRenameSchema, status: 204,
    summary: 'Rename a folder (its maker, or a collection:del holder of a public folder\'s department)',
  }, (c, { body, principal }) => {
    const viewer = viewerOf(principal)
    const folder = folderOf(viewer, body.id)
    if (!mayEditFolder(viewer, folder)) throw new HttpError(403, 'collection.folderReadOnly', { params: { folder: folder.name } })
    const sibling = db.prepare(`SELECT 1 FROM ris_collect_folder WHERE parent_id IS ? AND scope = ? AND name = ? AND id <> ?
      AND (CASE scope WHEN 'personal' THEN owner_id = ? ELSE dept_id = ? END)`).get(folder.parent_id, folder.scope, body.name, folder.id, folder.owner_id, folder.dept_id)
    if (sibling) throw new HttpError(409, 'collection.folderExists', { field: 'name', params: { name: body.name } })
    db.prepare('UPDATE ris_collect_folder SET name = ? WHERE id = ?').run(body.name, folder.id)
    return c.body(null, 204)
  })

  r.route({
    method: 'delete', path: '/folder/:id', permission: LIST, params: IdParams, status: 204,
    summary: 'Delete an empty folder (no cases, no folders under it)',
  }, (c, { params, principal }) => {
    const viewer = viewerOf(principal)
    const folder = folderOf(viewer, params.id)
    if (!mayEditFolder(viewer, folder)) throw new HttpError(403, 'collection.folderReadOnly', { params: { folder: folder.name } })
    const children = (db.prepare('SELECT COUNT(*) AS n FROM ris_collect_folder WHERE parent_id = ?').get(folder.id) as { n: number }).n
    if (folder.case_count > 0 || children > 0) throw new HttpError(409, 'collection.folderNotEmpty', { params: { folder: folder.name } })
    db.prepare('DELETE FROM ris_collect_folder WHERE id = ?').run(folder.id)
    return c.body(null, 204)
  })

  r.route({
    method: 'get', path: '/tags', permission: LIST, query: TagListQuery, response: z.array(CollectionTagResponse),
    summary: 'The tags on the cases the caller reads, most used first: the suggestions of the tag input',
  }, (c, { query, principal }) => {
    const visible = visibleFolders(viewerOf(principal))
    const where = [visible.sql]
    const args = [...visible.args]
    if (query.scope) {
      where.push('f.scope = ?')
      args.push(query.scope)
    }
    if (query.blurry) {
      where.push("t.tag LIKE ? ESCAPE '\\'")
      args.push(likeContains(query.blurry))
    }
    const rows = db.prepare(`SELECT t.tag, COUNT(*) AS count FROM ris_collect_tag t JOIN ris_collect_case c ON c.id = t.case_id
      JOIN ris_collect_folder f ON f.id = c.folder_id WHERE ${where.join(' AND ')} GROUP BY t.tag ORDER BY count DESC, t.tag LIMIT 200`).all(...args)
    return c.json(rows as CollectionTagDto[])
  })

  r.route({
    method: 'get', path: '/', permission: LIST, query: CollectionListQuery, response: pageOf(CollectedCaseResponse),
    summary: 'The collected cases the caller reads, paged: by scope, folder (with the folders under it), text and tags',
    description: 'The text search looks at the exam item, body part, tags, teaching note, findings and impression — never at the patient. '
      + 'Cases in another department\'s public folder come anonymized (no patient name, id or exam number; the month only).',
  }, (c, { query, principal }) => {
    const viewer = viewerOf(principal)
    const visible = visibleFolders(viewer)
    const where = [visible.sql]
    const args: unknown[] = [...visible.args]
    if (query.scope) {
      where.push('f.scope = ?')
      args.push(query.scope)
    }
    if (query.folderId !== undefined) {
      where.push(`c.folder_id IN (WITH RECURSIVE sub(id) AS (SELECT ? UNION ALL SELECT x.id FROM ris_collect_folder x JOIN sub ON x.parent_id = sub.id)
        SELECT id FROM sub)`)
      args.push(query.folderId)
    }
    if (query.modality) {
      where.push('e.modality = ?')
      args.push(query.modality)
    }
    if (query.blurry) {
      const like = likeContains(query.blurry)
      where.push(`(e.exam_item LIKE ? ESCAPE '\\' OR e.body_part LIKE ? ESCAPE '\\' OR c.note LIKE ? ESCAPE '\\'
        OR (r.state IN ('preliminary', 'final', 'corrected') AND (r.findings LIKE ? ESCAPE '\\' OR r.impression LIKE ? ESCAPE '\\'))
        OR EXISTS (SELECT 1 FROM ris_collect_tag t WHERE t.case_id = c.id AND t.tag LIKE ? ESCAPE '\\'))`)
      args.push(like, like, like, like, like, like)
    }
    for (const tag of query.tag) {
      where.push('EXISTS (SELECT 1 FROM ris_collect_tag t WHERE t.case_id = c.id AND t.tag = ? COLLATE NOCASE)')
      args.push(tag)
    }
    const sql = `WHERE ${where.join(' AND ')}`
    const order = orderBy(query.sort, { addedAt: 'c.added_at', examItem: 'e.exam_item', modality: 'e.modality', folderName: 'f.name', id: 'c.id' }, 'c.added_at DESC, c.id DESC')
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${CASE_FROM} ${sql}`).get(...args) as { n: number }
    const rows = db.prepare(`${CASE_SELECT} FROM ${CASE_FROM} ${sql} ${order} LIMIT ? OFFSET ?`).all(...args, ...pageArgs(query.page, query.size)) as CaseRow[]
    return c.json({ content: rows.map((row) => toCaseDto(viewer, row)), totalElements: n })
  })

  r.route({
    method: 'get', path: '/:id', permission: LIST, params: IdParams, response: CollectedCaseResponse,
    summary: 'One collected case (anonymized for another department\'s public folder)',
  }, (c, { params, principal }) => {
    const viewer = viewerOf(principal)
    return c.json(toCaseDto(viewer, caseRow(viewer, params.id)))
  })

  r.route({
    method: 'post', path: '/', permission: ADD, body: CollectSchema, response: CollectedCaseResponse, status: 201,
    summary: 'Collect an exam into a folder with tags and a teaching note',
    description: 'The exam must be in the caller\'s data scope (404 otherwise); the folder his own personal one or a public one of his '
      + 'department (403); the same exam twice in one folder answers 409 naming the folder.',
  }, (c, { body, principal }) => {
    const viewer = viewerOf(principal)
    const exam = db.prepare('SELECT id, modality FROM ris_exam WHERE id = ?').get(body.examineId) as { id: number; modality: string } | undefined
    if (!exam || !inScope(db, principal, exam.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.examineId } })
    const folder = targetOf(viewer, body.folderId, 'folderId')
    const id = db.transaction(() => {
      assertNotFiled(folder, exam.id)
      const caseId = Number(insertCase.run(folder.id, exam.id, body.note, principal.userId, nickOf(db, principal), formatDateTime(s.now())).lastInsertRowid)
      writeTags(db, caseId, body.tags)
      return caseId
    })()
    return c.json(toCaseDto(viewer, caseRow(viewer, id)), 201)
  })

  r.route({
    method: 'put', path: '/', permission: LIST, body: CollectedCaseUpdateSchema, status: 204,
    summary: 'Change a case\'s tags and teaching note (the owner of its personal folder, or who added it to a public one)',
  }, (c, { body, principal }) => {
    const viewer = viewerOf(principal)
    const row = caseRow(viewer, body.id)
    if (!mayEditCase(viewer, row)) throw new HttpError(403, 'collection.caseReadOnly')
    db.transaction(() => {
      db.prepare('UPDATE ris_collect_case SET note = ? WHERE id = ?').run(body.note, row.id)
      writeTags(db, row.id, body.tags)
    })()
    return c.body(null, 204)
  })

  r.route({
    method: 'put', path: '/move', permission: ADD, body: CollectionMoveSchema, status: 204,
    summary: 'Move cases to another folder (all or nothing)',
    description: 'Each case must be the caller\'s to change (403), the folder one he may fill (403); a case whose exam is already in the '
      + 'folder answers 409 and nothing moves.',
  }, (c, { body, principal }) => {
    const viewer = viewerOf(principal)
    const folder = targetOf(viewer, body.folderId, 'folderId')
    db.transaction(() => {
      for (const id of body.ids) {
        const row = caseRow(viewer, id)
        if (!mayEditCase(viewer, row)) throw new HttpError(403, 'collection.caseReadOnly')
        if (row.folder_id === folder.id) continue
        assertNotFiled(folder, row.exam_id, row.id)
        // A case moved into a public folder is filed by whoever moved it: he answers for it there.
        db.prepare('UPDATE ris_collect_case SET folder_id = ?, added_by_id = ?, added_by = ? WHERE id = ?')
          .run(folder.id, folder.scope === 'public' && row.scope === 'personal' ? principal.userId : row.added_by_id,
            folder.scope === 'public' && row.scope === 'personal' ? nickOf(db, principal) : row.added_by, row.id)
      }
    })()
    return c.body(null, 204)
  })

  r.route({
    method: 'post', path: '/share', permission: ADD, body: CollectionMoveSchema, response: z.array(CollectedCaseResponse), status: 201,
    summary: 'Share cases into a public folder of the caller\'s department: copies with their tags and note; the originals stay',
    description: 'The target must be a public folder the caller may fill (400 for a personal one); a case already there answers 409 and nothing is copied.',
  }, (c, { body, principal }) => {
    const viewer = viewerOf(principal)
    const folder = targetOf(viewer, body.folderId, 'folderId')
    if (folder.scope !== 'public') throw new HttpError(400, 'collection.notPublic', { field: 'folderId' })
    const ids = db.transaction(() => body.ids.map((id) => {
      const row = caseRow(viewer, id)
      // Sharing another department's anonymized case into one's own folder would name its patient there.
      if (!identified(viewer, row)) throw new HttpError(403, 'collection.caseReadOnly')
      assertNotFiled(folder, row.exam_id)
      const copy = Number(insertCase.run(folder.id, row.exam_id, row.note, principal.userId, nickOf(db, principal), formatDateTime(s.now())).lastInsertRowid)
      writeTags(db, copy, row.tags ? row.tags.split('\u001f') : [])
      return copy
    }))()
    return c.json(ids.map((id) => toCaseDto(viewer, caseRow(viewer, id))), 201)
  })

  r.route({
    method: 'delete', path: '/', permission: LIST, body: IdList, status: 204,
    summary: 'Delete collected cases (all or nothing): one\'s own, or a public one of one\'s department with collection:del',
  }, (c, { body, principal }) => {
    const viewer = viewerOf(principal)
    db.transaction(() => {
      for (const id of body) {
        const row = caseRow(viewer, id)
        if (!mayDeleteCase(viewer, row)) throw new HttpError(403, 'collection.caseReadOnly')
        db.prepare('DELETE FROM ris_collect_case WHERE id = ?').run(row.id)
      }
    })()
    return c.body(null, 204)
  })

  return r
}
