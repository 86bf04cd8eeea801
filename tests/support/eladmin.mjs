// A backend that speaks only eladmin's wire (../shared/reference/eladmin.md), mounted by the browser test runner at
// /__eladmin/: eladmin's published 512-bit demo key pair, its arithmetic captcha, JwtUserDto, MenuVo trees of every
// shape (Layout, ParentView inside ParentView, a wrapped top-level page, iFrame and external links, hidden pages),
// the CRUD calls of users, departments, jobs, roles and dictionaries with fastjson's habits (null fields omitted,
// `yyyy-MM-dd HH:mm:ss` dates, empty 201/204/200 answers to writes), and Spring's 404 body for every call eladmin does
// not have — none of this project's extras (dictDetail/map/all, userConfig, dashboard…). The console and the admin
// views are pointed at it with `api-base="/__eladmin/"` to prove they work against a hospital's eladmin backend.
import { randomBytes, randomInt } from 'node:crypto'
import { createRequire } from 'node:module'

const JSEncrypt = createRequire(import.meta.url)('jsencrypt')

/** eladmin-web's public key (src/utils/rsaEncrypt.js); the console is configured with it for this backend. */
export const ELADMIN_PUBLIC_KEY =
  'MFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBANL378k3RiZHWx5AfJqdH9xRNBmD9wGD2iRe41HdTNF8RUhNnHit5NpMNtGL0NPTSSpPjjI1kJfVorRvaQerUgkCAwEAAQ=='
// eladmin's published demo private key (application.yml `rsa.private_key`): a test fixture, never a secret.
const PRIVATE_KEY =
  'MIIBUwIBADANBgkqhkiG9w0BAQEFAASCAT0wggE5AgEAAkEA0vfvyTdGJkdbHkB8mp0f3FE0GYP3AYPaJF7jUd1M0XxFSE2ceK3k2kw20YvQ09NJKk+OMjWQl9WitG9pB6tSCQIDAQABAkA2SimBrWC2/wvauBuYqjCFwLvYiRYqZKThUS3MZlebXJiLB+Ue/gUifAAKIg1avttUZsHBHrop4qfJCwAI0+YRAiEA+W3NK/RaXtnRqmoUUkb59zsZUBLpvZgQPfj1MhyHDz0CIQDYhsAhPJ3mgS64NbUZmGWuuNKp5coY2GIj/zYDMJp6vQIgUueLFXv/eZ1ekgz2Oi67MNCk5jeTF2BurZqNLR3MSmUCIFT3Q6uHMtsB9Eha4u7hS31tj1UWE+D+ADzp59MGnoftAiBeHT7gDMuqeJHPL4b+kC+gzV4FGTfhR9q3tTbklZkD2A=='
const rsa = new JSEncrypt()
rsa.setPrivateKey(PRIVATE_KEY)

const PREFIX = '/__eladmin/'
const stamp = (date = new Date()) => date.toISOString().slice(0, 19).replace('T', ' ')

/** Captchas by uuid: eladmin's arithmetic kind, consumed by the first login that names them. */
const captchas = new Map()
/** Tokens of signed-in sessions (eladmin keeps them in Redis as online_token:…). */
const sessions = new Set()
/** Every path this backend was asked for and could not answer, for tests that check what the console relies on. */
export const missed = []

const depts = [
  { id: 2, pid: null, name: '研发部', enabled: true, deptSort: 3, subCount: 0 },
  { id: 5, pid: 7, name: '运维部', enabled: true, deptSort: 4, subCount: 0 },
  { id: 6, pid: 8, name: '测试部', enabled: true, deptSort: 6, subCount: 0 },
  { id: 7, pid: null, name: '华南分部', enabled: true, deptSort: 0, subCount: 1 },
  { id: 8, pid: null, name: '华北分部', enabled: true, deptSort: 1, subCount: 1 },
]
const jobs = [
  { id: 8, name: '人事专员', enabled: true, jobSort: 3 },
  { id: 10, name: '产品经理', enabled: true, jobSort: 4 },
  { id: 11, name: '全栈开发', enabled: true, jobSort: 2 },
  { id: 12, name: '软件测试', enabled: true, jobSort: 5 },
]
const roles = [
  { id: 1, name: '超级管理员', level: 1, dataScope: '全部', description: '-' },
  { id: 2, name: '普通用户', level: 2, dataScope: '本级', description: '-' },
]
const dicts = {
  user_status: [
    { id: 1, dict: { id: 1 }, label: '激活', value: 'true', dictSort: 1 },
    { id: 2, dict: { id: 1 }, label: '禁用', value: 'false', dictSort: 2 },
  ],
  dept_status: [
    { id: 3, dict: { id: 4 }, label: '启用', value: 'true', dictSort: 1 },
    { id: 4, dict: { id: 4 }, label: '停用', value: 'false', dictSort: 2 },
  ],
  job_status: [
    { id: 5, dict: { id: 5 }, label: '启用', value: 'true', dictSort: 1 },
    { id: 6, dict: { id: 5 }, label: '停用', value: 'false', dictSort: 2 },
  ],
}
const created = '2018-08-23 09:11:56'
let users = []
let nextUserId = 3

