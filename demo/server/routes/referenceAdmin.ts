import { z } from 'zod'
import type {
  ApplyDeptAdminDto, ApplyHospitalAdminDto, ApplyPhysicianAdminDto, BodyPartAdminDto, BodyPartSmallAdminDto, CheckMethodAdminDto,
} from '../../../src/core/contract/reference'
import type { Services } from '../lib/context'
import { createdBy, listRoutes, type ExportColumn, type ListSpec } from '../lib/crud'
import { audit, auditColumns, opt, type AuditRow } from '../lib/dto'
import { HttpError } from '../lib/errors'
import type { MessageKey } from '../lib/messages'
import { Resource } from '../lib/route'
import { assertExists } from '../lib/sql'
import { formatDateTime } from '../lib/time'
import { auditFields, DeletedIds, Id, IdList, NoId, optionalText, text } from '../schemas/common'

/** The reference tables this file maintains (code constants: never request text). */
type RefTable = 'ris_apply_hospital' | 'ris_apply_dept' | 'ris_apply_physician' | 'ris_check_method' | 'ris_body_part' | 'ris_body_part_small'
/** Tables a reference row may belong to. */
type ParentTable = 'ris_apply_hospital' | 'ris_apply_dept' | 'ris_modality' | 'ris_body_part'

/**
 * One reference table as a declaration: its list, its input fields and the SQL columns they fill, the parent it
 * belongs to (names are unique per parent), the rows that keep it from being deleted, and its export.
 */
interface ReferenceTable<Row extends { id: number; name: string }, Dto, Body extends { name: string }> {
  base: string
  /** The permission family (`applyDept` → `applyDept:list|add|edit|del`). */
  permission: string
  /** What one record is, for the documentation (`referring department`). */
  noun: string
  table: RefTable
  /** The table's alias in `list.from`. */
  alias: string
  list: ListSpec<Row, Dto>
  response: z.ZodType
  /** The input fields besides `id`. */
  fields: z.ZodRawShape
  /** SQL column → value of a validated body, in a fixed order. */
  columns: (body: Body) => Record<string, unknown>
  /** The record it belongs to: the body field naming it, the parent's table and the column holding its id. */
  parent?: { field: keyof Body & string; table: ParentTable; column: string }
  /** Rows that keep a record from being deleted: how many there are, and the message saying so. */
  children?: { table: 'ris_apply_dept' | 'ris_apply_physician' | 'ris_body_part_small'; column: string; message: MessageKey }
  /** A further check before a record is deleted (this hospital cannot be). */
  beforeDelete?: (row: Row) => void
  /** A further check or change before a record is written, in the write's transaction. */
  beforeWrite?: (body: Body, id: number | null) => void
  download: { sheet: MessageKey; columns: readonly ExportColumn<Dto>[] }
}

const Name = text(50).describe('Required, at most 50 characters; unique within its parent')
const Sort = z.number().int().min(0).max(9999).optional().transform((v) => v ?? 999).describe('Order in lists (default 999)')
const Enabled = z.boolean().optional().transform((v) => v ?? true).describe('Offered at registration (default true)')
/** Yuan with at most two decimals (fen). */
const Money = z.number().min(0).max(100_000).multipleOf(0.01)
const enabledCell = <Dto extends { enabled: boolean }>(): ExportColumn<Dto> => ({ header: 'xlsx.enabled', value: (d, t) => t(d.enabled ? 'xlsx.on' : 'xlsx.off') })
const sortCell = <Dto extends { sort: number }>(): ExportColumn<Dto> => ({ header: 'xlsx.sort', value: (d) => d.sort })

/**
 * Registers the list, export, create, update and delete of one reference table: every input checked by its schema,
 * the parent checked to exist (400 on its field), the name checked to be free within the parent (400 on `name`), and
 * a record that others still belong to refused deletion with the reason.
 */
