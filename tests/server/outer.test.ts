import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { LoginResponse } from '../../src/core/contract/auth'
import type { ExamDto } from '../../src/core/contract/exam'
import type { ReportViewDto } from '../../src/core/contract/report'
import { makeServer, type TestServer } from './helpers'

describe('external (HIS) pages', () => {
  let t: TestServer
  let his: string
  const outerLogin = (username: string, password: string, ip = '10.1.1.1') =>
    t.call<LoginResponse & { message: string }>('POST', '/auth/outer/login', { body: { username, password: t.encrypt(password), sourcePage: '/webouterpage/hisReportLogin' }, ip })
  before(async () => {
    t = await makeServer()
    const res = await outerLogin('hisapi', '123456')
    assert.equal(res.status, 200, res.text)
    his = res.json.token
  })
  after(() => t.close())

  it('logs the HIS account in without a captcha and gives a report-reading token', async () => {
    const res = await outerLogin('hisapi', '123456')
    assert.equal(res.status, 200)
    assert.match(res.json.token, /^Bearer [0-9a-f]{64}$/)
    assert.deepEqual(res.json.user.roles, ['report:view', 'image:view'])
    assert.equal(res.json.user.user.username, 'hisapi')
    const row = t.db.prepare('SELECT scope, source_page AS s FROM sys_token ORDER BY created_at DESC, rowid DESC LIMIT 1').get() as { scope: string; s: string }
    assert.deepEqual(row, { scope: 'outer', s: '/webouterpage/hisReportLogin' })
    // An administrator's outer token still only reads reports.
    const adminOuter = await outerLogin('admin', '123456')
    assert.deepEqual(adminOuter.json.user.roles, ['report:view', 'image:view'])
    assert.equal((await t.call('GET', '/api/users', { token: adminOuter.json.token })).status, 403)
    assert.equal((await t.call('GET', '/auth/info', { token: adminOuter.json.token })).status, 403, 'not even authenticated-only routes')
    const exam = (t.db.prepare("SELECT id FROM ris_exam WHERE status = '4' LIMIT 1").get() as { id: number }).id
    assert.equal((await t.call('GET', `/api/reportInfo/view?examineId=${exam}`, { token: adminOuter.json.token })).status, 200)
  })

  it('refuses wrong passwords, accounts without report:view and undecryptable passwords, and throttles', async () => {
    const wrong = await outerLogin('hisapi', 'nope', '10.9.9.9')
    assert.equal(wrong.status, 400)
    assert.equal(wrong.json.message, '用户名或密码错误')
    const unknown = await outerLogin('nobody', '123456', '10.9.9.9')
    assert.equal(unknown.status, 400)
    const noPerm = await outerLogin('test', '123456', '10.9.9.9')
    assert.equal(noPerm.status, 403)
    assert.equal(noPerm.json.message, '该账号没有报告查阅权限，不能登录外部页面')
    const disabled = await outerLogin('tingyong', '123456', '10.9.9.9')
    assert.equal(disabled.status, 400)
    const garbled = await t.call<{ message: string }>('POST', '/auth/outer/login', { body: { username: 'hisapi', password: 'AAAA' }, ip: '10.9.9.9' })
    assert.equal(garbled.status, 400)
    assert.equal((await t.call('POST', '/auth/outer/login', { body: { username: 'hisapi' } })).status, 400)
    // Five failures for one name lock it (shared with the staff login's throttle), whatever the password afterwards.
    for (let i = 0; i < 3; i++) await outerLogin('xindian', 'bad', '10.8.8.8')
    const staffFail = await t.tryLogin('xindian', 'bad', { ip: '10.8.8.8' })
    assert.equal(staffFail.status, 400)
    await outerLogin('xindian', 'bad', '10.8.8.8')
    const locked = await outerLogin('xindian', '123456', '10.8.8.8')
    assert.equal(locked.status, 429)
    assert.match(locked.json.message, /登录失败次数过多/)
    t.clock.now += 16 * 60 * 1000
    assert.equal((await outerLogin('xindian', '123456', '10.8.8.8')).status, 200)
  })

  it('lists a patient\'s exams newest first, by RIS or HIS id, without drafts', async () => {
    const patient = t.db.prepare(`SELECT p.patient_id AS pid, p.his_patient_id AS hid FROM ris_patient p JOIN ris_exam e ON e.patient_ref = p.id
      WHERE p.his_patient_id IS NOT NULL GROUP BY p.id HAVING COUNT(*) >= 3 LIMIT 1`).get() as { pid: string; hid: string }
    const byRis = await t.call<ExamDto[]>('GET', `/api/outer/exams?patientId=${patient.pid}`, { token: his })
    assert.equal(byRis.status, 200)
    assert.ok(byRis.json.length >= 3)
    const times = byRis.json.map((e) => e.registerTime)
    assert.deepEqual(times, [...times].sort().reverse())
    const byHis = await t.call<ExamDto[]>('GET', `/api/outer/exams?hisPatientId=${patient.hid}`, { token: his })
    assert.deepEqual(byHis.json.map((e) => e.id), byRis.json.map((e) => e.id))
    assert.equal((await t.call('GET', '/api/outer/exams', { token: his })).status, 400)
    assert.deepEqual((await t.call<ExamDto[]>('GET', '/api/outer/exams?patientId=NOPE', { token: his })).json, [])
    assert.equal((await t.call('GET', `/api/outer/exams?patientId=${patient.pid}`, { token: await t.login('test') })).status, 403)

    const draft = t.db.prepare(`SELECT e.id, p.patient_id AS pid FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id JOIN ris_patient p ON p.id = e.patient_ref
      WHERE r.state = 'draft' LIMIT 1`).get() as { id: number; pid: string }
    const list = await t.call<ExamDto[]>('GET', `/api/outer/exams?patientId=${draft.pid}`, { token: his })
    const exam = list.json.find((e) => e.id === draft.id)
    assert.equal(exam?.reportId, undefined, 'no draft report id')
    const page = await t.call<ReportViewDto>('GET', `/api/reportInfo/view?examineId=${draft.id}`, { token: his })
    assert.equal(page.status, 200)
    assert.equal(page.json.report, null, 'drafts are hidden from hisapi')
    assert.equal((await t.call('GET', `/api/reportInfoHistory/examineId/${draft.id}`, { token: his })).text, '[]')
  })

  it('keeps the HIS account away from staff endpoints', async () => {
    for (const [method, path] of [['GET', '/api/exams'], ['GET', '/api/users'], ['GET', '/api/menus/tree'], ['GET', '/api/icd/all'],
      ['POST', '/api/reportInfo/save'], ['POST', '/api/shareLinks'], ['POST', '/api/keyImage/temporary/save'], ['GET', '/api/dictDetail?dictName=x']] as const) {
      assert.equal((await t.call(method, path, { token: his, ...(method === 'POST' ? { body: {} } : {}) })).status, 403, `${method} ${path}`)
    }
    // The staff login refuses the HIS account altogether (it could change its password there and break the integration).
    assert.equal((await t.tryLogin('hisapi', '123456')).status, 403)
  })
})