function reset() {
  users = [
    { id: 1, username: 'admin', nickName: '管理员', gender: '男', phone: '18888888888', email: '201507802@qq.com', enabled: true, deptId: 2, jobIds: [11], roleIds: [1], pwdResetTime: '2020-05-03 16:38:31', createTime: created },
    { id: 2, username: 'test', nickName: '测试', gender: '男', phone: '19999999999', email: '231@qq.com', enabled: false, deptId: 5, jobIds: [12], roleIds: [2], createTime: '2020-05-05 11:15:49' },
  ]
  nextUserId = 3
}
reset()

const byId = (list, id) => list.find((item) => item.id === id)
/** fastjson leaves null and undefined fields out. */
const compact = (value) => JSON.parse(JSON.stringify(value, (_key, v) => (v === null ? undefined : v)))

function userDto(user) {
  const dept = byId(depts, user.deptId)
  return compact({
    id: user.id,
    username: user.username,
    nickName: user.nickName,
    gender: user.gender,
    phone: user.phone,
    email: user.email,
    enabled: user.enabled,
    pwdResetTime: user.pwdResetTime,
    dept: dept ? { id: dept.id, name: dept.name } : null,
    jobs: user.jobIds.map((id) => byId(jobs, id)).filter(Boolean).map(({ id, name }) => ({ id, name })),
    roles: user.roleIds.map((id) => byId(roles, id)).filter(Boolean).map(({ id, name, level, dataScope }) => ({ id, name, level, dataScope })),
    createBy: 'admin',
    updateBy: 'admin',
    createTime: user.createTime,
    updateTime: user.createTime,
  })
}

const jwtUser = () => ({ user: userDto(users[0]), dataScopes: [], roles: ['admin'] })

/** MenuVo trees exactly as MenuServiceImpl#buildMenus writes them, nulls omitted. */
function menus() {
  const meta = (title, icon, noCache = true) => ({ title, icon, noCache })
  return [
    {
      name: '系统管理', path: '/system', hidden: false, redirect: 'noredirect', component: 'Layout', alwaysShow: true,
      meta: meta('系统管理', 'system'),
      children: [
        { name: 'User', path: 'user', hidden: false, component: 'system/user/index', meta: meta('用户管理', 'peoples') },
        { name: 'Dept', path: 'dept', hidden: false, component: 'system/dept/index', meta: meta('部门管理', 'dept') },
        { name: 'Job', path: 'job', hidden: false, component: 'system/job/index', meta: meta('岗位管理', 'Steve-Jobs') },
        { name: 'Dict', path: 'dict', hidden: false, component: 'system/dict/index', meta: meta('字典管理', 'dictionary') },
      ],
    },
    {
      name: '多级菜单', path: '/nested', hidden: false, redirect: 'noredirect', component: 'Layout', alwaysShow: true,
      meta: meta('多级菜单', 'menu'),
      children: [
        {
          name: '二级菜单1', path: 'menu1', hidden: false, redirect: 'noredirect', component: 'ParentView', alwaysShow: true,
          meta: meta('二级菜单1', 'menu'),
          children: [
            {
              name: '三级菜单1', path: 'menu1-1', hidden: false, redirect: 'noredirect', component: 'ParentView', alwaysShow: true,
              meta: meta('三级菜单1', 'menu'),
              children: [{ name: '四级菜单1', path: 'menu1-1-1', hidden: false, component: 'nested/menu1/menu1-1/menu1-1-1', meta: meta('四级菜单1', 'menu') }],
            },
            { name: '三级菜单2', path: 'menu1-2', hidden: false, component: 'nested/menu1/menu1-2', meta: meta('三级菜单2', 'menu') },
          ],
        },
        { name: '二级菜单2', path: 'menu2', hidden: false, component: 'nested/menu2/index', meta: meta('二级菜单2', 'menu') },
        { name: '接口文档', path: 'https://docs.example.org/eladmin', hidden: false, meta: meta('接口文档', 'swagger') },
        { name: 'GeneratorConfig', path: 'generator/config/:tableName', hidden: true, component: 'generator/config', meta: meta('生成配置', 'dev', false) },
      ],
    },
    {
      path: '/logs', hidden: false, component: 'Layout',
      children: [{ name: 'Log', path: 'index', component: 'monitor/log/index', meta: meta('操作日志', 'log', false) }],
    },
    {
      path: '/https://el-admin.vip', hidden: false, component: 'Layout',
      children: [{ path: 'https://el-admin.vip', meta: meta('ELADMIN 官网', 'link') }],
    },
  ]
}