function referenceTable<Row extends AuditRow & { id: number; name: string }, Dto, Body extends { name: string }>(
  s: Services, spec: ReferenceTable<Row, Dto, Body>,
): Resource {
  const { db } = s
  const r = new Resource(spec.base, 'reference', s)
  const rowById = (id: number) => db.prepare(`SELECT ${spec.list.select} FROM ${spec.list.from} WHERE ${spec.alias}.id = ?`).get(id) as Row | undefined
  const can = (action: string) => [`${spec.permission}:${action}`] as const
  const Create = z.object({ id: NoId, ...spec.fields })
  const Update = z.object({ id: Id, ...spec.fields })

  listRoutes(r, db, spec.list, {
    permission: can('list'),
    summary: `${spec.noun[0]!.toUpperCase()}${spec.noun.slice(1)}s, paged, for their administration`,
    response: spec.response,
    download: spec.download,
  })

  const check = (body: Body, id: number | null) => {
    const parent = spec.parent
    if (parent) {
      const parentId = body[parent.field] as unknown as number
      assertExists(db, parent.table, parentId, parent.field)
      const taken = db.prepare(`SELECT 1 FROM ${spec.table} WHERE name = ? AND ${parent.column} = ? AND id <> ?`).get(body.name, parentId, id ?? -1)
      if (taken) {
        const { name } = db.prepare(`SELECT name FROM ${parent.table} WHERE id = ?`).get(parentId) as { name: string }
        throw new HttpError(400, 'reference.nameTaken', { field: 'name', params: { parent: name, name: body.name } })
      }
    } else if (db.prepare(`SELECT 1 FROM ${spec.table} WHERE name = ? AND id <> ?`).get(body.name, id ?? -1)) {
      throw new HttpError(400, 'common.duplicate', { field: 'name', params: { value: body.name } })
    }
    spec.beforeWrite?.(body, id)
  }

  r.route({
    method: 'post', path: '/', permission: can('add'), body: Create, status: 201, response: spec.response,
    summary: `Add a ${spec.noun} (its name unique within its parent)`,
  }, (c, { body, principal }) => {
    const input = body as unknown as Body
    const id = db.transaction(() => {
      check(input, null)
      const values = { ...spec.columns(input), ...createdBy(principal, s.now()) }
      const names = Object.keys(values)
      return Number(db.prepare(`INSERT INTO ${spec.table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
        .run(...Object.values(values)).lastInsertRowid)
    })()
    return c.json(spec.list.toDto(rowById(id) as Row), 201)
  })

  r.route({
    method: 'put', path: '/', permission: can('edit'), body: Update, status: 204, summary: `Update a ${spec.noun}`,
  }, (c, { body, principal }) => {
    const input = body as unknown as Body & { id: number }
    db.transaction(() => {
      if (!rowById(input.id)) throw new HttpError(404, 'common.recordNotFound', { params: { id: input.id } })
      check(input, input.id)
      const values = { ...spec.columns(input), update_by: principal.username, update_time: formatDateTime(s.now()) }
      db.prepare(`UPDATE ${spec.table} SET ${Object.keys(values).map((column) => `${column} = ?`).join(', ')} WHERE id = ?`)
        .run(...Object.values(values), input.id)
    })()
    return c.body(null, 204)
  })

  r.route({
    method: 'delete', path: '/', permission: can('del'), body: IdList, response: DeletedIds,
    summary: `Delete ${spec.noun}s no other record belongs to; answers the ids removed`,
  }, (c, { body }) => {
    const removed = db.transaction(() => body.filter((id) => {
      const row = rowById(id)
      if (!row) return false
      spec.beforeDelete?.(row)
      const children = spec.children
      if (children) {
        const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${children.table} WHERE ${children.column} = ?`).get(id) as { n: number }
        if (n > 0) throw new HttpError(400, children.message, { params: { name: row.name, count: n } })
      }
      return db.prepare(`DELETE FROM ${spec.table} WHERE id = ?`).run(id).changes > 0
    }))()
    return c.json(removed)
  })

  return r
}

const ModalitySchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() })
const listed = { sort: z.number().int(), enabled: z.boolean(), ...auditFields }

interface HospitalRow extends AuditRow { id: number; name: string; code: string | null; own: number; sort: number; enabled: number; dept_count: number }
interface DeptRow extends AuditRow { id: number; name: string; hospital_id: number; hospital_name: string; sort: number; enabled: number; physician_count: number }
interface PhysicianRow extends AuditRow { id: number; name: string; apply_dept_id: number; title: string | null; sort: number; enabled: number }
interface MethodRow extends AuditRow {
  id: number; name: string; modality_id: number; modality_code: string; modality_name: string; fee_extra: number; sort: number; enabled: number
}
interface PartRow extends AuditRow {
  id: number; name: string; modality_id: number; modality_code: string; modality_name: string; fee: number; minutes: number; sort: number
  enabled: number; small_count: number
}
interface SmallRow extends AuditRow { id: number; name: string; body_part_id: number; sort: number; enabled: number }