describe('the HIS account\'s reads', () => {
  let t: TestServer
  before(async () => {
    process.env.CLINIC_HIS_READS_PER_MINUTE = '3'
    try {
      t = await makeServer()
    } finally {
      delete process.env.CLINIC_HIS_READS_PER_MINUTE
    }
  })
  after(() => t.close())

  it('are limited per minute (429 with Retry-After) and each is in the operation log', async () => {
    const login = await t.call<LoginResponse>('POST', '/auth/outer/login', { body: { username: 'hisapi', password: t.encrypt('123456') } })
    const token = login.json.token
    const exam = t.db.prepare(`SELECT e.id FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id WHERE r.state = 'final' LIMIT 1`).get() as { id: number }
    const read = () => t.call<{ message: string }>('GET', `/api/reportInfo/view?examineId=${exam.id}`, { token })
    for (let i = 0; i < 3; i++) assert.equal((await read()).status, 200)
    const refused = await read()
    assert.equal(refused.status, 429)
    assert.equal(refused.headers.get('retry-after'), '60')
    assert.equal(refused.json.message, '外部接口读取过于频繁，请 60 秒后再试')
    const logged = t.db.prepare(`SELECT COUNT(*) AS n FROM sys_log WHERE username = 'hisapi' AND method = 'GET' AND path = '/api/reportInfo/view'`).get() as { n: number }
    assert.equal(logged.n, 3, 'every read answered is logged, the refused one is not')
    const image = t.db.prepare("SELECT id FROM pacs_image WHERE file LIKE 'asset:%' ORDER BY id LIMIT 1").get() as { id: number }
    assert.equal((await t.call('GET', `/api/pacs/image/${image.id}`, { token })).status, 200, 'image bytes are not counted')
    t.clock.now += 60_001
    assert.equal((await read()).status, 200, 'a minute later it reads again')
    // Staff sessions are not limited this way.
    const staff = await t.login('fangshe')
    for (let i = 0; i < 5; i++) assert.equal((await t.call('GET', `/api/reportInfo/view?examineId=${exam.id}`, { token: staff })).status, 200)
  })
})
