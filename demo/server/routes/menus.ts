import type { z } from 'zod'
import type { Db } from '../db/db'
import type { Services } from '../lib/context'
import { sendXlsx } from '../lib/crud'
import { HttpError } from '../lib/errors'
import { translate } from '../lib/messages'
import { Resource } from '../lib/route'
import { assertExists, assertUnique, likeContains } from '../lib/sql'
import { formatDateTime } from '../lib/time'
import { writeXlsx } from '../lib/xlsx'
import {
  allMenuRows, buildRoutes, descendantIds, MENU_COLUMNS, MENU_ORDER, menuTree, recountMenu, toMenuDto, visibleMenuRows,
  type MenuRow,
} from '../models/menus'
import { DeletedIds, IdList, pageOf } from '../schemas/common'
import {
  MenuChildQuery, MenuCreate, MenuDtoSchema, MenuLazyQuery, MenuNodeSchema, MenuQuery, MenuSuperiorBody, MenuUpdate,
} from '../schemas/menus'

type MenuFields = Omit<z.output<typeof MenuCreate>, 'id'>

function checkMenu(db: Db, menu: MenuFields, selfId?: number): void {
  if (menu.iFrame && !/^https?:\/\//i.test(menu.path ?? '')) {
    throw new HttpError(400, 'menu.iframePath', { field: 'path' })
  }
  assertUnique(db, 'sys_menu', 'title', menu.title, 'title', selfId)
  assertUnique(db, 'sys_menu', 'name', menu.componentName, 'componentName', selfId)
  if (menu.pid !== null) assertExists(db, 'sys_menu', menu.pid, 'pid')
}

function menuRow(db: Db, id: number): MenuRow | undefined {
  return db.prepare(`SELECT ${MENU_COLUMNS} FROM sys_menu m WHERE m.id = ?`).get(id) as MenuRow | undefined
}

