import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { strToU8, zipSync } from 'fflate'
import { z } from 'zod'
import type { ColumnInfoDto, GenConfigDto, GenTableDto } from '../../../src/core/contract/devtools'
import type { Db } from '../db/db'
import { camelCase, generateResource, NoPrimaryKeyError } from '../lib/codegen'
import type { Services } from '../lib/context'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { formatDateTime } from '../lib/time'
import { pageOf } from '../schemas/common'

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations')
/** The generator's own bookkeeping, never offered as a table to generate from. */
const HIDDEN_TABLES = new Set(['schema_migrations'])

const TableName = z.string().trim().min(1).max(128).regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { error: 'gen.badName' })
const FormType = z.enum(['', 'Input', 'Textarea', 'Radio', 'Select', 'Date'])
const QueryType = z.enum(['', '=', '!=', '>=', '<=', 'Like', 'NotNull', 'BetWeen'])
const DateAnnotation = z.enum(['', 'CreationTimestamp', 'UpdateTimestamp'])

const GenTableSchema = z.object({ tableName: z.string(), createTime: z.string().optional(), engine: z.string(), coding: z.string(), remark: z.string().optional() })
const ColumnInfoSchema = z.object({
  id: z.number().int(), tableName: z.string(), columnName: z.string(), columnType: z.string(), keyType: z.string(), extra: z.string(),
  remark: z.string(), notNull: z.boolean(), listShow: z.boolean(), formShow: z.boolean(), formType: FormType, queryType: QueryType,
  dictName: z.string(), dateAnnotation: DateAnnotation,
})
/** `PUT api/generator`: the settings of columns (eladmin saves the whole list of a table). */
const ColumnSettings = z.array(z.object({
  id: z.number().int().positive(),
  remark: z.string().trim().max(100).optional(),
  notNull: z.boolean().optional(),
  listShow: z.boolean(),
  formShow: z.boolean(),
  formType: FormType,
  queryType: QueryType,
  dictName: z.string().trim().max(100).regex(/^[A-Za-z0-9_]*$/, { error: 'gen.badName' }),
  dateAnnotation: DateAnnotation.optional(),
}).passthrough()).min(1).max(500)
const Identifier = z.string().trim().min(1).max(64).regex(/^[A-Za-z][A-Za-z0-9]*$/, { error: 'gen.badName' })
const GenConfigSchema = z.object({
  id: z.number().int().optional(), tableName: z.string(), apiAlias: z.string(), moduleName: z.string(), path: z.string(), apiPath: z.string(),
  author: z.string(), prefix: z.string(), cover: z.boolean(),
})
const GenConfigBody = z.object({
  apiAlias: z.string().trim().min(1).max(100),
  moduleName: Identifier.describe('The resource\'s name: its files, types, permissions and message namespace (`job`)'),
  path: z.string().trim().min(1).max(120).regex(/^[A-Za-z][A-Za-z0-9]*(?:\/[A-Za-z][A-Za-z0-9]*)*$/, { error: 'gen.badPath' })
    .describe('The view\'s folder under src/areas/admin/views (`system/job`)'),
  apiPath: z.string().trim().min(1).max(120).regex(/^\/?api\/[A-Za-z][A-Za-z0-9]*(?:\/[A-Za-z][A-Za-z0-9]*)*$/, { error: 'gen.badApiPath' }),
  author: z.string().trim().max(50).default(''),
  prefix: z.string().trim().max(30).regex(/^[A-Za-z0-9_]*$/, { error: 'gen.badName' }).default(''),
  cover: z.boolean().default(false),
})
const TableParams = z.object({ tableName: TableName })

interface ColumnRow {
  id: number
  table_name: string
  column_name: string
  column_type: string
  key_type: string
  extra: string
  remark: string
  not_null: number
  list_show: number
  form_show: number
  form_type: ColumnInfoDto['formType']
  query_type: ColumnInfoDto['queryType']
  dict_name: string
  date_annotation: ColumnInfoDto['dateAnnotation']
  position: number
}

interface ConfigRow {
  id: number
  table_name: string
  api_alias: string
  module_name: string
  path: string
  api_path: string
  author: string
  prefix: string
  cover: number
}