const hospitalList: ListSpec<HospitalRow, ApplyHospitalAdminDto> = {
  from: 'ris_apply_hospital h',
  select: `h.id, h.name, h.code, h.own, h.sort, h.enabled, (SELECT COUNT(*) FROM ris_apply_dept x WHERE x.hospital_id = h.id) AS dept_count, ${auditColumns('h')}`,
  sort: { id: 'h.id', name: 'h.name', code: 'h.code', sort: 'h.sort', createTime: 'h.create_time' },
  defaultSort: 'h.own DESC, h.sort ASC, h.id ASC',
  filters: {
    blurry: { kind: 'blurry', columns: ['h.name', 'h.code'], description: 'Part of the name or code' },
    enabled: { kind: 'equal', column: 'h.enabled', type: 'bool', description: 'Offered or not' },
  },
  toDto: (h) => ({
    id: h.id, name: h.name, code: opt(h.code), own: h.own === 1, sort: h.sort, enabled: h.enabled === 1, deptCount: h.dept_count, ...audit(h),
  }),
}

const deptList: ListSpec<DeptRow, ApplyDeptAdminDto> = {
  from: 'ris_apply_dept d JOIN ris_apply_hospital h ON h.id = d.hospital_id',
  select: `d.id, d.name, d.hospital_id, h.name AS hospital_name, d.sort, d.enabled,
    (SELECT COUNT(*) FROM ris_apply_physician x WHERE x.apply_dept_id = d.id) AS physician_count, ${auditColumns('d')}`,
  sort: { id: 'd.id', name: 'd.name', sort: 'd.sort', hospital: 'h.sort', createTime: 'd.create_time' },
  defaultSort: 'h.own DESC, h.sort ASC, d.sort ASC, d.id ASC',
  filters: {
    blurry: { kind: 'blurry', columns: ['d.name'], description: 'Part of the name' },
    hospitalId: { kind: 'equal', column: 'd.hospital_id', type: 'int', description: 'The referring hospital' },
    enabled: { kind: 'equal', column: 'd.enabled', type: 'bool', description: 'Offered or not' },
  },
  toDto: (d) => ({
    id: d.id, hospitalId: d.hospital_id, hospitalName: d.hospital_name, name: d.name, sort: d.sort, enabled: d.enabled === 1,
    physicianCount: d.physician_count, ...audit(d),
  }),
}

const physicianList: ListSpec<PhysicianRow, ApplyPhysicianAdminDto> = {
  from: 'ris_apply_physician p',
  select: `p.id, p.name, p.apply_dept_id, p.title, p.sort, p.enabled, ${auditColumns('p')}`,
  sort: { id: 'p.id', name: 'p.name', title: 'p.title', sort: 'p.sort', createTime: 'p.create_time' },
  defaultSort: 'p.sort ASC, p.id ASC',
  filters: {
    blurry: { kind: 'blurry', columns: ['p.name', 'p.title'], description: 'Part of the name or title' },
    applyDeptId: { kind: 'equal', column: 'p.apply_dept_id', type: 'int', description: 'The referring department' },
    enabled: { kind: 'equal', column: 'p.enabled', type: 'bool', description: 'Offered or not' },
  },
  toDto: (p) => ({ id: p.id, applyDeptId: p.apply_dept_id, name: p.name, title: opt(p.title), sort: p.sort, enabled: p.enabled === 1, ...audit(p) }),
}

const methodList: ListSpec<MethodRow, CheckMethodAdminDto> = {
  from: 'ris_check_method c JOIN ris_modality m ON m.id = c.modality_id',
  select: `c.id, c.name, c.modality_id, m.code AS modality_code, m.name AS modality_name, c.fee_extra, c.sort, c.enabled, ${auditColumns('c')}`,
  sort: { id: 'c.id', name: 'c.name', feeExtra: 'c.fee_extra', sort: 'c.sort', modality: 'm.sort', createTime: 'c.create_time' },
  defaultSort: 'm.sort ASC, c.sort ASC, c.id ASC',
  filters: {
    blurry: { kind: 'blurry', columns: ['c.name'], description: 'Part of the name' },
    modalityId: { kind: 'equal', column: 'c.modality_id', type: 'int', description: 'The modality' },
    enabled: { kind: 'equal', column: 'c.enabled', type: 'bool', description: 'Offered or not' },
  },
  toDto: (c) => ({
    id: c.id, modalityId: c.modality_id, modality: { id: c.modality_id, code: c.modality_code, name: c.modality_name }, name: c.name,
    feeExtra: c.fee_extra, sort: c.sort, enabled: c.enabled === 1, ...audit(c),
  }),
}