/** Menus: the caller's router tree and the menu administration (eladmin `MenuController`). */
export function menuRoutes(s: Services): Resource {
  const r = new Resource('/api/menus', 'menus', s)
  const { db } = s

  r.route({
    method: 'get', path: '/build', permission: 'authenticated', response: MenuNodeSchema.array(),
    summary: 'Router tree of the menus of the caller\'s roles (eladmin MenuVo; buttons excluded)',
  }, (c, { principal }) => c.json(buildRoutes(menuTree(visibleMenuRows(db, principal.userId, principal.isAdmin)))))

  r.route({
    method: 'get', path: '/tree', permission: ['menu:list', 'roles:list'], response: MenuDtoSchema.array(),
    summary: 'The whole menu tree, buttons included, with label (role editing)',
  }, (c) => c.json(menuTree(allMenuRows(db))))

  r.route({
    method: 'get', path: '/lazy', permission: ['menu:list', 'roles:list'], query: MenuLazyQuery, response: MenuDtoSchema.array(),
    summary: 'Children of pid (0 or absent = roots)',
  }, (c, { query }) => {
    const rows = query.pid
      ? db.prepare(`SELECT ${MENU_COLUMNS} FROM sys_menu m WHERE m.pid = ? ${MENU_ORDER}`).all(query.pid)
      : db.prepare(`SELECT ${MENU_COLUMNS} FROM sys_menu m WHERE m.pid IS NULL ${MENU_ORDER}`).all()
    return c.json((rows as MenuRow[]).map(toMenuDto))
  })

  r.route({
    method: 'get', path: '/child', permission: ['menu:list', 'roles:list'], query: MenuChildQuery,
    response: DeletedIds.describe('The id and all its descendants'),
    summary: 'Ids of a menu and all its descendants',
  }, (c, { query }) => {
    assertExists(db, 'sys_menu', query.id)
    return c.json(descendantIds(db, query.id))
  })

  r.route({
    method: 'post', path: '/superior', permission: ['menu:list'], body: MenuSuperiorBody, response: MenuDtoSchema.array(),
    summary: 'Tree of the ancestors of the given menus with their siblings (parent picker); empty = roots',
  }, (c, { body }) => {
    const all = allMenuRows(db)
    const byId = new Map(all.map((m) => [m.id, m]))
    if (body.length === 0) return c.json(all.filter((m) => m.pid === null).map(toMenuDto))
    const keep = new Set<number>()
    for (const id of body) {
      let cur = byId.get(id)
      if (!cur) throw new HttpError(404, 'common.recordNotFound', { params: { id } })
      for (;;) {
        const pid: number | null = cur.pid
        for (const m of all) if (m.pid === pid) keep.add(m.id)
        if (pid === null) break
        cur = byId.get(pid)
        if (!cur) break
      }
    }
    return c.json(menuTree(all.filter((m) => keep.has(m.id))))
  })

  r.route({
    method: 'get', path: '/', permission: ['menu:list'], query: MenuQuery, response: pageOf(MenuDtoSchema),
    summary: 'Menus: roots, children of pid, or every menu matching blurry (unpaged)',
  }, (c, { query }) => {
    let rows: MenuRow[]
    if (query.blurry) {
      const like = likeContains(query.blurry)
      rows = db.prepare(`SELECT ${MENU_COLUMNS} FROM sys_menu m WHERE m.title LIKE ? ESCAPE '\\'
        OR m.component LIKE ? ESCAPE '\\' OR m.permission LIKE ? ESCAPE '\\' ${MENU_ORDER}`).all(like, like, like) as MenuRow[]
    } else if (query.pid) {
      rows = db.prepare(`SELECT ${MENU_COLUMNS} FROM sys_menu m WHERE m.pid = ? ${MENU_ORDER}`).all(query.pid) as MenuRow[]
    } else {
      rows = db.prepare(`SELECT ${MENU_COLUMNS} FROM sys_menu m WHERE m.pid IS NULL ${MENU_ORDER}`).all() as MenuRow[]
    }
    return c.json({ content: rows.map(toMenuDto), totalElements: rows.length })
  })

  r.route({
    method: 'get', path: '/download', permission: ['menu:list'], query: MenuQuery,
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    summary: 'Every menu (or those matching blurry) as an .xlsx file, parents before their children',
  }, (c, { query, locale }) => {
    const all = allMenuRows(db)
    const needle = query.blurry?.toLowerCase()
    const rows = needle ? all.filter((m) => [m.title, m.component, m.permission].some((v) => v?.toLowerCase().includes(needle))) : all
    const sheet = translate(locale, 'xlsx.menu.sheet')
    const headers = (['xlsx.menu.title', 'xlsx.menu.type', 'xlsx.menu.permission', 'xlsx.menu.component', 'xlsx.menu.path', 'xlsx.menu.sort', 'xlsx.createTime'] as const)
      .map((k) => translate(locale, k))
    return sendXlsx(c, writeXlsx(sheet, headers, rows.map((m) => [m.title, m.type, m.permission ?? '', m.component ?? '', m.path ?? '', m.menu_sort, m.create_time ?? ''])), sheet)
  })

  r.route({
    method: 'post', path: '/', permission: ['menu:add'], body: MenuCreate, status: 201, response: MenuDtoSchema,
    summary: 'Create a menu (title and componentName unique; iFrame paths start with http(s)://)',
  }, (c, { body, principal }) => {
    checkMenu(db, body)
    const id = db.transaction(() => {
      const result = db.prepare(`INSERT INTO sys_menu (pid, type, title, name, component, menu_sort, icon, path, i_frame,
          cache, hidden, permission, create_by, update_by, create_time, update_time)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(body.pid, body.type, body.title, body.componentName,
        body.component, body.menuSort, body.icon, body.path, body.iFrame ? 1 : 0, body.cache ? 1 : 0, body.hidden ? 1 : 0,
        body.permission, principal.username, principal.username, formatDateTime(s.now()), formatDateTime(s.now()))
      recountMenu(db, body.pid)
      return Number(result.lastInsertRowid)
    })()
    return c.json(toMenuDto(menuRow(db, id) as MenuRow), 201)
  })

  r.route({
    method: 'put', path: '/', permission: ['menu:edit'], body: MenuUpdate, status: 204,
    summary: 'Update a menu (cannot move under itself or a descendant)',
  }, (c, { body, principal }) => {
    const old = menuRow(db, body.id)
    if (!old) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
    if (body.pid !== null && descendantIds(db, body.id).includes(body.pid)) {
      throw new HttpError(400, 'menu.parentSelf', { field: 'pid' })
    }
    checkMenu(db, body, body.id)
    db.transaction(() => {
      db.prepare(`UPDATE sys_menu SET pid = ?, type = ?, title = ?, name = ?, component = ?, menu_sort = ?, icon = ?,
          path = ?, i_frame = ?, cache = ?, hidden = ?, permission = ?, update_by = ?, update_time = ? WHERE id = ?`)
        .run(body.pid, body.type, body.title, body.componentName, body.component, body.menuSort, body.icon, body.path,
          body.iFrame ? 1 : 0, body.cache ? 1 : 0, body.hidden ? 1 : 0, body.permission, principal.username,
          formatDateTime(s.now()), body.id)
      recountMenu(db, old.pid)
      recountMenu(db, body.pid)
    })()
    return c.body(null, 204)
  })

  r.route({
    method: 'delete', path: '/', permission: ['menu:del'], body: IdList, response: DeletedIds,
    summary: 'Delete menus and all their descendants; answers every id removed',
  }, (c, { body }) => {
    const removed = db.transaction(() => {
      const ids = new Set<number>()
      const parents = new Set<number>()
      for (const id of body) {
        const row = menuRow(db, id)
        if (!row) continue
        if (row.pid !== null) parents.add(row.pid)
        for (const d of descendantIds(db, id)) ids.add(d)
      }
      const del = db.prepare('DELETE FROM sys_menu WHERE id = ?')
      // Reverse discovery order deletes children before their parents, so no parent key ever dangles.
      for (const id of [...ids].reverse()) del.run(id)
      for (const p of parents) if (!ids.has(p)) recountMenu(db, p)
      return [...ids].sort((a, b) => a - b)
    })()
    return c.json(removed)
  })

  return r
}
