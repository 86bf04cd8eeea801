import type { UserConfig } from '../../../src/core/contract/userConfig'
import type { Services } from '../lib/context'
import { audit, auditColumns, opt, type AuditRow } from '../lib/dto'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { formatDateTime } from '../lib/time'
import { DeletedIds, IdList } from '../schemas/common'
import { UserConfigCreate, UserConfigOwnQuery, UserConfigSchema, UserConfigUpdate } from '../schemas/userConfig'

interface UserConfigRow extends AuditRow {
  id: number; user_id: number; config_type: string; config_path: string; config_value: string; comment: string | null
}

const COLUMNS = `uc.id, uc.user_id, uc.config_type, uc.config_path, uc.config_value, uc.comment, ${auditColumns('uc')}`

function toUserConfig(row: UserConfigRow): UserConfig {
  return {
    id: row.id, userId: row.user_id, configType: row.config_type, configPath: row.config_path,
    configValue: row.config_value, comment: opt(row.comment), ...audit(row),
  }
}

/** The caller's own settings (default page, image view type…). Every call sees only the caller's rows. */
export function userConfigRoutes(s: Services): Resource {
  const r = new Resource('/api/userConfig', 'userConfig', s)
  const { db } = s
  const own = (id: number, userId: number) => db.prepare(`SELECT ${COLUMNS} FROM sys_user_config uc WHERE uc.id = ? AND uc.user_id = ?`)
    .get(id, userId) as UserConfigRow | undefined

  r.route({
    method: 'get', path: '/all/own', permission: 'authenticated', query: UserConfigOwnQuery, response: UserConfigSchema.array(),
    summary: 'The caller\'s settings, optionally filtered by comma lists of types and paths',
  }, (c, { query, principal }) => {
    const where = ['uc.user_id = ?']
    const args: (string | number)[] = [principal.userId]
    if (query.configTypes?.length) {
      where.push(`uc.config_type IN (${query.configTypes.map(() => '?').join(',')})`)
      args.push(...query.configTypes)
    }
    if (query.configPaths?.length) {
      where.push(`uc.config_path IN (${query.configPaths.map(() => '?').join(',')})`)
      args.push(...query.configPaths)
    }
    const rows = db.prepare(`SELECT ${COLUMNS} FROM sys_user_config uc WHERE ${where.join(' AND ')} ORDER BY uc.id`).all(...args) as UserConfigRow[]
    return c.json(rows.map(toUserConfig))
  })

  r.route({
    method: 'post', path: '/', permission: 'authenticated', body: UserConfigCreate, status: 201, response: UserConfigSchema,
    summary: 'Store a setting for the caller; answers the stored row',
  }, (c, { body, principal }) => {
    const time = formatDateTime(s.now())
    const result = db.prepare(`INSERT INTO sys_user_config (user_id, config_type, config_path, config_value, comment,
        create_by, update_by, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(principal.userId, body.configType, body.configPath, body.configValue, body.comment,
        principal.username, principal.username, time, time)
    return c.json(toUserConfig(own(Number(result.lastInsertRowid), principal.userId) as UserConfigRow), 201)
  })

  r.route({
    method: 'put', path: '/', permission: 'authenticated', body: UserConfigUpdate, status: 204,
    summary: 'Update one of the caller\'s settings (404 for anybody else\'s)',
  }, (c, { body, principal }) => {
    if (!own(body.id, principal.userId)) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
    db.prepare(`UPDATE sys_user_config SET config_type = ?, config_path = ?, config_value = ?, comment = ?, update_by = ?,
        update_time = ? WHERE id = ? AND user_id = ?`)
      .run(body.configType, body.configPath, body.configValue, body.comment, principal.username, formatDateTime(s.now()),
        body.id, principal.userId)
    return c.body(null, 204)
  })

  r.route({
    method: 'delete', path: '/', permission: 'authenticated', body: IdList, response: DeletedIds,
    summary: 'Delete some of the caller\'s settings; others\' ids are ignored; answers the ids removed',
  }, (c, { body, principal }) => {
    const del = db.prepare('DELETE FROM sys_user_config WHERE id = ? AND user_id = ?')
    const removed = db.transaction(() => body.filter((id) => del.run(id, principal.userId).changes > 0))()
    return c.json(removed)
  })

  return r
}
