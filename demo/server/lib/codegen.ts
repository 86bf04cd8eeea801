import type { ColumnInfoDto, GenConfigDto, GeneratedFile } from '../../../src/core/contract/devtools'

/** The locales a generated view speaks (the message files it gets). */
const LOCALES = ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'es'] as const
const LOCALE_NAMES: Record<(typeof LOCALES)[number], string> = {
  en: 'English: the source every other locale of this catalogue is typed against.',
  'zh-CN': 'Simplified Chinese.', 'zh-TW': 'Traditional Chinese.', ja: 'Japanese.', ko: 'Korean.', es: 'Spanish.',
}
/** Columns the server fills itself (who and when), never in a form. */
const AUDIT = new Set(['create_by', 'update_by', 'create_time', 'update_time'])

/** `job_sort` → `jobSort`. */
export function camelCase(name: string): string {
  // A name already in camel case (`genProbeJob`) keeps its humps; snake and kebab case are joined.
  const joined = /[^A-Za-z0-9]/.test(name) ? name.toLowerCase().replace(/[^a-z0-9]+([a-z0-9])/g, (_m, ch: string) => ch.toUpperCase()) : name
  const clean = joined.replace(/[^A-Za-z0-9]/g, '')
  return clean.charAt(0).toLowerCase() + clean.slice(1)
}

/** `jobSort` → `JobSort`. */
export function pascalCase(name: string): string {
  const camel = camelCase(name)
  return camel.charAt(0).toUpperCase() + camel.slice(1)
}

