import { z } from 'zod'
import type { TemplateExportNode, TemplateScope } from '../../../src/core/contract/template'
import type { Principal } from '../lib/auth'
import type { Services } from '../lib/context'
import { runList, type ListSpec } from '../lib/crud'
import { HttpError } from '../lib/errors'
import { anyFamily } from '../lib/reportRules'
import { Resource } from '../lib/route'
import {
  deptOf, mayChange, nameInitials, requireChange, TEMPLATE_COLUMNS, toTemplateNode, visibleWhere, type TemplateRowDb,
} from '../lib/templates'
import { formatDateTime } from '../lib/time'
import { DeletedIds, IdList, IdParams, pageOf } from '../schemas/common'
import {
  ExportQuery, IMPORT_MAX_DEPTH, IMPORT_MAX_NODES, ImportResultSchema, PhraseCreateSchema, PhraseSchema, PhraseUpdateSchema, TemplateCreateSchema,
  TemplateExportSchema, TemplateImportSchema, TemplateListQuery, TemplateMoveSchema, TemplateNodeSchema, TemplateRowSchema, TemplateUpdateSchema,
  TreeQuery,
} from '../schemas/template'

/**
 * Who reads templates: the maintainers (`template:list`) and every physician who writes reports, of any family —
 * radiologists and sonographers pick templates while writing.
 */
const READ = ['template:list', ...anyFamily('write')] as const

/** Where a node lives: its scope and, for the narrower scopes, whose or which department's. */
interface Group {
  scope: TemplateScope
  owner_id: number | null
  dept_id: number | null
}

const sameGroup = (a: Group, b: Group) => a.scope === b.scope && a.owner_id === b.owner_id && a.dept_id === b.dept_id

type ListRow = TemplateRowDb & { folder: string | null }

/**
 * The report-template tree (issue 12): folders and templates in three scopes (public, department, personal), read by
 * every physician who writes reports, maintained by `template:add|edit|del` holders (a department's nodes by its own
 * members) and, for personal nodes, by their owner alone; ordering by move, export and import as JSON. Also each
 * user's own phrases.
 */
