import { z } from 'zod'
import type { DeviceDto, DeviceTypeDto } from '../../../src/core/contract/system'
import type { Services } from '../lib/context'
import { createdBy, listRoutes, uniqueAsField, type ListSpec } from '../lib/crud'
import { audit, opt, type AuditRow } from '../lib/dto'
import { deptScope } from '../lib/dataScope'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { assertExists } from '../lib/sql'
import { formatDateTime } from '../lib/time'
import { auditFields, DeletedIds, Id, IdList, IdText, NoId, optionalText, text } from '../schemas/common'

interface TypeRow extends AuditRow {
  id: number; code: string; name: string; dept_id: number | null; dept_name: string | null; sort: number; enabled: number
  description: string | null; device_count: number
}
interface DeviceRow extends AuditRow {
  id: number; name: string; ae_title: string; modality_id: number; modality_code: string; modality_name: string
  room: string | null; ip: string | null; port: number | null; status: string; description: string | null
}

const TYPE_SELECT = `m.id, m.code, m.name, m.dept_id, d.name AS dept_name, m.sort, m.enabled, m.description,
  (SELECT COUNT(*) FROM ris_device x WHERE x.modality_id = m.id) AS device_count, m.create_by, m.update_by, m.create_time, m.update_time`
const TYPE_FROM = 'ris_modality m LEFT JOIN sys_dept d ON d.id = m.dept_id'
const DEVICE_SELECT = `v.id, v.name, v.ae_title, v.modality_id, m.code AS modality_code, m.name AS modality_name, v.room, v.ip, v.port,
  v.status, v.description, v.create_by, v.update_by, v.create_time, v.update_time`
const DEVICE_FROM = 'ris_device v JOIN ris_modality m ON m.id = v.modality_id'

function toTypeDto(row: TypeRow): DeviceTypeDto {
  return {
    id: row.id, code: row.code, name: row.name, ...(row.dept_id === null ? {} : { dept: { id: row.dept_id, name: row.dept_name ?? '' } }),
    sort: row.sort, enabled: row.enabled === 1, description: opt(row.description), deviceCount: row.device_count, ...audit(row),
  }
}

function toDeviceDto(row: DeviceRow): DeviceDto {
  return {
    id: row.id, name: row.name, aeTitle: row.ae_title, modality: { id: row.modality_id, code: row.modality_code, name: row.modality_name },
    room: opt(row.room), ip: opt(row.ip), port: opt(row.port), status: row.status, description: opt(row.description), ...audit(row),
  }
}

const DeviceTypeSchema = z.object({
  id: z.number().int(), code: z.string(), name: z.string(), dept: z.object({ id: z.number().int(), name: z.string() }).optional(),
  sort: z.number().int(), enabled: z.boolean(), description: z.string().optional(), deviceCount: z.number().int(), ...auditFields,
}) satisfies z.ZodType<DeviceTypeDto>

const DeviceSchema = z.object({
  id: z.number().int(), name: z.string(), aeTitle: z.string(),
  modality: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  room: z.string().optional(), ip: z.string().optional(), port: z.number().int().optional(), status: z.string(),
  description: z.string().optional(), ...auditFields,
}) satisfies z.ZodType<DeviceDto>

/** SPEC §5's IP rule: four numbers 0–255; empty is allowed. */
const IP = z.string().max(15).regex(/^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/, { error: 'validation.ip' })
/** A DICOM application entity title: 1–16 characters of the default repertoire, no backslash, not only spaces. */
const AeTitle = z.string().regex(/^(?=.*\S)[\x20-\x5b\x5d-\x7e]{1,16}$/, { error: 'device.aeTitle' })

const typeFields = {
  code: z.string().regex(/^[A-Z][A-Z0-9]{1,9}$/, { error: 'validation.blank' }).describe('Modality code: CT, MR, US …'),
  name: text(50),
  dept: z.object({ id: Id }).nullish(),
  sort: z.number().int().min(0).max(9999).optional().transform((v) => v ?? 999),
  enabled: z.boolean(),
  description: optionalText(255),
}
const TypeCreate = z.object({ id: NoId, ...typeFields })
const TypeUpdate = z.object({ id: Id, ...typeFields })

const deviceFields = {
  name: text(100),
  aeTitle: AeTitle,
  modality: z.object({ id: Id }),
  room: optionalText(100),
  ip: z.union([z.literal(''), IP]).nullish().transform((v) => (v ? v : null)),
  port: z.number().int().min(1).max(65535).nullish().transform((v) => v ?? null),
  status: z.enum(['0', '1', '2'], { error: 'device.status' }),
  description: optionalText(255),
}
const DeviceCreate = z.object({ id: NoId, ...deviceFields })
const DeviceUpdate = z.object({ id: Id, ...deviceFields })