const partList: ListSpec<PartRow, BodyPartAdminDto> = {
  from: 'ris_body_part b JOIN ris_modality m ON m.id = b.modality_id',
  select: `b.id, b.name, b.modality_id, m.code AS modality_code, m.name AS modality_name, b.fee, b.minutes, b.sort, b.enabled,
    (SELECT COUNT(*) FROM ris_body_part_small x WHERE x.body_part_id = b.id) AS small_count, ${auditColumns('b')}`,
  sort: { id: 'b.id', name: 'b.name', fee: 'b.fee', minutes: 'b.minutes', sort: 'b.sort', modality: 'm.sort', createTime: 'b.create_time' },
  defaultSort: 'm.sort ASC, b.sort ASC, b.id ASC',
  filters: {
    blurry: { kind: 'blurry', columns: ['b.name'], description: 'Part of the name' },
    modalityId: { kind: 'equal', column: 'b.modality_id', type: 'int', description: 'The modality' },
    enabled: { kind: 'equal', column: 'b.enabled', type: 'bool', description: 'Offered or not' },
  },
  toDto: (b) => ({
    id: b.id, modalityId: b.modality_id, modality: { id: b.modality_id, code: b.modality_code, name: b.modality_name }, name: b.name,
    fee: b.fee, minutes: b.minutes, sort: b.sort, enabled: b.enabled === 1, smallPartCount: b.small_count, ...audit(b),
  }),
}

const smallList: ListSpec<SmallRow, BodyPartSmallAdminDto> = {
  from: 'ris_body_part_small p',
  select: `p.id, p.name, p.body_part_id, p.sort, p.enabled, ${auditColumns('p')}`,
  sort: { id: 'p.id', name: 'p.name', sort: 'p.sort', createTime: 'p.create_time' },
  defaultSort: 'p.sort ASC, p.id ASC',
  filters: {
    blurry: { kind: 'blurry', columns: ['p.name'], description: 'Part of the name' },
    bodyPartId: { kind: 'equal', column: 'p.body_part_id', type: 'int', description: 'The body part' },
    enabled: { kind: 'equal', column: 'p.enabled', type: 'bool', description: 'Offered or not' },
  },
  toDto: (p) => ({ id: p.id, bodyPartId: p.body_part_id, name: p.name, sort: p.sort, enabled: p.enabled === 1, ...audit(p) }),
}

/**
 * The administration of the registration desk's reference tables (信息维护): referring hospitals, their departments
 * and physicians; per modality the check methods, body parts (fee, minutes on the device) and small body parts. The
 * desk's own read-only lookups of the same tables live in registration.ts; exams keep the names they were registered
 * with (text columns), so a change here never rewrites an exam.
 */