function send(ctx, status, body) {
  ctx.status = status
  if (body === undefined) {
    ctx.body = ''
    return
  }
  ctx.type = 'application/json'
  ctx.body = JSON.stringify(body)
}

/** Spring's own error body (no `message` for a 404, as Spring Boot answers by default). */
function springError(ctx, status, error, message) {
  send(ctx, status, compact({ timestamp: new Date().toISOString(), status, error, message, path: ctx.path.slice(PREFIX.length - 1) }))
}

/** eladmin's ApiError for what its handlers refuse. */
function apiError(ctx, status, message) {
  send(ctx, status, { status, timestamp: Date.now(), message })
}

async function readJson(ctx) {
  const chunks = []
  for await (const chunk of ctx.req) chunks.push(chunk)
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null')
  } catch {
    return null
  }
}

function page(ctx, rows) {
  const number = Math.max(0, Number(ctx.query.page ?? 0) || 0)
  const size = Math.max(1, Number(ctx.query.size ?? 10) || 10)
  return { content: rows.slice(number * size, number * size + size), totalElements: rows.length }
}

function captcha() {
  const a = randomInt(1, 10)
  const b = randomInt(1, 10)
  const uuid = `captcha_code:${randomBytes(16).toString('hex')}`
  captchas.set(uuid, String(a * b))
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="111" height="36"><rect width="111" height="36" fill="#fff"/><text x="8" y="26" font-size="22" fill="#333">${a}x${b}=?</text></svg>`
  // eladmin sends a PNG; any image a browser draws keeps the wire's shape.
  return { img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, uuid }
}

async function login(ctx) {
  const body = await readJson(ctx)
  const answer = captchas.get(body?.uuid)
  captchas.delete(body?.uuid)
  if (!answer) return apiError(ctx, 400, '验证码不存在或已过期')
  if (String(body.code).trim() !== answer) return apiError(ctx, 400, '验证码错误')
  const password = typeof body.password === 'string' ? rsa.decrypt(body.password) : null
  const user = users.find((u) => u.username === body.username)
  if (!user) return apiError(ctx, 400, '用户不存在')
  if (!user.enabled) return apiError(ctx, 400, '账号未激活！')
  if (password !== '123456') return apiError(ctx, 400, '登录密码错误')
  const token = `Bearer ${randomBytes(24).toString('base64url')}`
  sessions.add(token)
  send(ctx, 200, { token, user: jwtUser() })
}

function deptRows(ctx) {
  let rows = depts
  if (ctx.query.name) rows = rows.filter((d) => d.name.includes(ctx.query.name))
  else if (ctx.query.pid !== undefined) rows = rows.filter((d) => (d.pid ?? 0) === Number(ctx.query.pid))
  else rows = rows.filter((d) => d.pid === null)
  if (ctx.query.enabled !== undefined) rows = rows.filter((d) => String(d.enabled) === ctx.query.enabled)
  return rows.map((d) => compact({ ...d, hasChildren: d.subCount > 0, leaf: d.subCount === 0, label: d.name, createTime: created }))
}

function userRows(ctx) {
  let rows = users
  const blurry = ctx.query.blurry
  if (blurry) rows = rows.filter((u) => [u.username, u.nickName, u.email].some((field) => field?.includes(blurry)))
  if (ctx.query.enabled !== undefined) rows = rows.filter((u) => String(u.enabled) === ctx.query.enabled)
  if (ctx.query.deptId) {
    const wanted = new Set([Number(ctx.query.deptId)])
    for (const d of depts) if (wanted.has(d.pid)) wanted.add(d.id)
    rows = rows.filter((u) => wanted.has(u.deptId))
  }
  return [...rows].sort((a, b) => b.id - a.id).map(userDto)
}

async function saveUser(ctx, method) {
  const body = await readJson(ctx)
  if (!body || typeof body.username !== 'string' || !body.username.trim()) return apiError(ctx, 400, 'username: 不能为空')
  if (method === 'POST' && body.id) return apiError(ctx, 400, 'A new user cannot already have an ID')
  if (users.some((u) => u.username === body.username && u.id !== body.id)) return apiError(ctx, 400, `username ${body.username} existed`)
  const fields = {
    username: body.username,
    nickName: body.nickName,
    gender: body.gender,
    phone: body.phone,
    email: body.email,
    enabled: String(body.enabled) === 'true',
    deptId: body.dept?.id ?? null,
    jobIds: (body.jobs ?? []).map((j) => j.id),
    roleIds: (body.roles ?? []).map((r) => r.id),
  }
  if (method === 'POST') {
    users.push({ id: nextUserId++, ...fields, createTime: stamp() })
    return send(ctx, 201)
  }
  const user = byId(users, body.id)
  if (!user) return springError(ctx, 404, 'Not Found')
  Object.assign(user, fields)
  send(ctx, 204)
}

/** Koa middleware for paths under /__eladmin/. */
export async function eladminMiddleware(ctx, next) {
  if (!ctx.path.startsWith(PREFIX)) return next()
  const path = ctx.path.slice(PREFIX.length)
  const route = `${ctx.method} ${path}`
  if (route === 'POST __reset') {
    reset()
    missed.length = 0
    return send(ctx, 200, { reset: true })
  }
  if (route === 'GET __missed') return send(ctx, 200, missed)
  if (route === 'GET auth/code') return send(ctx, 200, captcha())
  if (route === 'POST auth/login') return login(ctx)
  if (route === 'DELETE auth/logout') {
    sessions.delete(ctx.headers.authorization)
    return send(ctx, 200)
  }
  if (!sessions.has(ctx.headers.authorization)) {
    if (path.startsWith('api/') || path.startsWith('auth/')) return springError(ctx, 401, 'Unauthorized', '登录状态已过期，请重新登录')
    missed.push(route)
    return springError(ctx, 404, 'Not Found')
  }
  switch (route) {
    case 'GET auth/info':
      return send(ctx, 200, jwtUser())
    case 'GET api/menus/build':
      return send(ctx, 200, menus())
    case 'GET api/dictDetail': {
      const entries = dicts[ctx.query.dictName] ?? []
      return send(ctx, 200, page(ctx, entries.filter((e) => !ctx.query.label || e.label.includes(ctx.query.label))))
    }
    case 'GET api/dictDetail/map': {
      const names = String(ctx.query.dictName ?? '').split(/[,，]/).filter(Boolean)
      return send(ctx, 200, Object.fromEntries(names.map((name) => [name, dicts[name] ?? []])))
    }
    case 'GET api/users':
      return send(ctx, 200, page(ctx, userRows(ctx)))
    case 'POST api/users':
    case 'PUT api/users':
      return saveUser(ctx, ctx.method)
    case 'DELETE api/users': {
      const ids = new Set(await readJson(ctx))
      users = users.filter((u) => !ids.has(u.id))
      return send(ctx, 200)
    }
    case 'GET api/dept': {
      const rows = deptRows(ctx)
      return send(ctx, 200, { content: rows, totalElements: rows.length })
    }
    case 'POST api/dept/superior': {
      const roots = depts.filter((d) => d.pid === null).map((d) => compact({ ...d, label: d.name, hasChildren: d.subCount > 0, leaf: d.subCount === 0 }))
      return send(ctx, 200, { content: roots, totalElements: roots.length })
    }
    case 'GET api/job': {
      const rows = jobs.filter((j) => ctx.query.enabled === undefined || String(j.enabled) === ctx.query.enabled)
      return send(ctx, 200, page(ctx, rows.map((j) => ({ ...j, createTime: created }))))
    }
    case 'GET api/roles/all':
      return send(ctx, 200, roles)
    case 'GET api/roles/level':
      return send(ctx, 200, { level: 1 })
    default:
      missed.push(route)
      return springError(ctx, 404, 'Not Found')
  }
}