const typeList: ListSpec<TypeRow, DeviceTypeDto> = {
  from: TYPE_FROM,
  select: TYPE_SELECT,
  sort: { id: 'm.id', code: 'm.code', name: 'm.name', sort: 'm.sort', createTime: 'm.create_time' },
  defaultSort: 'm.sort ASC, m.id ASC',
  filters: {
    blurry: { kind: 'blurry', columns: ['m.code', 'm.name'], description: 'Part of the code or name' },
    enabled: { kind: 'equal', column: 'm.enabled', type: 'bool', description: 'Enabled or not' },
    deptId: { kind: 'equal', column: 'm.dept_id', type: 'int', description: 'The performing department' },
  },
  toDto: toTypeDto,
}

const deviceList: ListSpec<DeviceRow, DeviceDto> = {
  from: DEVICE_FROM,
  select: DEVICE_SELECT,
  sort: { id: 'v.id', name: 'v.name', aeTitle: 'v.ae_title', room: 'v.room', status: 'v.status', createTime: 'v.create_time', modality: 'm.sort' },
  defaultSort: 'm.sort ASC, v.name ASC',
  filters: {
    blurry: { kind: 'blurry', columns: ['v.name', 'v.ae_title', 'v.room', 'v.ip'], description: 'Part of the name, AE title, room or address' },
    modalityId: { kind: 'equal', column: 'v.modality_id', type: 'int', description: 'The device type' },
    status: { kind: 'equal', column: 'v.status', description: 'device_status dictionary value' },
  },
  toDto: toDeviceDto,
}