export function templateRoutes(s: Services): Resource[] {
  const { db } = s
  const r = new Resource('/api/template', 'templates', s)

  const find = (id: number, principal: Principal, dept: number | null): TemplateRowDb => {
    const visible = visibleWhere(principal, dept)
    const row = db.prepare(`SELECT ${TEMPLATE_COLUMNS} FROM ris_template t WHERE t.id = ? AND ${visible.sql}`).get(id, ...visible.args) as TemplateRowDb | undefined
    if (!row) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
    return row
  }
  const node = (row: TemplateRowDb, principal: Principal, dept: number | null) => toTemplateNode(row, mayChange(principal, dept, row, 'edit'))
  /** The folder a new or moved node goes into: visible, a folder, of the node's own scope (and owner or department). */
  const folderFor = (parentId: number, group: Group, principal: Principal, dept: number | null, field: string): TemplateRowDb => {
    const parent = find(parentId, principal, dept)
    if (parent.kind !== 'folder') throw new HttpError(400, 'template.parentNotFolder', { field })
    if (!sameGroup(parent, group)) throw new HttpError(400, 'template.scopeMismatch', { field })
    return parent
  }
  /** The group of a new node of `scope` for the caller (a department's node: the given department or his own). */
  const groupFor = (scope: TemplateScope, deptId: number | null, principal: Principal, dept: number | null): Group => {
    if (scope === 'personal') return { scope, owner_id: principal.userId, dept_id: null }
    if (scope === 'public') return { scope, owner_id: null, dept_id: null }
    const target = deptId ?? dept
    if (target === null) throw new HttpError(400, 'template.noDept', { field: 'deptId' })
    if (!db.prepare('SELECT 1 FROM sys_dept WHERE id = ?').get(target)) throw new HttpError(400, 'common.recordNotFound', { field: 'deptId', params: { id: target } })
    return { scope, owner_id: null, dept_id: target }
  }
  const siblings = (parentId: number | null, group: Group, exceptId = -1): number[] =>
    (db.prepare(`SELECT id FROM ris_template WHERE parent_id IS ? AND scope = ? AND owner_id IS ? AND dept_id IS ? AND id <> ?
      ORDER BY sort, id`).all(parentId, group.scope, group.owner_id, group.dept_id, exceptId) as { id: number }[]).map((row) => row.id)
  const nextSort = (parentId: number | null, group: Group): number =>
    ((db.prepare(`SELECT MAX(sort) AS m FROM ris_template WHERE parent_id IS ? AND scope = ? AND owner_id IS ? AND dept_id IS ?`)
      .get(parentId, group.scope, group.owner_id, group.dept_id) as { m: number | null }).m ?? 0) + 10
  const subtreeIds = (id: number): number[] =>
    (db.prepare(`WITH RECURSIVE sub(id) AS (SELECT ? UNION ALL SELECT t.id FROM ris_template t JOIN sub ON t.parent_id = sub.id)
      SELECT id FROM sub`).all(id) as { id: number }[]).map((row) => row.id)
  const insert = db.prepare(`INSERT INTO ris_template (parent_id, kind, scope, owner_id, dept_id, modality, body_part, name, initials,
      findings, impression, recommendation, sort, version, create_by, update_by, create_time, update_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`)

  r.route({
    method: 'get', path: '/tree', permission: READ, query: TreeQuery, response: z.array(TemplateNodeSchema),
    summary: 'Every template node the caller sees (public, his department\'s, his own), flat with parentId, in order',
    description: 'The client builds the tree: a node whose parentId is null sits at the root of its scope. With `modality`, '
      + 'only nodes for that modality and for any modality.',
  }, (c, { query, principal }) => {
    const dept = deptOf(db, principal.userId)
    const visible = visibleWhere(principal, dept)
    const byModality = query.modality ? ' AND (t.modality IS NULL OR t.modality = ?)' : ''
    const rows = db.prepare(`SELECT ${TEMPLATE_COLUMNS} FROM ris_template t WHERE ${visible.sql}${byModality}
      ORDER BY CASE t.scope WHEN 'public' THEN 0 WHEN 'dept' THEN 1 ELSE 2 END, t.sort, t.id`)
      .all(...visible.args, ...(query.modality ? [query.modality] : [])) as TemplateRowDb[]
    return c.json(rows.map((row) => node(row, principal, dept)))
  })

  r.route({
    method: 'get', path: '/', permission: READ, query: TemplateListQuery, response: pageOf(TemplateRowSchema),
    summary: 'The templates the caller sees as a paged list (folders left out), with the folder each is in',
  }, (c, { query, principal }) => {
    const dept = deptOf(db, principal.userId)
    const spec: ListSpec<ListRow, ListRow> = {
      from: 'ris_template t LEFT JOIN ris_template p ON p.id = t.parent_id',
      select: `${TEMPLATE_COLUMNS}, p.name AS folder`,
      sort: { name: 't.name', modality: 't.modality', bodyPart: 't.body_part', scope: 't.scope', folder: 'p.name', updateTime: 't.update_time', id: 't.id' },
      defaultSort: "CASE t.scope WHEN 'public' THEN 0 WHEN 'dept' THEN 1 ELSE 2 END, p.sort, t.sort, t.id",
      filters: {
        scope: { kind: 'equal', column: 't.scope', description: 'Scope' },
        modality: { kind: 'equal', column: 't.modality', description: 'Modality' },
        blurry: { kind: 'blurry', columns: ['t.name', 't.initials', 't.findings', 't.impression'], description: 'Name, initials or text' },
      },
      scope: (p) => {
        const visible = visibleWhere(p, dept)
        return { sql: `t.kind = 'template' AND ${visible.sql}`, args: visible.args }
      },
      toDto: (row) => row,
    }
    const page = runList(db, spec, query, principal)
    return c.json({ content: page.content.map((row) => ({ ...node(row, principal, dept), folder: row.folder })), totalElements: page.totalElements })
  })

  r.route({
    method: 'get', path: '/export', permission: READ, query: ExportQuery, response: TemplateExportSchema,
    summary: 'A subtree (rootId) or several (ids) as a JSON file to import elsewhere: names, modality, body part and texts, no ids',
  }, (c, { query, principal }) => {
    const dept = deptOf(db, principal.userId)
    const wanted = query.rootId !== undefined ? [query.rootId] : (query.ids ?? [])
    const roots = [...new Set(wanted)].map((id) => find(id, principal, dept))
    const inside = new Set<number>()
    for (const root of roots) for (const id of subtreeIds(root.id).slice(1)) inside.add(id)
    const children = db.prepare(`SELECT ${TEMPLATE_COLUMNS} FROM ris_template t WHERE t.parent_id = ? ORDER BY t.sort, t.id`)
    const toExport = (row: TemplateRowDb): TemplateExportNode => {
      const kids = row.kind === 'folder' ? (children.all(row.id) as TemplateRowDb[]).map(toExport) : []
      return {
        kind: row.kind, name: row.name, modality: row.modality, bodyPart: row.body_part,
        ...(row.kind === 'template' ? { findings: row.findings, impression: row.impression, recommendation: row.recommendation } : { children: kids }),
      }
    }
    // A node chosen together with a folder it is in is exported once, inside that folder.
    const nodes = roots.filter((root) => !inside.has(root.id)).map(toExport)
    c.header('Content-Disposition', 'attachment; filename="report-templates.json"')
    return c.json({ format: 'clinic-report-templates', version: 1, nodes })
  })

  r.route({
    method: 'get', path: '/:id', permission: READ, params: IdParams, response: TemplateNodeSchema,
    summary: 'One template node the caller sees',
  }, (c, { params, principal }) => {
    const dept = deptOf(db, principal.userId)
    return c.json(node(find(params.id, principal, dept), principal, dept))
  })

  r.route({
    method: 'post', path: '/', permission: READ, body: TemplateCreateSchema, response: TemplateNodeSchema, status: 201,
    summary: 'Add a folder or a template at the end of a folder (or of the scope\'s root)',
    description: 'Public and department nodes need template:add (a department\'s only by its members); a personal node is the caller\'s own.',
  }, (c, { body, principal }) => {
    const dept = deptOf(db, principal.userId)
    const group = groupFor(body.scope, body.deptId, principal, dept)
    requireChange(principal, dept, group, 'add')
    if (body.parentId !== null) folderFor(body.parentId, group, principal, dept, 'parentId')
    const time = formatDateTime(s.now())
    const folder = body.kind === 'folder'
    const id = Number(insert.run(body.parentId, body.kind, group.scope, group.owner_id, group.dept_id, body.modality, body.bodyPart, body.name,
      nameInitials(body.name), folder ? '' : body.findings, folder ? '' : body.impression, folder ? '' : body.recommendation,
      nextSort(body.parentId, group), principal.username, principal.username, time, time).lastInsertRowid)
    return c.json(node(find(id, principal, dept), principal, dept), 201)
  })

  r.route({
    method: 'put', path: '/', permission: READ, body: TemplateUpdateSchema, response: TemplateNodeSchema,
    summary: 'Change a node\'s name, modality, body part and texts; a stale version answers 409',
  }, (c, { body, principal }) => {
    const dept = deptOf(db, principal.userId)
    const row = find(body.id, principal, dept)
    requireChange(principal, dept, row, 'edit')
    if (row.version !== body.version) throw new HttpError(409, 'template.versionConflict', { params: { version: row.version } })
    const folder = row.kind === 'folder'
    db.prepare(`UPDATE ris_template SET name = ?, initials = ?, modality = ?, body_part = ?, findings = ?, impression = ?, recommendation = ?,
        version = version + 1, update_by = ?, update_time = ? WHERE id = ? AND version = ?`)
      .run(body.name, nameInitials(body.name), body.modality, body.bodyPart, folder ? '' : body.findings, folder ? '' : body.impression,
        folder ? '' : body.recommendation, principal.username, formatDateTime(s.now()), row.id, body.version)
    return c.json(node(find(row.id, principal, dept), principal, dept))
  })

  r.route({
    method: 'put', path: '/move', permission: READ, body: TemplateMoveSchema, response: TemplateNodeSchema,
    summary: 'Move a node into another folder of its scope (or its root) at a place among the siblings (drag, or move up/down/into)',
    description: 'A folder cannot go into itself or anything inside it (400); nodes stay in their scope.',
  }, (c, { body, principal }) => {
    const dept = deptOf(db, principal.userId)
    const row = find(body.id, principal, dept)
    requireChange(principal, dept, row, 'edit')
    if (body.parentId !== null) {
      if (subtreeIds(row.id).includes(body.parentId)) throw new HttpError(400, 'template.cycle', { field: 'parentId' })
      folderFor(body.parentId, row, principal, dept, 'parentId')
    }
    db.transaction(() => {
      const order = siblings(body.parentId, row, row.id)
      order.splice(Math.min(body.index, order.length), 0, row.id)
      const setSort = db.prepare('UPDATE ris_template SET sort = ? WHERE id = ?')
      order.forEach((id, i) => setSort.run((i + 1) * 10, id))
      db.prepare('UPDATE ris_template SET parent_id = ?, version = version + 1, update_by = ?, update_time = ? WHERE id = ?')
        .run(body.parentId, principal.username, formatDateTime(s.now()), row.id)
    })()
    return c.json(node(find(row.id, principal, dept), principal, dept))
  })

  r.route({
    method: 'delete', path: '/', permission: READ, body: IdList, response: DeletedIds,
    summary: 'Delete nodes; a folder only when it is empty or everything in it is deleted with it',
  }, (c, { body, principal }) => {
    const dept = deptOf(db, principal.userId)
    const ids = [...new Set(body)]
    const rows = ids.map((id) => find(id, principal, dept))
    for (const row of rows) requireChange(principal, dept, row, 'del')
    const marks = ids.map(() => '?').join(',')
    const kept = db.prepare(`SELECT p.name FROM ris_template t JOIN ris_template p ON p.id = t.parent_id
      WHERE t.parent_id IN (${marks}) AND t.id NOT IN (${marks}) LIMIT 1`).get(...ids, ...ids) as { name: string } | undefined
    if (kept) throw new HttpError(400, 'template.folderNotEmpty', { params: { name: kept.name } })
    db.prepare(`DELETE FROM ris_template WHERE id IN (${marks})`).run(...ids)
    return c.json(ids)
  })

  r.route({
    method: 'post', path: '/import', permission: READ, body: TemplateImportSchema, response: ImportResultSchema, status: 201,
    summary: 'Import an exported JSON file into a folder (or the root) of a scope',
    description: `At most ${IMPORT_MAX_NODES} nodes, ${IMPORT_MAX_DEPTH} levels deep; the same permissions as adding.`,
  }, (c, { body, principal }) => {
    const dept = deptOf(db, principal.userId)
    const group = groupFor(body.scope, body.deptId, principal, dept)
    requireChange(principal, dept, group, 'add')
    if (body.parentId !== null) folderFor(body.parentId, group, principal, dept, 'parentId')
    let count = 0
    const check = (nodes: readonly TemplateExportNode[], depth: number, path: string) => {
      if (depth > IMPORT_MAX_DEPTH) throw new HttpError(400, 'template.importTooLarge', { field: path, params: { nodes: IMPORT_MAX_NODES, depth: IMPORT_MAX_DEPTH } })
      nodes.forEach((n, i) => {
        count++
        if (n.kind === 'template' && n.children?.length) throw new HttpError(400, 'template.parentNotFolder', { field: `${path}.${i}.children` })
        check(n.children ?? [], depth + 1, `${path}.${i}.children`)
      })
    }
    check(body.data.nodes, 1, 'data.nodes')
    if (count > IMPORT_MAX_NODES) throw new HttpError(400, 'template.importTooLarge', { field: 'data.nodes', params: { nodes: IMPORT_MAX_NODES, depth: IMPORT_MAX_DEPTH } })
    const time = formatDateTime(s.now())
    const top: number[] = []
    db.transaction(() => {
      const add = (nodes: readonly TemplateExportNode[], parentId: number | null): number[] => {
        let sort = nextSort(parentId, group)
        return nodes.map((n) => {
          const folder = n.kind === 'folder'
          const id = Number(insert.run(parentId, n.kind, group.scope, group.owner_id, group.dept_id, n.modality ?? null, n.bodyPart ?? null, n.name,
            nameInitials(n.name), folder ? '' : (n.findings ?? ''), folder ? '' : (n.impression ?? ''), folder ? '' : (n.recommendation ?? ''),
            sort, principal.username, principal.username, time, time).lastInsertRowid)
          sort += 10
          if (folder) add(n.children ?? [], id)
          return id
        })
      }
      top.push(...add(body.data.nodes, body.parentId))
    })()
    return c.json({ created: count, ids: top }, 201)
  })

  return [r, phraseRoutes(s)]
}