/** `job_sort` → `Job sort`: the label of a column nobody described. */
export function humanize(name: string): string {
  const words = name.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** How SQLite stores a declared type (its affinity rules), as the generated code types it. */
function affinity(columnType: string): 'integer' | 'real' | 'text' | 'blob' {
  const t = columnType.toUpperCase()
  if (t.includes('INT')) return 'integer'
  if (/CHAR|CLOB|TEXT/.test(t)) return 'text'
  if (t === '' || t.includes('BLOB')) return 'blob'
  if (/REAL|FLOA|DOUB/.test(t)) return 'real'
  return 'real'
}

/** A `VARCHAR(64)`'s 64, else a generous text limit. */
function maxLength(columnType: string): number {
  const match = /\((\d+)\)/.exec(columnType)
  return match ? Number(match[1]) : 2000
}

/** A column as the generated code names and types it. */
interface Field {
  column: ColumnInfoDto
  /** The wire name (`jobSort`). */
  name: string
  kind: 'integer' | 'real' | 'text'
  ts: 'number' | 'string'
  primary: boolean
  audit: boolean
  nullable: boolean
  label: string
}

/** Why the generator cannot make a resource of a table: no single integer primary key. */
export class NoPrimaryKeyError extends Error {}

function fieldsOf(columns: readonly ColumnInfoDto[]): { fields: Field[]; id: Field } {
  const fields: Field[] = columns
    .filter((c) => affinity(c.columnType) !== 'blob')
    .map((c) => {
      const kind = affinity(c.columnType) as Field['kind']
      return {
        column: c, name: camelCase(c.columnName), kind, ts: kind === 'text' ? 'string' : 'number', primary: c.keyType === 'PRI',
        audit: AUDIT.has(c.columnName), nullable: !c.notNull && c.keyType !== 'PRI', label: c.remark.trim() || humanize(c.columnName),
      }
    })
  const keys = fields.filter((f) => f.primary)
  const id = keys[0]
  if (keys.length !== 1 || !id || id.kind !== 'integer' || columns.filter((c) => c.keyType === 'PRI').length !== 1) throw new NoPrimaryKeyError()
  return { fields, id }
}

const q = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`

/** The zod schema of a field in a create/update body. */
function zodOf(f: Field): string {
  const base = f.kind === 'text'
    ? (f.nullable ? `z.string().trim().max(${maxLength(f.column.columnType)})` : `z.string().trim().min(1).max(${maxLength(f.column.columnType)})`)
    : f.kind === 'integer' ? 'z.number().int().min(-9007199254740991).max(9007199254740991)' : 'z.number().finite()'
  return f.nullable ? `${base}.nullable().optional()` : base
}

/** The zod schema of a field as answered. */
function answerZodOf(f: Field): string {
  const base = f.kind === 'text' ? 'z.string()' : f.kind === 'integer' ? 'z.number().int()' : 'z.number()'
  return f.nullable ? `${base}.optional()` : base
}

/** The server's list filter of a field with a query type. */
function serverFilter(f: Field, alias: string): string | null {
  const col = `${alias}.${f.column.columnName}`
  const desc = q(f.label)
  switch (f.column.queryType) {
    case '=': return `${f.name}: { kind: 'equal', column: '${col}', type: '${f.kind === 'integer' ? 'int' : 'text'}', description: ${desc} }`
    case 'Like': return `${f.name}: { kind: 'like', column: '${col}', description: ${desc} }`
    case 'BetWeen': return `${f.name}: { kind: 'between', column: '${col}', description: ${desc} }`
    case '!=': case '>=': case '<=': {
      const schema = f.kind === 'text' ? 'z.string().max(200)' : "z.string().regex(/^-?\\d+(\\.\\d+)?$/).transform(Number)"
      const valueType = f.kind === 'text' ? 'string' : 'number'
      return `${f.name}: { kind: 'custom', schema: ${schema}.optional(), where: (value: ${valueType}) => ({ sql: '${col} ${f.column.queryType} ?', args: [value] }), description: ${desc} }`
    }
    case 'NotNull': return `${f.name}: { kind: 'custom', schema: z.enum(['true']).optional(), where: () => ({ sql: '${col} IS NOT NULL', args: [] }), description: ${desc} }`
    default: return null
  }
}

/** The client's search field of a field with a query type. */
function clientFilter(f: Field): string | null {
  const dict = f.column.dictName ? `, dict: ${q(f.column.dictName)}` : ''
  switch (f.column.queryType) {
    case '': return null
    case 'BetWeen': return `{ name: '${f.name}', kind: 'dateRange' }`
    case 'NotNull': return `{ name: '${f.name}', kind: 'select', options: [{ value: 'true', label: 'resources.$NAME.filters.notNull' }] }`
    default:
      if (dict) return `{ name: '${f.name}', kind: 'select'${dict} }`
      return f.kind === 'text' ? `{ name: '${f.name}', kind: 'text', width: 12 }` : `{ name: '${f.name}', kind: 'number' }`
  }
}

/** The form field of a field shown in the form. */
function formField(f: Field): string {
  const dict = f.column.dictName ? `, dict: ${q(f.column.dictName)}` : ''
  const required = f.nullable ? '' : ', required: true'
  switch (f.column.formType) {
    case 'Textarea': return `{ name: '${f.name}', kind: 'textarea'${required}, maxLength: ${maxLength(f.column.columnType)}, wide: true }`
    case 'Radio': return `{ name: '${f.name}', kind: 'radio'${dict}${required} }`
    case 'Select': return `{ name: '${f.name}', kind: 'select'${dict}${required} }`
    case 'Date': return `{ name: '${f.name}', kind: 'date'${required} }`
    default:
      return f.kind === 'text' ? `{ name: '${f.name}', kind: 'text'${required}, maxLength: ${maxLength(f.column.columnType)} }` : `{ name: '${f.name}', kind: 'number'${required}${f.kind === 'real' ? ', precision: 2' : ''} }`
  }
}

/** Whether the form keeps a field's value as text (a dictionary's values are text) though the wire has a number. */
const choiceOfNumber = (f: Field): boolean => f.ts === 'number' && (f.column.formType === 'Radio' || f.column.formType === 'Select')

/**
 * Generates a resource of this project for one table: its ResourceView declaration, view, six message files (and their
 * catalogue), the contract DTO and a contract-server route file (list with the search filters chosen per column,
 * create, update, delete, with zod schemas) — files that compile in this repository as they are. Nothing is written:
 * the caller previews or zips them. Throws {@link NoPrimaryKeyError} for a table without a single integer key.
 *
 * @example
 * generateResource(columns, { moduleName: 'job', path: 'generated/job', apiPath: 'api/job', … })
 */
export function generateResource(columns: readonly ColumnInfoDto[], config: GenConfigDto): GeneratedFile[] {
  const { fields, id } = fieldsOf(columns)
  const m = camelCase(config.moduleName)
  const P = pascalCase(config.moduleName)
  const table = config.tableName
  const endpoint = config.apiPath.replace(/^\/+/, '')
  const viewDir = `src/areas/admin/views/${config.path.replace(/^\/+|\/+$/g, '')}`
  const up = '../'.repeat(3 + config.path.split('/').filter(Boolean).length)
  const listed = fields.filter((f) => f.column.listShow)
  const editable = fields.filter((f) => f.column.formShow && !f.primary && !f.audit)
  const stored = fields.filter((f) => !f.primary && !f.audit)
  const has = (name: string) => fields.some((f) => f.column.columnName === name)
  const dicts = [...new Set(fields.map((f) => f.column.dictName).filter(Boolean))]
  const byline = config.author ? ` Author: ${config.author}.` : ''
  const title = config.apiAlias || table
  const titleField = fields.find((f) => f.kind === 'text' && !f.audit && !f.nullable) ?? fields.find((f) => f.kind === 'text' && !f.audit)
  const files: GeneratedFile[] = []

  // The contract: what the server answers and what a form sends.
  files.push({
    name: `src/core/contract/${m}.ts`,
    content: `/** ${title} (table \`${table}\`), as the contract server answers it. Generated by the code generator.${byline} */
export interface ${P}Dto {
${fields.map((f) => `  ${f.name}${f.nullable ? '?' : ''}: ${f.ts}`).join('\n')}
}

/** The body of \`POST ${endpoint}\` (no \`id\`) and \`PUT ${endpoint}\` (with \`id\`). */
export interface ${P}Body {
  id?: number
${stored.map((f) => `  ${f.name}${f.nullable ? '?' : ''}: ${f.ts}${f.nullable ? ' | null' : ''}`).join('\n')}
}
`,
  })

  // The contract server's routes.
  const serverFilters = fields.map((f) => serverFilter(f, 't')).filter((x): x is string => x !== null)
  const insertCols = [...stored.map((f) => f.column.columnName), ...['create_by', 'update_by', 'create_time', 'update_time'].filter(has)]
  const insertArgs = [
    ...stored.map((f) => (f.nullable ? `body.${f.name} ?? null` : `body.${f.name}`)),
    ...(['create_by', 'update_by'].filter(has).map(() => 'principal.username')),
    ...(['create_time', 'update_time'].filter(has).map(() => 'now')),
  ]
  const updateCols = [...stored.map((f) => f.column.columnName), ...['update_by', 'update_time'].filter(has)]
  const updateArgs = [
    ...stored.map((f) => (f.nullable ? `body.${f.name} ?? null` : `body.${f.name}`)),
    ...(has('update_by') ? ['principal.username'] : []),
    ...(has('update_time') ? ['now'] : []),
  ]
  const usesPrincipal = has('create_by') || has('update_by')
  const usesNow = ['create_time', 'update_time'].some(has)
  files.push({
    name: `demo/server/routes/${m}.ts`,
    content: `import { z } from 'zod'
import type { ${P}Dto } from '../../../src/core/contract/${m}'
import type { Services } from '../lib/context'
import { listRoutes, type ListSpec } from '../lib/crud'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
${usesNow ? "import { formatDateTime } from '../lib/time'\n" : ''}import { DeletedIds, Id, IdList, NoId } from '../schemas/common'

/** A row of \`${table}\`. */
interface ${P}Row {
${fields.map((f) => `  ${f.column.columnName}: ${f.ts}${f.nullable ? ' | null' : ''}`).join('\n')}
}

function to${P}Dto(row: ${P}Row): ${P}Dto {
  return {
${fields.map((f) => `    ${f.name}: row.${f.column.columnName}${f.nullable ? ' ?? undefined' : ''},`).join('\n')}
  }
}

/** ${title} as answered. */
const ${P}DtoSchema = z.object({
${fields.map((f) => `  ${f.name}: ${answerZodOf(f)},`).join('\n')}
})

/** The list of ${title}: its search filters and sortable fields. */
const ${m}List: ListSpec<${P}Row, ${P}Dto> = {
  from: '${table} t',
  select: '${fields.map((f) => `t.${f.column.columnName}`).join(', ')}',
  sort: { ${listed.concat(listed.includes(id) ? [] : [id]).map((f) => `${f.name}: 't.${f.column.columnName}'`).join(', ')} },
  defaultSort: 't.${id.column.columnName} DESC',
  filters: {
${serverFilters.map((x) => `    ${x},`).join('\n')}
  },
  toDto: to${P}Dto,
}

const ${m}Fields = {
${stored.map((f) => `  ${f.name}: ${zodOf(f)},`).join('\n')}
}
const ${P}Create = z.object({ id: NoId, ...${m}Fields })
const ${P}Update = z.object({ id: Id, ...${m}Fields })

/** ${title} (table \`${table}\`): list, create, update and delete. Generated by the code generator.${byline} */
export function ${m}Routes(s: Services): Resource {
  const r = new Resource('/${endpoint}', '${m}', s)
  const { db } = s
  listRoutes(r, db, ${m}List, { permission: ['${m}:list'], summary: ${q(`${title}, paged`)}, response: ${P}DtoSchema })

  r.route({
    method: 'post', path: '/', permission: ['${m}:add'], body: ${P}Create, status: 201, response: ${P}DtoSchema,
    summary: ${q(`Create ${title}`)},
  }, (c, { body${usesPrincipal ? ', principal' : ''} }) => {
${usesNow ? '    const now = formatDateTime(s.now())\n' : ''}    const id = Number(db.prepare(\`INSERT INTO ${table} (${insertCols.join(', ')})
      VALUES (${insertCols.map(() => '?').join(', ')})\`).run(${insertArgs.join(', ')}).lastInsertRowid)
    return c.json(to${P}Dto(db.prepare(\`SELECT \${${m}List.select} FROM \${${m}List.from} WHERE t.${id.column.columnName} = ?\`).get(id) as ${P}Row), 201)
  })

  r.route({
    method: 'put', path: '/', permission: ['${m}:edit'], body: ${P}Update, status: 204,
    summary: ${q(`Update ${title}`)},
  }, (c, { body${usesPrincipal ? ', principal' : ''} }) => {
${usesNow ? '    const now = formatDateTime(s.now())\n' : ''}    const result = db.prepare(\`UPDATE ${table} SET ${updateCols.map((col) => `${col} = ?`).join(', ')} WHERE ${id.column.columnName} = ?\`)
      .run(${[...updateArgs, 'body.id'].join(', ')})
    if (result.changes === 0) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
    return c.body(null, 204)
  })

  r.route({
    method: 'delete', path: '/', permission: ['${m}:del'], body: IdList, response: DeletedIds,
    summary: ${q(`Delete ${title}`)},
  }, (c, { body }) => {
    db.prepare(\`DELETE FROM ${table} WHERE ${id.column.columnName} IN (\${body.map(() => '?').join(', ')})\`).run(...body)
    return c.json(body)
  })

  return r
}
`,
  })

  // The view's declaration.
  const clientFilters = fields.map(clientFilter).filter((x): x is string => x !== null).map((x) => x.replace('$NAME', m))
  const columnsDecl = listed.map((f) => {
    const parts = [`field: '${f.name}'`]
    if (f.column.dictName) parts.push(`dict: ${q(f.column.dictName)}`, `value: (row) => String(row.${f.name} ?? '')`)
    if (f.column.formType === 'Date' || f.column.dateAnnotation || /_time$/.test(f.column.columnName)) parts.push("format: 'datetime'", 'width: 150')
    else if (f.ts === 'number' && !f.column.dictName) parts.push("align: 'end'")
    parts.push('sortable: true')
    return `    { ${parts.join(', ')} },`
  })
  const defaults = editable.map((f) => `${f.name}: ${f.ts === 'number' && !choiceOfNumber(f) ? (f.nullable ? 'null' : '0') : "''"}`)
  const fromRow = editable.map((f) => `${f.name}: ${choiceOfNumber(f) ? `String(row.${f.name} ?? '')` : `row.${f.name}${f.nullable ? ` ?? ${f.ts === 'number' ? 'null' : "''"}` : ''}`}`)
  const toBody = stored.map((f) => {
    if (!editable.includes(f)) return null
    if (f.ts === 'string') return `${f.name}: ${f.nullable ? `values.${f.name} === '' ? null : values.${f.name}` : `values.${f.name}`}`
    return `${f.name}: ${f.nullable ? `values.${f.name} === '' || values.${f.name} === null || values.${f.name} === undefined ? null : Number(values.${f.name})` : `Number(values.${f.name})`}`
  }).filter((x): x is string => x !== null)
  files.push({
    name: `${viewDir}/${m}.resource.ts`,
    content: `import type { ${P}Dto } from '${up}core/contract/${m}'
import type { ResourceView } from '${up}ui/resource/resourceView.types'

/** ${title} (table \`${table}\`, endpoint \`${endpoint}\`). Generated by the code generator.${byline} */
export const ${m}Resource: ResourceView<${P}Dto> = {
  name: '${m}',
  endpoint: '${endpoint}',
  permissions: {
    list: ['admin', '${m}:list'],
    add: ['admin', '${m}:add'],
    edit: ['admin', '${m}:edit'],
    del: ['admin', '${m}:del'],
  },
${dicts.length ? `  dicts: [${dicts.map(q).join(', ')}],\n` : ''}  defaultSort: ['${id.name},desc'],
  download: false,
  filters: [
${clientFilters.map((x) => `    ${x},`).join('\n')}
  ],
  columns: [
${columnsDecl.join('\n')}
  ],
  form: {
    defaults: { ${defaults.join(', ')} },
    fromRow: (row) => ({ ${id.name}: row.${id.name}${fromRow.length ? ', ' : ''}${fromRow.join(', ')} }),
    toBody: (values, mode) => ({
      ...(mode === 'edit' ? { ${id.name}: values.${id.name} } : {}),
${toBody.map((x) => `      ${x},`).join('\n')}
    }),
    fields: [
${editable.map((f) => `      ${formField(f)},`).join('\n')}
    ],
    size: '${editable.length > 6 ? 'medium' : 'small'}',
  },
  rowName: (row) => ${titleField ? `String(row.${titleField.name}${titleField.nullable ? ` ?? row.${id.name}` : ''})` : `String(row.${id.name})`},
}
`,
  })

  files.push({
    name: `${viewDir}/index.tsx`,
    content: `import { useMessages } from '${up}ui/i18n/useMessages'
import { ResourcePage } from '${up}ui/resource/ResourcePage'
import { ${m}Resource } from './${m}.resource'
import { ${m}Messages } from './messages'

/** ${title} (\`${config.path}\`). Generated by the code generator.${byline} */
export default function ${P}View() {
  useMessages(${m}Messages)
  return <ResourcePage view={${m}Resource} />
}
`,
  })

  files.push({
    name: `${viewDir}/messages/index.ts`,
    content: `import { defineMessages } from '../${up}core/i18n/catalog'

/** The words of the ${title} view. One file per locale, loaded on demand (\`defineMessages\`). */
export const ${m}Messages = defineMessages('areas/admin/views/${config.path.replace(/^\/+|\/+$/g, '')}/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
`,
  })
  const filterNames = fields.filter((f) => f.column.queryType)
  const messageBody = `{
  resources: {
    ${m}: {
      title: ${q(title)},
      name: ${q(title)},
      fields: {
${fields.map((f) => `        ${f.name}: ${q(f.label)},`).join('\n')}
      },
      filters: {
${filterNames.map((f) => `        ${f.name}: ${q(f.label)},`).join('\n')}${filterNames.some((f) => f.column.queryType === 'NotNull') ? "\n        notNull: 'Set'," : ''}
      },
    },
  },
}`
  for (const locale of LOCALES) {
    files.push({
      name: `${viewDir}/messages/${locale}.ts`,
      content: locale === 'en'
        ? `/** ${LOCALE_NAMES[locale]} */\nconst messages = ${messageBody}\n\nexport default messages\n`
        : `import type { Shape } from '../${up}core/i18n/shape'\nimport type en from './en'\n\n/** ${LOCALE_NAMES[locale]} */\nconst messages: Shape<typeof en> = ${messageBody}\n\nexport default messages\n`,
    })
  }

  files.push({
    name: `${viewDir}/WIRING.md`,
    content: `# ${title}: wiring the generated files

Generated for table \`${table}\`. Three one-line insertions make it live:

- \`src/areas/admin/views.ts\`: \`'${config.path}': () => import('./views/${config.path}'),\`
- \`demo/server/app.ts\`: \`import { ${m}Routes } from './routes/${m}'\` and \`${m}Routes(services),\` in the \`resources\` list
- \`src/core/contract/index.ts\`: \`export type { ${P}Body, ${P}Dto } from './${m}'\`

Then a menu (component \`${config.path}/index\`) with the permissions \`${m}:list\`, \`${m}:add\`, \`${m}:edit\`, \`${m}:del\`.
`,
  })
  // Lists that came out empty (a table without search fields) read `{}` and `[]`, not an empty block.
  return files.map((f) => ({ ...f, content: f.content.replace(/\{\n\s*\n\s*\}/g, '{}').replace(/\[\n\s*\n\s*\]/g, '[]') }))
}