/** Device types (the hospital's modalities), devices, and SPEC §7's lookups by department and modality. */
export function deviceRoutes(s: Services): Resource[] {
  const { db } = s
  const types = new Resource('/api/deviceType', 'devices', s)
  const typeById = (id: number) => db.prepare(`SELECT ${TYPE_SELECT} FROM ${TYPE_FROM} WHERE m.id = ?`).get(id) as TypeRow | undefined

  listRoutes(types, db, typeList, {
    permission: ['deviceType:list', 'device:list'],
    summary: 'Device types (modalities) with their department and number of devices',
    response: DeviceTypeSchema,
    download: {
      permission: ['deviceType:list'],
      sheet: 'xlsx.deviceType.sheet',
      columns: [
        { header: 'xlsx.deviceType.code', value: (t) => t.code },
        { header: 'xlsx.device.name', value: (t) => t.name },
        { header: 'xlsx.deviceType.dept', value: (t) => t.dept?.name },
        { header: 'xlsx.enabled', value: (t) => (t.enabled ? '√' : '×') },
        { header: 'xlsx.createTime', value: (t) => t.createTime },
      ],
    },
  })
  types.route({
    method: 'post', path: '/', permission: ['deviceType:add'], body: TypeCreate, status: 201, response: DeviceTypeSchema,
    summary: 'Create a device type (unique code)',
  }, (c, { body, principal }) => {
    if (body.dept) assertExists(db, 'sys_dept', body.dept.id, 'dept.id')
    const a = createdBy(principal, s.now())
    const id = uniqueAsField({ 'ris_modality.code': 'code' }, () => Number(db.prepare(`INSERT INTO ris_modality (code, name, dept_id, sort, enabled, description,
        create_by, update_by, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(body.code, body.name, body.dept?.id ?? null, body.sort, body.enabled ? 1 : 0, body.description, a.create_by, a.update_by, a.create_time, a.update_time).lastInsertRowid), () => body.code)
    return c.json(toTypeDto(typeById(id) as TypeRow), 201)
  })
  types.route({
    method: 'put', path: '/', permission: ['deviceType:edit'], body: TypeUpdate, status: 204, summary: 'Update a device type',
  }, (c, { body, principal }) => {
    if (body.dept) assertExists(db, 'sys_dept', body.dept.id, 'dept.id')
    const result = uniqueAsField({ 'ris_modality.code': 'code' }, () => db.prepare(`UPDATE ris_modality SET code = ?, name = ?, dept_id = ?, sort = ?, enabled = ?,
        description = ?, update_by = ?, update_time = ? WHERE id = ?`)
      .run(body.code, body.name, body.dept?.id ?? null, body.sort, body.enabled ? 1 : 0, body.description, principal.username, formatDateTime(s.now()), body.id), () => body.code)
    if (result.changes === 0) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
    return c.body(null, 204)
  })
  types.route({
    method: 'delete', path: '/', permission: ['deviceType:del'], body: IdList, response: DeletedIds,
    summary: 'Delete device types that have no devices',
  }, (c, { body }) => {
    const removed = db.transaction(() => body.filter((id) => {
      const type = typeById(id)
      if (!type) return false
      if (type.device_count > 0) throw new HttpError(400, 'deviceType.inUse', { params: { name: type.name } })
      // The registration desk's reference tables hang off the modality too (a foreign key would otherwise answer 500).
      const referenced = db.prepare(`SELECT (SELECT COUNT(*) FROM ris_body_part WHERE modality_id = ?) + (SELECT COUNT(*) FROM ris_check_method
        WHERE modality_id = ?) AS n`).get(id, id) as { n: number }
      if (referenced.n > 0) throw new HttpError(400, 'deviceType.hasReference', { params: { name: type.name } })
      return db.prepare('DELETE FROM ris_modality WHERE id = ?').run(id).changes > 0
    }))()
    return c.json(removed)
  })

  const devices = new Resource('/api/device', 'devices', s)
  const deviceById = (id: number) => db.prepare(`SELECT ${DEVICE_SELECT} FROM ${DEVICE_FROM} WHERE v.id = ?`).get(id) as DeviceRow | undefined
  const DEVICE_UNIQUE = { 'ris_device.name': 'name', 'ris_device.ae_title': 'aeTitle' }
  listRoutes(devices, db, deviceList, {
    permission: ['device:list'],
    summary: 'Devices with their type, AE title, room, address and status',
    response: DeviceSchema,
    download: {
      sheet: 'xlsx.device.sheet',
      columns: [
        { header: 'xlsx.device.name', value: (d) => d.name },
        { header: 'xlsx.device.aeTitle', value: (d) => d.aeTitle },
        { header: 'xlsx.device.modality', value: (d) => d.modality.code },
        { header: 'xlsx.device.room', value: (d) => d.room },
        { header: 'xlsx.device.ip', value: (d) => d.ip },
        { header: 'xlsx.device.port', value: (d) => d.port },
        { header: 'xlsx.device.status', value: (d) => ({ '1': '在用', '2': '维修', '0': '停用' })[d.status] ?? d.status },
        { header: 'xlsx.createTime', value: (d) => d.createTime },
      ],
    },
  })
  devices.route({
    method: 'get', path: '/by-modalityId', permission: 'authenticated', query: z.object({ modalityId: IdText }), response: DeviceSchema.array(),
    summary: 'The devices of one modality that are in service (SPEC §7)',
  }, (c, { query }) => c.json((db.prepare(`SELECT ${DEVICE_SELECT} FROM ${DEVICE_FROM} WHERE v.modality_id = ? AND v.status = '1' ORDER BY v.name`)
    .all(query.modalityId) as DeviceRow[]).map(toDeviceDto)))
  devices.route({
    method: 'get', path: '/by-modalityIds', permission: 'authenticated',
    query: z.object({ modalityIds: z.string().regex(/^\d{1,9}([,，]\d{1,9}){0,49}$/, { error: 'validation.integer' }).transform((v) => v.split(/[,，]/).map(Number)) }),
    response: DeviceSchema.array(),
    summary: 'The devices of several modalities that are in service (SPEC §7)',
  }, (c, { query }) => c.json((db.prepare(`SELECT ${DEVICE_SELECT} FROM ${DEVICE_FROM} WHERE v.modality_id IN (${query.modalityIds.map(() => '?').join(',')})
    AND v.status = '1' ORDER BY m.sort, v.name`).all(...query.modalityIds) as DeviceRow[]).map(toDeviceDto)))
  devices.route({
    method: 'get', path: '/own', permission: 'authenticated', response: DeviceSchema.array(),
    summary: 'The devices in service of the modalities in the caller\'s data scope (a worklist\'s device filter)',
  }, (c, { principal }) => {
    const scope = deptScope(db, principal.userId, principal.isAdmin)
    const within = scope === null ? '' : scope.length === 0 ? 'AND 0' : `AND m.dept_id IN (${scope.map(() => '?').join(',')})`
    return c.json((db.prepare(`SELECT ${DEVICE_SELECT} FROM ${DEVICE_FROM} WHERE v.status = '1' ${within} ORDER BY m.sort, v.name`)
      .all(...(scope ?? [])) as DeviceRow[]).map(toDeviceDto))
  })
  devices.route({
    method: 'post', path: '/', permission: ['device:add'], body: DeviceCreate, status: 201, response: DeviceSchema,
    summary: 'Add a device (unique name and AE title)',
  }, (c, { body, principal }) => {
    if (!typeById(body.modality.id)) throw new HttpError(400, 'common.recordNotFound', { field: 'modality.id', params: { id: body.modality.id } })
    const a = createdBy(principal, s.now())
    const id = uniqueAsField(DEVICE_UNIQUE, () => Number(db.prepare(`INSERT INTO ris_device (name, ae_title, modality_id, room, ip, port, status, description,
        create_by, update_by, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(body.name, body.aeTitle, body.modality.id, body.room, body.ip, body.port, body.status, body.description, a.create_by, a.update_by, a.create_time, a.update_time).lastInsertRowid),
    (field) => (field === 'aeTitle' ? body.aeTitle : body.name))
    return c.json(toDeviceDto(deviceById(id) as DeviceRow), 201)
  })
  devices.route({
    method: 'put', path: '/', permission: ['device:edit'], body: DeviceUpdate, status: 204, summary: 'Update a device',
  }, (c, { body, principal }) => {
    if (!typeById(body.modality.id)) throw new HttpError(400, 'common.recordNotFound', { field: 'modality.id', params: { id: body.modality.id } })
    const result = uniqueAsField(DEVICE_UNIQUE, () => db.prepare(`UPDATE ris_device SET name = ?, ae_title = ?, modality_id = ?, room = ?, ip = ?, port = ?, status = ?,
        description = ?, update_by = ?, update_time = ? WHERE id = ?`)
      .run(body.name, body.aeTitle, body.modality.id, body.room, body.ip, body.port, body.status, body.description, principal.username, formatDateTime(s.now()), body.id),
    (field) => (field === 'aeTitle' ? body.aeTitle : body.name))
    if (result.changes === 0) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
    return c.body(null, 204)
  })
  devices.route({
    method: 'delete', path: '/', permission: ['device:del'], body: IdList, response: DeletedIds, summary: 'Delete devices',
  }, (c, { body }) => c.json(db.transaction(() => body.filter((id) => {
    // A device exams were done on stays (their records name it; a foreign key would otherwise answer 500): it is put
    // out of service instead. Its weekly schedule goes with it.
    const used = db.prepare('SELECT v.name, (SELECT COUNT(*) FROM ris_exam WHERE device_id = v.id) AS n FROM ris_device v WHERE v.id = ?')
      .get(id) as { name: string; n: number } | undefined
    if (used && used.n > 0) throw new HttpError(400, 'device.inUse', { params: { name: used.name, count: used.n } })
    return db.prepare('DELETE FROM ris_device WHERE id = ?').run(id).changes > 0
  }))()))

  const modality = new Resource('/api/modality', 'devices', s)
  const enabledTypes = (sql: string, ...args: unknown[]) =>
    (db.prepare(`SELECT ${TYPE_SELECT} FROM ${TYPE_FROM} WHERE m.enabled = 1 ${sql} ORDER BY m.sort, m.id`).all(...args) as TypeRow[]).map(toTypeDto)
  modality.route({
    method: 'get', path: '/by-departmentId', permission: 'authenticated', query: z.object({ departmentId: IdText.optional() }), response: DeviceTypeSchema.array(),
    summary: 'Modalities performed by a department and its sub-departments; without departmentId, the caller\'s own department, or — when it performs none (a front desk) — the modalities of the caller\'s data scope (SPEC §7)',
  }, (c, { query, principal }) => {
    const dept = query.departmentId ?? (db.prepare('SELECT dept_id AS d FROM sys_user WHERE id = ?').get(principal.userId) as { d: number | null }).d
    const performed = dept === null ? []
      : enabledTypes(`AND m.dept_id IN (WITH RECURSIVE sub(id) AS (SELECT ? UNION ALL SELECT x.id FROM sys_dept x JOIN sub ON x.pid = sub.id) SELECT id FROM sub)`, dept)
    if (performed.length || query.departmentId !== undefined) return c.json(performed)
    // A front desk performs no exams itself: it registers for the modalities of its data scope.
    const scope = deptScope(db, principal.userId, principal.isAdmin)
    if (scope === null) return c.json(enabledTypes(''))
    if (!scope.length) return c.json([])
    return c.json(enabledTypes(`AND m.dept_id IN (${scope.map(() => '?').join(',')})`, ...scope))
  })
  modality.route({
    method: 'get', path: '/own/all', permission: 'authenticated', response: DeviceTypeSchema.array(),
    summary: 'Every modality in use (SPEC §7)',
  }, (c) => c.json(enabledTypes('')))
  modality.route({
    method: 'get', path: '/own/radiology', permission: 'authenticated', response: DeviceTypeSchema.array(),
    summary: 'The radiology modalities (CT, MR, DR/DX/CR, MG) (SPEC §7)',
  }, (c) => c.json(enabledTypes(`AND m.code IN ('CT','MR','DR','DX','CR','MG')`)))

  return [types, devices, modality]
}