export function referenceAdminRoutes(s: Services): Resource[] {
  const { db } = s

  const hospitals = referenceTable<HospitalRow, ApplyHospitalAdminDto, { name: string; code: string | null; own: boolean; sort: number; enabled: boolean }>(s, {
    base: '/api/applyHospital', permission: 'applyHospital', noun: 'referring hospital', table: 'ris_apply_hospital', alias: 'h',
    list: hospitalList,
    response: z.object({
      id: z.number().int(), name: z.string(), code: z.string().optional(), own: z.boolean(), deptCount: z.number().int(), ...listed,
    }) satisfies z.ZodType<ApplyHospitalAdminDto>,
    fields: {
      name: Name,
      code: optionalText(20),
      own: z.boolean().optional().transform((v) => v ?? false).describe('This hospital (the registration desk\'s default); marking one unmarks the others'),
      sort: Sort,
      enabled: Enabled,
    },
    columns: (b) => ({ name: b.name, code: b.code, own: b.own ? 1 : 0, sort: b.sort, enabled: b.enabled ? 1 : 0 }),
    children: { table: 'ris_apply_dept', column: 'hospital_id', message: 'reference.hospitalHasDepts' },
    beforeDelete: (h) => {
      if (h.own === 1) throw new HttpError(400, 'reference.ownHospital', { params: { name: h.name } })
    },
    // One hospital is this hospital: marking another moves the mark; taking it off the only one is refused.
    beforeWrite: (b, id) => {
      if (b.own) db.prepare('UPDATE ris_apply_hospital SET own = 0 WHERE own = 1 AND id <> ?').run(id ?? -1)
      else if (id !== null && (db.prepare('SELECT own FROM ris_apply_hospital WHERE id = ?').get(id) as { own: number }).own === 1) {
        throw new HttpError(400, 'reference.ownRequired', { field: 'own' })
      }
    },
    download: {
      sheet: 'xlsx.applyHospital.sheet',
      columns: [
        { header: 'xlsx.applyHospital.name', value: (h) => h.name },
        { header: 'xlsx.applyHospital.code', value: (h) => h.code },
        { header: 'xlsx.applyHospital.own', value: (h) => (h.own ? '√' : '') },
        sortCell(), enabledCell(),
        { header: 'xlsx.createTime', value: (h) => h.createTime },
      ],
    },
  })

  const depts = referenceTable<DeptRow, ApplyDeptAdminDto, { hospitalId: number; name: string; sort: number; enabled: boolean }>(s, {
    base: '/api/applyDept', permission: 'applyDept', noun: 'referring department', table: 'ris_apply_dept', alias: 'd',
    list: deptList,
    response: z.object({
      id: z.number().int(), hospitalId: z.number().int(), hospitalName: z.string(), name: z.string(), physicianCount: z.number().int(), ...listed,
    }) satisfies z.ZodType<ApplyDeptAdminDto>,
    fields: { hospitalId: Id.describe('The referring hospital'), name: Name, sort: Sort, enabled: Enabled },
    columns: (b) => ({ hospital_id: b.hospitalId, name: b.name, sort: b.sort, enabled: b.enabled ? 1 : 0 }),
    parent: { field: 'hospitalId', table: 'ris_apply_hospital', column: 'hospital_id' },
    children: { table: 'ris_apply_physician', column: 'apply_dept_id', message: 'reference.deptHasPhysicians' },
    download: {
      sheet: 'xlsx.applyDept.sheet',
      columns: [
        { header: 'xlsx.applyHospital.name', value: (d) => d.hospitalName },
        { header: 'xlsx.applyDept.name', value: (d) => d.name },
        sortCell(), enabledCell(),
        { header: 'xlsx.createTime', value: (d) => d.createTime },
      ],
    },
  })

  const physicians = referenceTable<PhysicianRow, ApplyPhysicianAdminDto, { applyDeptId: number; name: string; title: string | null; sort: number; enabled: boolean }>(s, {
    base: '/api/applyPhysician', permission: 'applyDept', noun: 'referring physician', table: 'ris_apply_physician', alias: 'p',
    list: physicianList,
    response: z.object({
      id: z.number().int(), applyDeptId: z.number().int(), name: z.string(), title: z.string().optional(), ...listed,
    }) satisfies z.ZodType<ApplyPhysicianAdminDto>,
    fields: { applyDeptId: Id.describe('The referring department'), name: Name, title: optionalText(50), sort: Sort, enabled: Enabled },
    columns: (b) => ({ apply_dept_id: b.applyDeptId, name: b.name, title: b.title, sort: b.sort, enabled: b.enabled ? 1 : 0 }),
    parent: { field: 'applyDeptId', table: 'ris_apply_dept', column: 'apply_dept_id' },
    download: {
      sheet: 'xlsx.applyPhysician.sheet',
      columns: [
        { header: 'xlsx.applyPhysician.name', value: (p) => p.name },
        { header: 'xlsx.applyPhysician.title', value: (p) => p.title },
        sortCell(), enabledCell(),
        { header: 'xlsx.createTime', value: (p) => p.createTime },
      ],
    },
  })

  const methods = referenceTable<MethodRow, CheckMethodAdminDto, { modalityId: number; name: string; feeExtra: number; sort: number; enabled: boolean }>(s, {
    base: '/api/checkMethod', permission: 'checkMethod', noun: 'check method', table: 'ris_check_method', alias: 'c',
    list: methodList,
    response: z.object({
      id: z.number().int(), modalityId: z.number().int(), modality: ModalitySchema, name: z.string(), feeExtra: z.number(), ...listed,
    }) satisfies z.ZodType<CheckMethodAdminDto>,
    fields: {
      modalityId: Id.describe('The modality'), name: Name,
      feeExtra: Money.optional().transform((v) => v ?? 0).describe('Yuan added to the body part\'s fee (enhanced scans), ≥ 0'),
      sort: Sort, enabled: Enabled,
    },
    columns: (b) => ({ modality_id: b.modalityId, name: b.name, fee_extra: b.feeExtra, sort: b.sort, enabled: b.enabled ? 1 : 0 }),
    parent: { field: 'modalityId', table: 'ris_modality', column: 'modality_id' },
    download: {
      sheet: 'xlsx.checkMethod.sheet',
      columns: [
        { header: 'xlsx.device.modality', value: (m) => m.modality.code },
        { header: 'xlsx.checkMethod.name', value: (m) => m.name },
        { header: 'xlsx.checkMethod.feeExtra', value: (m) => m.feeExtra },
        sortCell(), enabledCell(),
        { header: 'xlsx.createTime', value: (m) => m.createTime },
      ],
    },
  })

  const parts = referenceTable<PartRow, BodyPartAdminDto, { modalityId: number; name: string; fee: number; minutes: number; sort: number; enabled: boolean }>(s, {
    base: '/api/bodyPart', permission: 'bodyPart', noun: 'body part', table: 'ris_body_part', alias: 'b',
    list: partList,
    response: z.object({
      id: z.number().int(), modalityId: z.number().int(), modality: ModalitySchema, name: z.string(), fee: z.number(), minutes: z.number().int(),
      smallPartCount: z.number().int(), ...listed,
    }) satisfies z.ZodType<BodyPartAdminDto>,
    fields: {
      modalityId: Id.describe('The modality'), name: Name,
      fee: Money.describe('Yuan, ≥ 0'),
      minutes: z.number().int().min(1).max(240).describe('Minutes the exam takes on the device (appointment slots), 1–240'),
      sort: Sort, enabled: Enabled,
    },
    columns: (b) => ({ modality_id: b.modalityId, name: b.name, fee: b.fee, minutes: b.minutes, sort: b.sort, enabled: b.enabled ? 1 : 0 }),
    parent: { field: 'modalityId', table: 'ris_modality', column: 'modality_id' },
    children: { table: 'ris_body_part_small', column: 'body_part_id', message: 'reference.bodyPartHasSmall' },
    download: {
      sheet: 'xlsx.bodyPart.sheet',
      columns: [
        { header: 'xlsx.device.modality', value: (b) => b.modality.code },
        { header: 'xlsx.bodyPart.name', value: (b) => b.name },
        { header: 'xlsx.bodyPart.fee', value: (b) => b.fee },
        { header: 'xlsx.bodyPart.minutes', value: (b) => b.minutes },
        sortCell(), enabledCell(),
        { header: 'xlsx.createTime', value: (b) => b.createTime },
      ],
    },
  })

  const smalls = referenceTable<SmallRow, BodyPartSmallAdminDto, { bodyPartId: number; name: string; sort: number; enabled: boolean }>(s, {
    base: '/api/bodyPartSmall', permission: 'bodyPart', noun: 'small body part', table: 'ris_body_part_small', alias: 'p',
    list: smallList,
    response: z.object({ id: z.number().int(), bodyPartId: z.number().int(), name: z.string(), ...listed }) satisfies z.ZodType<BodyPartSmallAdminDto>,
    fields: { bodyPartId: Id.describe('The body part'), name: Name, sort: Sort, enabled: Enabled },
    columns: (b) => ({ body_part_id: b.bodyPartId, name: b.name, sort: b.sort, enabled: b.enabled ? 1 : 0 }),
    parent: { field: 'bodyPartId', table: 'ris_body_part', column: 'body_part_id' },
    download: {
      sheet: 'xlsx.bodyPartSmall.sheet',
      columns: [
        { header: 'xlsx.bodyPartSmall.name', value: (p) => p.name },
        sortCell(), enabledCell(),
        { header: 'xlsx.createTime', value: (p) => p.createTime },
      ],
    },
  })

  return [hospitals, depts, physicians, methods, parts, smalls]
}
