import type { DictDto } from '../../../src/core/contract/dict'
import type { Services } from '../lib/context'
import { audit, auditColumns, opt, type AuditRow } from '../lib/dto'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { listRoutes, type ListSpec } from '../lib/crud'
import { assertUnique } from '../lib/sql'
import { formatDateTime } from '../lib/time'
import { DeletedIds, IdList } from '../schemas/common'
import { DictCreate, DictDtoSchema, DictUpdate } from '../schemas/dict'
import { DICT_LOOKUPS } from './dictDetail'

interface DictRow extends AuditRow { id: number; name: string; description: string | null }

const COLUMNS = `d.id, d.name, d.description, ${auditColumns('d')}`
const SORT: Record<string, string> = { id: 'd.id', name: 'd.name', createTime: 'd.create_time' }

function toDictDto(row: DictRow): DictDto {
  return { id: row.id, name: row.name, description: opt(row.description), ...audit(row) }
}

const dictList: ListSpec<DictRow, DictDto> = {
  from: 'sys_dict d',
  select: COLUMNS,
  sort: SORT,
  defaultSort: 'd.id DESC',
  filters: { blurry: { kind: 'blurry', columns: ['d.name', 'd.description'], description: 'Part of the name or description' } },
  toDto: toDictDto,
}

/** Dictionaries (eladmin `DictController`). */
export function dictRoutes(s: Services): Resource {
  const r = new Resource('/api/dict', 'dict', s)
  const { db } = s
  const byId = (id: number) => db.prepare(`SELECT ${COLUMNS} FROM sys_dict d WHERE d.id = ?`).get(id) as DictRow | undefined

  listRoutes(r, db, dictList, {
    permission: ['dict:list'],
    summary: 'Dictionaries, paged; blurry over name and description',
    response: DictDtoSchema,
    download: {
      sheet: 'xlsx.dict.sheet',
      columns: [
        { header: 'xlsx.dict.name', value: (dict) => dict.name },
        { header: 'xlsx.dict.description', value: (dict) => dict.description },
        { header: 'xlsx.createTime', value: (dict) => dict.createTime },
      ],
    },
  })

  r.route({
    method: 'get', path: '/all', permission: ['dict:list'], response: DictDtoSchema.array(),
    summary: 'Every dictionary',
  }, (c) => c.json((db.prepare(`SELECT ${COLUMNS} FROM sys_dict d ORDER BY d.id`).all() as DictRow[]).map(toDictDto)))

  r.route({
    method: 'post', path: '/', permission: ['dict:add'], body: DictCreate, status: 201, response: DictDtoSchema,
    summary: 'Create a dictionary (unique name)',
  }, async (c, { body, principal }) => {
    assertUnique(db, 'sys_dict', 'name', body.name, 'name')
    const time = formatDateTime(s.now())
    const result = await s.lookups.change(DICT_LOOKUPS, () => db.prepare(`INSERT INTO sys_dict (name, description, create_by, update_by, create_time, update_time)
      VALUES (?, ?, ?, ?, ?, ?)`).run(body.name, body.description, principal.username, principal.username, time, time))
    return c.json(toDictDto(byId(Number(result.lastInsertRowid)) as DictRow), 201)
  })

  r.route({
    method: 'put', path: '/', permission: ['dict:edit'], body: DictUpdate, status: 204,
    summary: 'Update a dictionary',
  }, async (c, { body, principal }) => {
    if (!byId(body.id)) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
    assertUnique(db, 'sys_dict', 'name', body.name, 'name', body.id)
    await s.lookups.change(DICT_LOOKUPS, () => db.prepare('UPDATE sys_dict SET name = ?, description = ?, update_by = ?, update_time = ? WHERE id = ?')
      .run(body.name, body.description, principal.username, formatDateTime(s.now()), body.id))
    return c.body(null, 204)
  })

  r.route({
    method: 'delete', path: '/', permission: ['dict:del'], body: IdList, response: DeletedIds,
    summary: 'Delete dictionaries with their entries; answers the ids removed',
  }, async (c, { body }) => {
    const del = db.prepare('DELETE FROM sys_dict WHERE id = ?')
    const removed = await s.lookups.change(DICT_LOOKUPS, () => db.transaction(() => body.filter((id) => del.run(id).changes > 0))())
    return c.json(removed)
  })

  return r
}
