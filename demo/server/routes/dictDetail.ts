import type { DictMap } from '../../../src/core/contract/dict'
import type { Services } from '../lib/context'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { listRoutes, type ListSpec } from '../lib/crud'
import { assertExists } from '../lib/sql'
import { formatDateTime } from '../lib/time'
import { DETAIL_COLUMNS, toDictDetail, type DictDetailRow } from '../models/dict'
import { DeletedIds, IdParams } from '../schemas/common'
import { DictDetailCreate, DictDetailSchema, DictDetailUpdate, DictMapQuery, DictMapSchema } from '../schemas/dict'

/** The cached dictionary lookups: entries by name (`dict:entries`, a field per name) and the whole map (`dict:all`). */
export const DICT_LOOKUPS = ['dict:entries', 'dict:all'] as const

const SORT: Record<string, string> = { id: 'dd.id', dictSort: 'dd.dict_sort', label: 'dd.label', value: 'dd.value', createTime: 'dd.create_time' }
const ENTRY_ORDER = 'ORDER BY dd.dict_sort ASC, dd.id ASC'

const detailList: ListSpec<DictDetailRow, ReturnType<typeof toDictDetail>> = {
  from: 'sys_dict_detail dd JOIN sys_dict d ON d.id = dd.dict_id',
  select: DETAIL_COLUMNS,
  sort: SORT,
  defaultSort: 'dd.dict_sort ASC, dd.id ASC',
  filters: {
    dictName: { kind: 'equal', column: 'd.name', description: 'The dictionary\'s name' },
    label: { kind: 'like', column: 'dd.label', description: 'Part of the label' },
  },
  toDto: toDictDetail,
}

/** Dictionary entries and the name → entries maps (eladmin `DictDetailController`). */
export function dictDetailRoutes(s: Services): Resource {
  const r = new Resource('/api/dictDetail', 'dict', s)
  const { db } = s
  const byId = (id: number) => db.prepare(`SELECT ${DETAIL_COLUMNS} FROM sys_dict_detail dd WHERE dd.id = ?`).get(id) as DictDetailRow | undefined
  const entriesOf = (name: string) => (db.prepare(`SELECT ${DETAIL_COLUMNS} FROM sys_dict_detail dd
    JOIN sys_dict d ON d.id = dd.dict_id WHERE d.name = ? ${ENTRY_ORDER}`).all(name) as DictDetailRow[]).map(toDictDetail)

  listRoutes(r, db, detailList, {
    permission: 'authenticated',
    summary: 'Entries of a dictionary by name (sorted by dictSort), paged; label matches part of the label',
    response: DictDetailSchema,
    download: {
      permission: ['dict:list'],
      sheet: 'xlsx.dict.sheet',
      columns: [
        { header: 'xlsx.dict.label', value: (entry) => entry.label },
        { header: 'xlsx.dict.value', value: (entry) => entry.value },
        { header: 'xlsx.job.jobSort', value: (entry) => entry.dictSort },
        { header: 'xlsx.createTime', value: (entry) => entry.createTime },
      ],
    },
  })

  r.route({
    method: 'get', path: '/map/all', permission: 'authenticated', response: DictMapSchema,
    summary: 'Every dictionary\'s entries, by dictionary name',
    description: 'Read through the cache (`dict:all`), forgotten whenever a dictionary or an entry changes.',
  }, async (c) => c.json(await s.lookups.read('dict:all', 'all', () => {
    const out: DictMap = {}
    for (const { name } of db.prepare('SELECT name FROM sys_dict ORDER BY id').all() as { name: string }[]) out[name] = entriesOf(name)
    return out
  })))

  r.route({
    method: 'get', path: '/map', permission: 'authenticated', query: DictMapQuery, response: DictMapSchema,
    summary: 'Entries of the named dictionaries (dictName=a,b; comma or full-width comma); unknown names map to []',
    description: 'Each dictionary is read through the cache (`dict:entries`, a field per name), forgotten whenever a '
      + 'dictionary or an entry changes.',
  }, async (c, { query }) => {
    const out: DictMap = {}
    for (const name of query.dictName.split(/[,，]/).map((n) => n.trim()).filter(Boolean)) {
      out[name] = await s.lookups.read('dict:entries', name, () => entriesOf(name))
    }
    return c.json(out)
  })

  r.route({
    method: 'post', path: '/', permission: ['dict:add'], body: DictDetailCreate, status: 201, response: DictDetailSchema,
    summary: 'Add an entry to a dictionary',
  }, async (c, { body, principal }) => {
    assertExists(db, 'sys_dict', body.dict.id, 'dict.id')
    const time = formatDateTime(s.now())
    const result = await s.lookups.change(DICT_LOOKUPS, () => db.prepare(`INSERT INTO sys_dict_detail (dict_id, label, value, dict_sort, create_by, update_by, create_time, update_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(body.dict.id, body.label, body.value, body.dictSort, principal.username, principal.username, time, time))
    return c.json(toDictDetail(byId(Number(result.lastInsertRowid)) as DictDetailRow), 201)
  })

  r.route({
    method: 'put', path: '/', permission: ['dict:edit'], body: DictDetailUpdate, status: 204,
    summary: 'Update an entry',
  }, async (c, { body, principal }) => {
    if (!byId(body.id)) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
    assertExists(db, 'sys_dict', body.dict.id, 'dict.id')
    await s.lookups.change(DICT_LOOKUPS, () => db.prepare('UPDATE sys_dict_detail SET dict_id = ?, label = ?, value = ?, dict_sort = ?, update_by = ?, update_time = ? WHERE id = ?')
      .run(body.dict.id, body.label, body.value, body.dictSort, principal.username, formatDateTime(s.now()), body.id))
    return c.body(null, 204)
  })

  r.route({
    method: 'delete', path: '/:id', permission: ['dict:del'], params: IdParams, response: DeletedIds,
    summary: 'Delete one entry (path id, as eladmin); answers [id]',
  }, async (c, { params }) => {
    if ((await s.lookups.change(DICT_LOOKUPS, () => db.prepare('DELETE FROM sys_dict_detail WHERE id = ?').run(params.id))).changes === 0) {
      throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
    }
    return c.json([params.id])
  })

  return r
}