function toColumnDto(row: ColumnRow): ColumnInfoDto {
  return {
    id: row.id, tableName: row.table_name, columnName: row.column_name, columnType: row.column_type, keyType: row.key_type, extra: row.extra,
    remark: row.remark, notNull: row.not_null === 1, listShow: row.list_show === 1, formShow: row.form_show === 1, formType: row.form_type,
    queryType: row.query_type, dictName: row.dict_name, dateAnnotation: row.date_annotation,
  }
}

/** The tables one can generate from: real tables, not SQLite's, not the full-text indexes' shadow tables. */
function realTables(db: Db): string[] {
  const all = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name").all() as { name: string; sql: string | null }[]
  const virtual = all.filter((t) => /^CREATE\s+VIRTUAL/i.test(t.sql ?? '')).map((t) => t.name)
  return all.map((t) => t.name).filter((name) => !HIDDEN_TABLES.has(name) && !virtual.some((v) => name === v || name.startsWith(`${v}_`)))
}

/** When each table was made: the applied time of the migration whose `CREATE TABLE` names it. */
function creationTimes(db: Db): Map<string, string> {
  const applied = new Map((db.prepare('SELECT version, applied_at FROM schema_migrations').all() as { version: string; applied_at: string }[]).map((r) => [r.version, r.applied_at]))
  const out = new Map<string, string>()
  let files: string[] = []
  try {
    files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort()
  } catch {
    return out
  }
  for (const file of files) {
    const at = applied.get(file.slice(0, -4))
    if (!at) continue
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8')
    for (const match of sql.matchAll(/CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?["`]?(\w+)/gi)) {
      const name = match[1] as string
      if (!out.has(name)) out.set(name, formatDateTime(Date.parse(at)))
    }
  }
  return out
}

/** The generator's first guess of a column's settings (eladmin's `GenUtil` defaults, for this project's columns). */
function defaultColumn(name: string, type: string, notNull: boolean, primary: boolean, integerKey: boolean) {
  const audit = ['create_by', 'update_by', 'create_time', 'update_time'].includes(name)
  const upper = type.toUpperCase()
  const formType = primary || audit ? '' : /(_time|_date|^date|birthday)$/.test(name) ? 'Date'
    : /(remark|description|content|note|detail|text)$/.test(name) && !upper.includes('INT') ? 'Textarea' : 'Input'
  return {
    keyType: primary ? 'PRI' : '', extra: primary && integerKey ? 'auto_increment' : '', notNull: notNull || primary,
    listShow: !primary && name !== 'update_by' && name !== 'update_time' && name !== 'create_by' && !upper.includes('BLOB'),
    formShow: !primary && !audit && !upper.includes('BLOB'), formType,
    dateAnnotation: name === 'create_time' ? 'CreationTimestamp' : name === 'update_time' ? 'UpdateTimestamp' : '',
  }
}

/**
 * The code generator (eladmin `GeneratorController`, `GenConfigController`): the tables and columns of this server's
 * database, the column and table settings, and generated code for a new resource of this project — previewed or
 * downloaded as a zip. Writing into the project (type 0) stays off: the server never writes source files.
 */
export function generatorRoutes(s: Services): Resource[] {
  const { db } = s
  const gen = new Resource('/api/generator', 'generator', s)
  const cfg = new Resource('/api/genConfig', 'generator', s)

  const mustExist = (table: string): void => {
    if (!realTables(db).includes(table)) throw new HttpError(404, 'gen.tableNotFound', { params: { table } })
  }

  /** Reads the table's schema into the column settings: new columns added, dropped ones removed, settings kept. */
  const sync = (table: string): void => {
    const info = db.prepare('SELECT name, type, "notnull" AS required, pk FROM pragma_table_xinfo(?) WHERE hidden = 0').all(table) as { name: string; type: string; required: number; pk: number }[]
    const keys = info.filter((c) => c.pk > 0)
    const integerKey = keys.length === 1 && (keys[0]?.type ?? '').toUpperCase() === 'INTEGER'
    const known = new Set((db.prepare('SELECT column_name FROM gen_column_config WHERE table_name = ?').all(table) as { column_name: string }[]).map((r) => r.column_name))
    db.transaction(() => {
      db.prepare(`DELETE FROM gen_column_config WHERE table_name = ? AND column_name NOT IN (${info.map(() => '?').join(',') || "''"})`).run(table, ...info.map((c) => c.name))
      info.forEach((c, position) => {
        if (known.has(c.name)) {
          db.prepare('UPDATE gen_column_config SET column_type = ?, key_type = ?, position = ? WHERE table_name = ? AND column_name = ?')
            .run(c.type, c.pk > 0 ? 'PRI' : '', position, table, c.name)
          return
        }
        const d = defaultColumn(c.name, c.type, c.required === 1, c.pk > 0, integerKey)
        db.prepare(`INSERT INTO gen_column_config (table_name, column_name, column_type, key_type, extra, not_null, list_show, form_show, form_type, date_annotation, position)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(table, c.name, c.type, d.keyType, d.extra, d.notNull ? 1 : 0, d.listShow ? 1 : 0, d.formShow ? 1 : 0, d.formType, d.dateAnnotation, position)
      })
    })()
  }

  const columns = (table: string): ColumnInfoDto[] => {
    const read = () => db.prepare('SELECT * FROM gen_column_config WHERE table_name = ? ORDER BY position').all(table) as ColumnRow[]
    let rows = read()
    if (rows.length === 0) {
      sync(table)
      rows = read()
    }
    return rows.map(toColumnDto)
  }

  const configOf = (table: string): GenConfigDto => {
    const row = db.prepare('SELECT * FROM gen_config WHERE table_name = ?').get(table) as ConfigRow | undefined
    if (row) {
      return { id: row.id, tableName: row.table_name, apiAlias: row.api_alias, moduleName: row.module_name, path: row.path, apiPath: row.api_path, author: row.author, prefix: row.prefix, cover: row.cover === 1 }
    }
    const prefix = /^[a-z]+_/.exec(table)?.[0] ?? ''
    const moduleName = camelCase(table.slice(prefix.length) || table)
    return { tableName: table, apiAlias: table, moduleName, path: `generated/${moduleName}`, apiPath: `api/${moduleName}`, author: '', prefix, cover: false }
  }

  gen.route({
    method: 'get', path: '/tables', permission: ['admin'],
    query: z.object({ name: z.string().max(128).optional(), page: z.string().regex(/^\d{1,6}$/).transform(Number).default(0), size: z.string().regex(/^\d{1,4}$/).transform(Number).default(10) }),
    response: pageOf(GenTableSchema),
    summary: 'The tables of this server\'s database, paged; name matches part of the table name',
  }, (c, { query }) => {
    const times = creationTimes(db)
    const all = realTables(db).filter((t) => !query.name || t.toLowerCase().includes(query.name.toLowerCase()))
    const size = Math.min(Math.max(query.size, 1), 1000)
    const content: GenTableDto[] = all.slice(query.page * size, query.page * size + size).map((tableName) => ({
      tableName, ...(times.has(tableName) ? { createTime: times.get(tableName) as string } : {}), engine: 'SQLite', coding: 'UTF-8',
    }))
    return c.json({ content, totalElements: all.length })
  })

  gen.route({
    method: 'get', path: '/tables/all', permission: ['admin'], response: z.array(GenTableSchema),
    summary: 'Every table of this server\'s database',
  }, (c) => {
    const times = creationTimes(db)
    return c.json(realTables(db).map((tableName): GenTableDto => ({ tableName, ...(times.has(tableName) ? { createTime: times.get(tableName) as string } : {}), engine: 'SQLite', coding: 'UTF-8' })))
  })

  gen.route({
    method: 'get', path: '/columns', permission: ['admin'], query: z.object({ tableName: TableName }), response: pageOf(ColumnInfoSchema),
    summary: 'The generator\'s settings of a table\'s columns (made from its schema on first read)',
  }, (c, { query }) => {
    mustExist(query.tableName)
    const content = columns(query.tableName)
    return c.json({ content, totalElements: content.length })
  })

  gen.route({
    method: 'put', path: '/', permission: ['admin'], body: ColumnSettings, status: 204,
    summary: 'Save the settings of columns (list/form show, form type, query type, dictionary, remark)',
  }, (c, { body }) => {
    db.transaction(() => {
      for (const col of body) {
        const result = db.prepare(`UPDATE gen_column_config SET remark = COALESCE(?, remark), not_null = COALESCE(?, not_null), list_show = ?, form_show = ?, form_type = ?,
          query_type = ?, dict_name = ?, date_annotation = COALESCE(?, date_annotation) WHERE id = ?`)
          .run(col.remark ?? null, col.notNull === undefined ? null : col.notNull ? 1 : 0, col.listShow ? 1 : 0, col.formShow ? 1 : 0, col.formType,
            col.queryType, col.dictName, col.dateAnnotation ?? null, col.id)
        if (result.changes === 0) throw new HttpError(404, 'common.recordNotFound', { params: { id: col.id } })
      }
    })()
    return c.body(null, 204)
  })

  gen.route({
    method: 'post', path: '/sync', permission: ['admin'], body: z.array(TableName).min(1).max(500), status: 204,
    summary: 'Re-read the tables\' schemas: new columns added, dropped ones removed, the settings of the others kept',
  }, (c, { body }) => {
    for (const table of body) mustExist(table)
    for (const table of body) sync(table)
    return c.body(null, 204)
  })

  gen.route({
    method: 'post', path: '/:tableName/:type', permission: ['admin'], params: TableParams.extend({ type: z.enum(['0', '1', '2']) }),
    response: z.array(z.object({ name: z.string(), content: z.string() })).describe('type 1: the files; type 2 answers a zip'),
    summary: 'Generate a resource of this project for the table: 1 = preview [{name, content}], 2 = download a zip; 0 (write into the project) is refused',
    description: 'The files: the contract DTO, the contract server\'s route file, the view\'s ResourceView declaration, its index.tsx and its messages in six locales (plus WIRING.md). '
      + 'Type 0 answers 409 gen.writeRefused: the server never writes source files. A table without a single integer primary key: 409 gen.noPrimaryKey.',
  }, (c, { params }) => {
    mustExist(params.tableName)
    if (params.type === '0') throw new HttpError(409, 'gen.writeRefused')
    let files
    try {
      files = generateResource(columns(params.tableName), configOf(params.tableName))
    } catch (error) {
      if (error instanceof NoPrimaryKeyError) throw new HttpError(409, 'gen.noPrimaryKey', { params: { table: params.tableName } })
      throw error
    }
    if (params.type === '1') return c.json(files)
    const zip = zipSync(Object.fromEntries(files.map((f) => [f.name, strToU8(f.content)])))
    c.header('Content-Type', 'application/zip')
    c.header('Content-Disposition', `attachment; filename="${params.tableName}.zip"`)
    return c.body(zip)
  })

  cfg.route({
    method: 'get', path: '/:tableName', permission: ['admin'], params: TableParams, response: GenConfigSchema,
    summary: 'The generator\'s settings of a table (defaults from its name until saved)',
  }, (c, { params }) => {
    mustExist(params.tableName)
    return c.json(configOf(params.tableName))
  })

  const saveConfig = (table: string, body: z.output<typeof GenConfigBody>): GenConfigDto => {
    mustExist(table)
    db.prepare(`INSERT INTO gen_config (table_name, api_alias, module_name, path, api_path, author, prefix, cover) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT(table_name) DO UPDATE SET api_alias = excluded.api_alias, module_name = excluded.module_name, path = excluded.path,
      api_path = excluded.api_path, author = excluded.author, prefix = excluded.prefix, cover = excluded.cover`)
      .run(table, body.apiAlias, body.moduleName, body.path, body.apiPath.replace(/^\//, ''), body.author, body.prefix, body.cover ? 1 : 0)
    return configOf(table)
  }

  cfg.route({
    method: 'put', path: '/:tableName', permission: ['admin'], params: TableParams, body: GenConfigBody, response: GenConfigSchema,
    summary: 'Save the generator\'s settings of a table',
  }, (c, { params, body }) => c.json(saveConfig(params.tableName, body)))

  cfg.route({
    method: 'put', path: '/', permission: ['admin'], body: GenConfigBody.extend({ tableName: TableName }), response: GenConfigSchema,
    summary: 'Save the generator\'s settings of a table (eladmin\'s form: the table in the body)',
  }, (c, { body }) => c.json(saveConfig(body.tableName, body)))

  return [gen, cfg]
}