/** Each user's own phrases (常用语): nobody reads or changes another user's. */
function phraseRoutes(s: Services): Resource {
  const { db } = s
  const r = new Resource('/api/phrase', 'templates', s)
  const own = (id: number, userId: number) => {
    if (!db.prepare('SELECT 1 FROM ris_phrase WHERE id = ? AND user_id = ?').get(id, userId)) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
  }
  const read = (id: number) => db.prepare('SELECT id, text, sort FROM ris_phrase WHERE id = ?').get(id)

  r.route({
    method: 'get', path: '/', permission: READ, response: z.array(PhraseSchema),
    summary: 'The caller\'s own phrases, in order',
  }, (c, { principal }) => c.json(db.prepare('SELECT id, text, sort FROM ris_phrase WHERE user_id = ? ORDER BY sort, id').all(principal.userId)))

  r.route({
    method: 'post', path: '/', permission: READ, body: PhraseCreateSchema, response: PhraseSchema, status: 201,
    summary: 'Add a phrase at the end of the caller\'s list',
  }, (c, { body, principal }) => {
    const time = formatDateTime(s.now())
    const { m } = db.prepare('SELECT MAX(sort) AS m FROM ris_phrase WHERE user_id = ?').get(principal.userId) as { m: number | null }
    const id = Number(db.prepare('INSERT INTO ris_phrase (user_id, text, sort, create_time, update_time) VALUES (?, ?, ?, ?, ?)')
      .run(principal.userId, body.text, (m ?? 0) + 10, time, time).lastInsertRowid)
    return c.json(read(id), 201)
  })

  r.route({
    method: 'put', path: '/', permission: READ, body: PhraseUpdateSchema, response: PhraseSchema,
    summary: 'Change one of the caller\'s phrases',
  }, (c, { body, principal }) => {
    own(body.id, principal.userId)
    db.prepare('UPDATE ris_phrase SET text = ?, sort = COALESCE(?, sort), update_time = ? WHERE id = ?')
      .run(body.text, body.sort ?? null, formatDateTime(s.now()), body.id)
    return c.json(read(body.id))
  })

  r.route({
    method: 'delete', path: '/', permission: READ, body: IdList, response: DeletedIds,
    summary: 'Delete some of the caller\'s phrases (another user\'s id answers 404)',
  }, (c, { body, principal }) => {
    const ids = [...new Set(body)]
    for (const id of ids) own(id, principal.userId)
    db.prepare(`DELETE FROM ris_phrase WHERE user_id = ? AND id IN (${ids.map(() => '?').join(',')})`).run(principal.userId, ...ids)
    return c.json(ids)
  })

  return r
}
