import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { MenuDto, MenuNode } from '../../src/core/contract/menu'
import { makeServer, type TestServer } from './helpers'

function find(nodes: MenuNode[], path: string): MenuNode | undefined {
  return nodes.find((n) => n.path === path)
}

function flatten(nodes: MenuDto[]): MenuDto[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])])
}

describe('menus', () => {
  let t: TestServer
  let admin: string
  before(async () => {
    t = await makeServer()
    admin = await t.login('admin')
  })
  after(() => t.close())

  it('builds the full eladmin route tree for an administrator', async () => {
    const res = await t.call<MenuNode[]>('GET', '/api/menus/build', { token: admin })
    assert.equal(res.status, 200)
    const tree = res.json
    assert.deepEqual(tree.map((n) => n.path), [
      '/dashboard', '/registrations', '/diagnos', '/ecg', '/es', '/ultrasonic', '/pis', '/cloudFilm', '/followup', '/collection',
      '/qc', '/ultrasonicControl', '/statistics', '/infoManage', '/system', '/mnt', '/monitor', '/sys-tools', '/components',
    ])
    assert.deepEqual(find(tree, '/dashboard'), {
      path: '/dashboard', hidden: false, component: 'Layout',
      children: [{ path: 'index', name: 'Dashboard', hidden: false, component: 'dashboard/index', meta: { title: '首页', icon: 'index', noCache: true } }],
    })
    const system = find(tree, '/system')
    assert.equal(system?.component, 'Layout')
    assert.equal(system?.redirect, 'noredirect')
    assert.equal(system?.alwaysShow, true)
    assert.equal(system?.name, 'System')
    assert.deepEqual(system?.meta, { title: '系统管理', icon: 'system', noCache: true })
    assert.deepEqual(system?.children?.[0], {
      name: 'User', path: 'user', hidden: false, component: 'system/user/index', meta: { title: '用户管理', icon: 'peoples', noCache: true },
    })
    const diagnos = find(tree, '/diagnos')
    const write = diagnos?.children?.find((c) => c.path === 'CTreportwrite')
    assert.equal(write?.name, 'reportWrite')
    assert.equal(write?.hidden, true)
    assert.equal(write?.component, 'diagnos/diagnos-in/report')
    const his = find(tree, '/registrations')?.children?.find((c) => c.path === 'his')
    assert.equal(his?.meta?.noCache, false, 'cached menus have noCache false')
    const help = find(tree, '/sys-tools')?.children?.find((c) => c.path.startsWith('https://'))
    assert.equal(help?.path, 'https://eladmin.vip/pages/010101/')
    assert.equal(help?.component, undefined, 'iFrame menus have no component')
    const json = JSON.stringify(tree)
    assert.doesNotMatch(json, /书写报告|用户新增/, 'buttons are excluded')
    assert.doesNotMatch(json, /null/, 'null fields are omitted')
  })

  it('builds only the granted parts for other roles', async () => {
    const test = await t.call<MenuNode[]>('GET', '/api/menus/build', { token: await t.login('test') })
    assert.deepEqual(test.json.map((n) => n.path), ['/dashboard'])
    const dengji = await t.call<MenuNode[]>('GET', '/api/menus/build', { token: await t.login('dengji') })
    assert.deepEqual(dengji.json.map((n) => n.path), ['/dashboard', '/registrations', '/sys-tools'])
    assert.equal(dengji.json[1]?.children?.length, 6)
    const fangshe = await t.call<MenuNode[]>('GET', '/api/menus/build', { token: await t.login('fangshe') })
    assert.deepEqual(fangshe.json.map((n) => n.path),
      ['/dashboard', '/registrations', '/diagnos', '/followup', '/collection', '/statistics', '/infoManage', '/sys-tools'])
    assert.deepEqual(find(fangshe.json, '/registrations')?.children?.map((c) => c.path), ['readReport'])
    assert.ok(find(fangshe.json, '/diagnos')?.children?.some((c) => c.path === 'station'))
    const zhikong = await t.call<MenuNode[]>('GET', '/api/menus/build', { token: await t.login('zhikong') })
    assert.deepEqual(zhikong.json.map((n) => n.path), ['/dashboard', '/qc', '/ultrasonicControl', '/statistics', '/sys-tools'])
    // Every working staff role has the chat (系统工具 › 即时通讯) and nothing else of the tools.
    assert.deepEqual(find(dengji.json, '/sys-tools')?.children?.map((c) => c.component), ['tools/chat/index'])
  })

  it('returns the whole tree with labels and buttons', async () => {
    const res = await t.call<MenuDto[]>('GET', '/api/menus/tree', { token: admin })
    assert.equal(res.status, 200)
    const all = flatten(res.json)
    assert.equal(all.length, (t.db.prepare('SELECT COUNT(*) AS n FROM sys_menu').get() as { n: number }).n)
    const add = all.find((m) => m.permission === 'user:add')
    assert.equal(add?.type, 2)
    assert.equal(add?.label, '用户新增')
    assert.ok(all.every((m) => m.label === m.title))
  })

  it('lists roots, children by pid, and matches blurry literally', async () => {
    const roots = await t.call<{ content: MenuDto[]; totalElements: number }>('GET', '/api/menus', { token: admin })
    assert.equal(roots.json.totalElements, 19)
    assert.ok(roots.json.content.every((m) => m.pid === undefined))
    const system = roots.json.content.find((m) => m.path === 'system')
    assert.equal(system?.hasChildren, true)
    const children = await t.call<{ content: MenuDto[] }>('GET', `/api/menus?pid=${system?.id}`, { token: admin })
    assert.equal(children.json.content[0]?.title, '用户管理')
    const blurry = await t.call<{ content: MenuDto[] }>('GET', `/api/menus?blurry=${encodeURIComponent('user:')}`, { token: admin })
    assert.ok(blurry.json.content.length >= 4)
    const percent = await t.call<{ content: MenuDto[] }>('GET', `/api/menus?blurry=${encodeURIComponent('%')}`, { token: admin })
    assert.deepEqual(percent.json.content, [], '% matches only a literal percent sign')
    const lazy = await t.call<MenuDto[]>('GET', '/api/menus/lazy?pid=0', { token: admin })
    assert.equal(lazy.json.length, 19)
    const child = await t.call<number[]>('GET', `/api/menus/child?id=${system?.id}`, { token: admin })
    assert.equal(child.json[0], system?.id)
    assert.ok(child.json.length > 10)
  })

  it('returns the superior tree for the parent picker', async () => {
    const user = t.db.prepare("SELECT id FROM sys_menu WHERE name = 'User'").get() as { id: number }
    const res = await t.call<MenuDto[]>('POST', '/api/menus/superior', { token: admin, body: [user.id] })
    assert.equal(res.status, 200)
    assert.equal(res.json.length, 19, 'roots')
    const system = res.json.find((m) => m.path === 'system')
    assert.ok(system?.children?.some((c) => c.id === user.id))
    const empty = await t.call<MenuDto[]>('POST', '/api/menus/superior', { token: admin, body: [] })
    assert.equal(empty.json.length, 19)
  })

  it('creates, updates and deletes menus with their descendants', async () => {
    const dir = await t.call<MenuDto>('POST', '/api/menus', {
      token: admin, body: { type: 0, title: '测试目录', path: 'testdir', icon: 'dev', menuSort: 50, pid: 0, componentName: 'TestDir' },
    })
    assert.equal(dir.status, 201, dir.text)
    assert.equal(dir.json.pid, undefined)
    const view = await t.call<MenuDto>('POST', '/api/menus', {
      token: admin, body: { type: 1, title: '测试页面', path: 'page', component: 'test/page', componentName: 'TestPage', pid: dir.json.id, cache: true },
    })
    assert.equal(view.status, 201, view.text)
    const button = await t.call<MenuDto>('POST', '/api/menus', {
      token: admin, body: { type: 2, title: '测试按钮', permission: 'testpage:add', pid: view.json.id },
    })
    assert.equal(button.status, 201)
    const parent = t.db.prepare('SELECT sub_count AS n FROM sys_menu WHERE id = ?').get(dir.json.id) as { n: number }
    assert.equal(parent.n, 1)

    const update = await t.call('PUT', '/api/menus', {
      token: admin, body: { ...view.json, title: '测试页面2', hidden: true },
    })
    assert.equal(update.status, 204, update.text)
    const built = await t.call<MenuNode[]>('GET', '/api/menus/build', { token: admin })
    const testdir = find(built.json, '/testdir')
    assert.deepEqual(testdir?.children?.map((c) => [c.name, c.hidden, c.meta?.title]), [['TestPage', true, '测试页面2']])

    const loop = await t.call<{ message: string }>('PUT', '/api/menus', { token: admin, body: { ...dir.json, pid: view.json.id } })
    assert.equal(loop.status, 400)
    assert.match(loop.json.message, /^pid: /)

    const del = await t.call<number[]>('DELETE', '/api/menus', { token: admin, body: [dir.json.id] })
    assert.equal(del.status, 200)
    assert.deepEqual(del.json, [dir.json.id, view.json.id, button.json.id])
    const left = t.db.prepare("SELECT COUNT(*) AS n FROM sys_menu WHERE title LIKE '测试%'").get() as { n: number }
    assert.equal(left.n, 0)
  })

  it('enforces unique titles and component names and http(s) iFrame paths', async () => {
    const dupTitle = await t.call<{ message: string }>('POST', '/api/menus', { token: admin, body: { type: 1, title: '用户管理', path: 'x' } })
    assert.equal(dupTitle.status, 400)
    assert.equal(dupTitle.json.message, 'title: “用户管理”已存在')
    const dupName = await t.call<{ message: string }>('POST', '/api/menus', { token: admin, body: { type: 1, title: '新的', componentName: 'User' } })
    assert.equal(dupName.status, 400)
    const iframe = await t.call<{ message: string }>('POST', '/api/menus', { token: admin, body: { type: 1, title: '外链', iFrame: true, path: 'ftp://x' } })
    assert.equal(iframe.status, 400)
    assert.equal(iframe.json.message, 'path: 外链必须以 http:// 或者 https:// 开头')
    const badType = await t.call<{ message: string }>('POST', '/api/menus', { token: admin, body: { type: 5, title: 'x' } })
    assert.equal(badType.status, 400)
    assert.match(badType.json.message, /^type: /)
    const withId = await t.call<{ message: string }>('POST', '/api/menus', { token: admin, body: { id: 3, type: 1, title: 'y' } })
    assert.equal(withId.json.message, 'id: 新增时不能指定 ID')
  })

  it('requires menu permissions', async () => {
    const token = await t.login('fangshe')
    assert.equal((await t.call('GET', '/api/menus', { token })).status, 403)
    assert.equal((await t.call('POST', '/api/menus', { token, body: { type: 0, title: 'x' } })).status, 403)
    assert.equal((await t.call('GET', '/api/menus/build', { token })).status, 200)
  })
})
