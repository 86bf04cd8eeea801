import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Page } from '../../src/core/contract/api'
import type { DashboardSummary, UserLogDto } from '../../src/core/contract/dashboard'
import type { ApplyFormDto, ExamDto, IcdCode } from '../../src/core/contract/exam'
import { lastExamSeed } from '../../demo/server/db/seed/exams'
import { makeServer, type TestServer } from './helpers'

const PNG_1PX = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000000000500010d0a2db40000000049454e44ae426082', 'hex')

describe('exams, reference data, dashboard, logs and avatars', () => {
  let t: TestServer
  let admin: string
  before(async () => {
    t = await makeServer()
    admin = await t.login('admin')
  })
  after(() => t.close())

  it('seeds about 400 exams of every modality and status, a good share today', () => {
    const count = (sql: string, ...args: (string | number)[]): number => (t.db.prepare(sql).get(...args) as { n: number }).n
    // The exams of the last 30 days; the appointments booked ahead (seed/appointments.ts, status 9) and the outside exams
    // read here (seed/outside.ts, source 'out') come on top.
    const total = count("SELECT COUNT(*) AS n FROM ris_exam WHERE status <> '9' AND source = 'in'")
    assert.ok(total >= 380 && total <= 420, `${total} exams`)
    for (const modality of ['CT', 'MR', 'DR', 'MG', 'US', 'ECG', 'ES', 'PIS']) {
      assert.ok(count('SELECT COUNT(*) AS n FROM ris_exam WHERE modality = ?', modality) >= 10, modality)
    }
    for (const status of ['0', '1', '2', '3', '4', '5', '6', '7']) {
      assert.ok(count('SELECT COUNT(*) AS n FROM ris_exam WHERE status = ?', status) >= 3, `status ${status}`)
    }
    const today = count("SELECT COUNT(*) AS n FROM ris_exam WHERE register_time >= '2025-06-01 00:00:00'")
    assert.ok(today >= 60, `${today} today`)
    assert.equal(count("SELECT COUNT(*) AS n FROM ris_exam WHERE register_time > '2025-06-01 08:00:00' OR register_time < '2025-05-01'"), 0,
      'within the last 30 days, never in the future')
    assert.ok(count("SELECT COUNT(*) AS n FROM ris_exam WHERE modality = 'US' AND lmp IS NOT NULL AND gestational_age IS NOT NULL") >= 40, 'obstetric')
    assert.ok(count("SELECT COUNT(*) AS n FROM ris_report WHERE findings LIKE '%双顶径%' AND findings LIKE '%股骨长%'") >= 20, 'biometry wording')
    assert.ok(count("SELECT COUNT(*) AS n FROM ris_report_critical WHERE finding LIKE '%胎盘早剥%'") === 1, 'placental abruption')
    assert.ok(count('SELECT COUNT(*) AS n FROM ris_report WHERE critical = 1') >= 6, 'critical values')
    assert.ok(count("SELECT COUNT(*) AS n FROM ris_report WHERE state = 'rejected' AND reject_reason IS NOT NULL") >= 3, 'rejected with reasons')
    assert.ok(count("SELECT COUNT(*) AS n FROM ris_report WHERE state = 'corrected'") >= 3, 'addenda')
    assert.ok(count('SELECT COUNT(*) AS n FROM (SELECT patient_ref FROM ris_exam GROUP BY patient_ref HAVING COUNT(*) > 1)') >= 10, 'priors')
    const reporters = (t.db.prepare('SELECT DISTINCT u.username AS u FROM ris_report r JOIN sys_user u ON u.id = r.report_user_id').all() as { u: string }[])
      .map((r) => r.u).sort()
    assert.deepEqual(reporters, ['bingli', 'chaosheng', 'fangshe', 'neijing', 'xindian'])
    const names = t.db.prepare('SELECT name, name_pinyin AS p FROM ris_patient').all() as { name: string; p: string }[]
    for (const { name, p } of names) assert.match(p, /^[A-Z]+( [A-Z]+)+$/, name)
    // The statuses agree with the reports: drafts only at 2, preliminary at 3, final at 4/5, rejected at 6, void at 7.
    const mismatched = count(`SELECT COUNT(*) AS n FROM ris_report r JOIN ris_exam e ON e.id = r.exam_id WHERE NOT (
      (r.state = 'draft' AND e.status = '2') OR (r.state = 'preliminary' AND e.status = '3') OR (r.state IN ('final', 'corrected') AND e.status IN ('4', '5'))
      OR (r.state = 'rejected' AND e.status = '6') OR (r.state = 'void' AND e.status = '7'))`)
    assert.equal(mismatched, 0)
    assert.ok(lastExamSeed === null || lastExamSeed.sampleExamIds.length >= 20)
  })

  it('lists exams paged, newest first, with filters and sorting', async () => {
    const page = await t.call<Page<ExamDto>>('GET', '/api/exams?page=0&size=5', { token: admin })
    assert.equal(page.status, 200)
    assert.equal(page.json.content.length, 5)
    assert.equal(page.json.totalElements, (t.db.prepare('SELECT COUNT(*) AS n FROM ris_exam').get() as { n: number }).n)
    const times = page.json.content.map((e) => e.registerTime)
    assert.deepEqual(times, [...times].sort().reverse())
    const first = page.json.content[0] as ExamDto
    assert.match(first.examNo, /^[A-Z]{2,3}\d{11}$/)
    assert.equal(typeof first.critical, 'boolean')
    assert.equal(typeof first.imageCount, 'number')

    const rejected = await t.call<Page<ExamDto>>('GET', '/api/exams?status=6&size=100', { token: admin })
    assert.ok(rejected.json.totalElements >= 3)
    assert.ok(rejected.json.content.every((e) => e.status === '6'))
    const both = await t.call<Page<ExamDto>>('GET', '/api/exams?status=6&status=7&modality=US,ECG&size=200', { token: admin })
    assert.ok(both.json.content.every((e) => ['6', '7'].includes(e.status) && ['US', 'ECG'].includes(e.modality)))
    const today = await t.call<Page<ExamDto>>('GET', '/api/exams?from=2025-06-01&to=2025-06-01&size=1', { token: admin })
    assert.equal(today.json.totalElements,
      (t.db.prepare("SELECT COUNT(*) AS n FROM ris_exam WHERE register_time LIKE '2025-06-01%'").get() as { n: number }).n)
    const exam = t.db.prepare('SELECT p.name, p.name_pinyin AS py, p.patient_id AS pid FROM ris_exam e JOIN ris_patient p ON p.id = e.patient_ref LIMIT 1')
      .get() as { name: string; py: string; pid: string }
    const byName = await t.call<Page<ExamDto>>('GET', `/api/exams?blurry=${encodeURIComponent(exam.name)}`, { token: admin })
    assert.ok(byName.json.content.some((e) => e.patientName === exam.name))
    const byPinyin = await t.call<Page<ExamDto>>(`GET`, `/api/exams?blurry=${exam.py.replaceAll(' ', '').toLowerCase()}`, { token: admin })
    assert.ok(byPinyin.json.content.some((e) => e.patientNamePinyin === exam.py), 'pinyin without spaces, any case')
    // The physical-exam batch's filter (ultrasonic/indexPE): patient type 3 only, the count the table holds.
    const physical = await t.call<Page<ExamDto>>('GET', '/api/exams?patientType=3&modality=US&size=1000', { token: admin })
    assert.ok(physical.json.totalElements > 0 && physical.json.content.every((e) => e.patientType === '3' && e.modality === 'US'))
    assert.equal(physical.json.totalElements,
      (t.db.prepare("SELECT COUNT(*) AS n FROM ris_exam WHERE patient_type = '3' AND modality = 'US'").get() as { n: number }).n)
    assert.equal((await t.call('GET', '/api/exams?patientType=9', { token: admin })).status, 400)
    const byPatient = await t.call<Page<ExamDto>>('GET', `/api/exams?patientId=${exam.pid}`, { token: admin })
    assert.ok(byPatient.json.content.every((e) => e.patientId === exam.pid))
    const sorted = await t.call<Page<ExamDto>>('GET', '/api/exams?sort=examNo,asc&size=3', { token: admin })
    const nos = sorted.json.content.map((e) => e.examNo)
    assert.deepEqual(nos, [...nos].sort())
    assert.equal((await t.call('GET', '/api/exams?sort=password,asc', { token: admin })).status, 400)
    assert.equal((await t.call('GET', '/api/exams?status=11', { token: admin })).status, 400)
    // eladmin's BETWEEN pair, as the view kit's date range sends it.
    const pair = `registerTime=${encodeURIComponent('2025-06-01 00:00:00')}&registerTime=${encodeURIComponent('2025-06-01 23:59:59')}`
    const day = await t.call<Page<ExamDto>>('GET', `/api/exams?${pair}&size=1000`, { token: admin })
    assert.equal(day.status, 200, day.text)
    assert.ok(day.json.totalElements > 0 && day.json.content.every((e) => e.registerTime.startsWith('2025-06-01')))
    assert.equal((await t.call('GET', `/api/exams?registerTime=${encodeURIComponent('2025-06-01 00:00:00')}`, { token: admin })).status, 400, 'one end alone')
    assert.equal((await t.call('GET', '/api/exams?from=2025-13-45', { token: admin })).status, 400)
    assert.equal((await t.call('GET', '/api/exams', { token: await t.login('test') })).status, 403)
    assert.equal((await t.call('GET', '/api/exams')).status, 401)
  })

  it('answers one exam with every ExamDto field, obstetric ones included', async () => {
    const id = (t.db.prepare("SELECT id FROM ris_exam WHERE lmp IS NOT NULL AND apply_form_id IS NOT NULL AND status = '5' LIMIT 1").get() as { id: number }).id
    const res = await t.call<ExamDto>('GET', `/api/exams/${id}`, { token: admin })
    assert.equal(res.status, 200)
    const e = res.json
    for (const key of ['examNo', 'patientId', 'patientName', 'patientNamePinyin', 'gender', 'birthDate', 'age', 'ageUnit', 'patientType',
      'applyNo', 'applyHospital', 'applyDeptName', 'applyPhysician', 'modality', 'bodyPart', 'examItem', 'urgency', 'status', 'registerTime',
      'checkInTime', 'examTime', 'reportTime', 'auditTime', 'printTime', 'lmp', 'gestationalAge', 'reportId', 'applyFormId'] as const) {
      assert.ok(e[key] !== undefined && e[key] !== '', key)
    }
    assert.match(e.gestationalAge ?? '', /^\d{1,2}\+[0-6]$/)
    assert.equal(e.gender, '女')
    assert.ok(e.registerTime < (e.checkInTime as string) && (e.checkInTime as string) < (e.examTime as string))
    assert.equal((await t.call('GET', '/api/exams/99999', { token: admin })).status, 404)
  })

  it('checks an exam in and marks it examined', async () => {
    const id = (t.db.prepare("SELECT id FROM ris_exam WHERE status = '0' LIMIT 1").get() as { id: number }).id
    const dengji = await t.login('dengji')
    const checked = await t.call<ExamDto>('POST', `/api/exams/${id}/checkIn`, { token: dengji })
    assert.equal(checked.status, 200, checked.text)
    assert.equal(checked.json.status, '1')
    assert.equal(checked.json.checkInTime, '2025-06-01 08:00:00')
    assert.equal((await t.call('POST', `/api/exams/${id}/checkIn`, { token: dengji })).status, 409)
    assert.equal((await t.call('POST', `/api/exams/${id}/finish`, { token: dengji })).status, 403, 'registrars do not finish exams')
    const done = await t.call<ExamDto>('POST', `/api/exams/${id}/finish`, { token: await t.login('fangshe') })
    assert.equal(done.json.status, '2')
    assert.equal(done.json.technician, '李建国')
  })

  it('moves an exam only as the lifecycle table allows, naming both the status and the action when it refuses', async () => {
    const id = (t.db.prepare("SELECT id FROM ris_exam WHERE status = '0' AND modality = 'CT' ORDER BY id DESC LIMIT 1").get() as { id: number }).id
    t.db.prepare("UPDATE ris_exam SET status = '9' WHERE id = ?").run(id)
    const dengji = await t.login('dengji')
    const tech = await t.login('fangshe')
    const en = { 'Accept-Language': 'en' }
    const post = (action: string, token: string, body?: unknown) =>
      t.call<ExamDto & { message: string }>('POST', `/api/exams/${id}/${action}`, { token, headers: en, ...(body ? { body } : {}) })
    const refused = await post('start', tech)
    assert.equal(refused.status, 409)
    assert.equal(refused.json.message, 'The exam is “appointed”; it cannot be started now')
    assert.equal((await post('checkIn', dengji)).json.status, '1', 'an appointed patient checks in')
    const started = await post('start', tech)
    assert.equal(started.status, 200, started.text)
    assert.equal(started.json.status, '8')
    assert.equal((await post('checkIn', dengji)).json.message, 'The exam is “in progress”; it cannot be checked in now')
    const noReason = await post('sendBack', tech, {})
    assert.equal(noReason.status, 400)
    assert.match(noReason.json.message, /^reason: /)
    const back = await post('sendBack', tech, { reason: '未空腹，改日检查' })
    assert.equal(back.json.status, '0')
    assert.equal((await post('checkIn', dengji)).json.status, '1')
    assert.equal((await post('finish', tech)).json.status, '2', 'finished straight from checked in')
    assert.equal((await post('cancel', dengji, { reason: '患者离院' })).json.message, 'The exam is “examined”; it cannot be cancelled now')
    const history = await t.call<{ action: string; from: string; to: string; operator: string; reason?: string }[]>('GET', `/api/exams/${id}/history`, { token: dengji })
    assert.deepEqual(history.json.map((h) => `${h.action}:${h.from}→${h.to}`), ['checkIn:9→1', 'start:1→8', 'sendBack:8→0', 'checkIn:0→1', 'finish:1→2'])
    assert.equal(history.json[2]!.reason, '未空腹，改日检查')
    assert.equal(history.json[1]!.operator, '李建国')
  })

  it('cancels and voids with a reason, and nothing follows a cancelled exam', async () => {
    const id = (t.db.prepare("SELECT id FROM ris_exam WHERE status = '0' AND modality = 'CT' ORDER BY id DESC LIMIT 1").get() as { id: number }).id
    const dengji = await t.login('dengji')
    const post = (action: string, body?: unknown) =>
      t.call<ExamDto & { message: string }>('POST', `/api/exams/${id}/${action}`, { token: dengji, headers: { 'Accept-Language': 'zh-CN' }, ...(body ? { body } : {}) })
    const cancelled = await post('cancel', { reason: '患者要求改约' })
    assert.equal(cancelled.json.status, '10')
    assert.equal((await post('void', { reason: '重复登记' })).json.message, '检查当前为“已取消”，不能作废')
    assert.equal((await post('checkIn')).status, 409)
  })

  it('lets exactly one of two simultaneous check-ins through', async () => {
    const id = (t.db.prepare("SELECT id FROM ris_exam WHERE status = '0' ORDER BY id LIMIT 1").get() as { id: number }).id
    const dengji = await t.login('dengji')
    const answers = await Promise.all([1, 2].map(() => t.call('POST', `/api/exams/${id}/checkIn`, { token: dengji })))
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409])
    const moves = t.db.prepare("SELECT COUNT(*) AS n FROM ris_exam_history WHERE exam_id = ? AND action = 'checkIn'").get(id) as { n: number }
    assert.equal(moves.n, 1)
  })

  it('serves HIS application forms, ICD codes and pinyin', async () => {
    const formId = (t.db.prepare('SELECT apply_form_id AS f FROM ris_exam WHERE apply_form_id IS NOT NULL GROUP BY apply_form_id HAVING COUNT(*) = 3 LIMIT 1')
      .get() as { f: number }).f
    const form = await t.call<ApplyFormDto>('GET', `/api/applyform/details/${formId}`, { token: admin })
    assert.equal(form.status, 200)
    assert.equal(form.json.items.length, 3, 'items ordered together share one form')
    assert.match(form.json.applyNo, /^SQ\d{13}$/)
    assert.ok(form.json.items.every((i) => i.fee > 0))
    assert.equal((await t.call('GET', '/api/applyform/details/999999', { token: admin })).status, 404)

    const icd = await t.call<IcdCode[]>('GET', '/api/icd/all', { token: await t.login('chaosheng') })
    assert.equal(icd.status, 200)
    assert.ok(icd.json.length >= 140, `${icd.json.length} codes`)
    assert.deepEqual(icd.json.find((c) => c.code === 'O13.x'), { code: 'O13.x', name: '妊娠期高血压', pinyin: 'rsqgxy' })
    assert.deepEqual(icd.json.find((c) => c.code === 'O45.9'), { code: 'O45.9', name: '胎盘早剥', pinyin: 'tpzb' })
    assert.equal(new Set(icd.json.map((c) => c.code)).size, icd.json.length)

    const pinyin = async (text: string) => (await t.call<{ pinyin: string }>('GET', `/api/ris/common/pingyin?chinese=${encodeURIComponent(text)}`, { token: admin })).json.pinyin
    assert.equal(await pinyin('王晓燕'), 'WANG XIAO YAN')
    assert.equal(await pinyin('单丽'), 'SHAN LI', 'surname reading')
    assert.equal(await pinyin('曾吕'), 'ZENG LV')
    assert.equal(await pinyin('欧阳娜'), 'OU YANG NA')
    const patient = t.db.prepare("SELECT name, name_pinyin AS p FROM ris_patient WHERE name NOT LIKE '欧阳%' LIMIT 20").all() as { name: string; p: string }[]
    for (const { name, p } of patient) assert.equal(await pinyin(name), p, name)
    assert.equal((await t.call('GET', '/api/ris/common/pingyin', { token: admin })).status, 400)
  })

  it('computes the dashboard from the exams (equal to independent counts)', async () => {
    const res = await t.call<DashboardSummary>('GET', '/api/dashboard/summary', { token: await t.login('test') })
    assert.equal(res.status, 200)
    const d = res.json
    const n = (sql: string): number => (t.db.prepare(sql).get() as { n: number }).n
    assert.equal(d.date, '2025-06-01')
    assert.equal(d.today.registered, n("SELECT COUNT(*) AS n FROM ris_exam WHERE date(register_time) = '2025-06-01'"))
    assert.equal(d.today.examined, n("SELECT COUNT(*) AS n FROM ris_exam WHERE date(exam_time) = '2025-06-01'"))
    assert.equal(d.today.reported, n("SELECT COUNT(*) AS n FROM ris_exam WHERE date(report_time) = '2025-06-01'"))
    assert.equal(d.today.audited, n("SELECT COUNT(*) AS n FROM ris_exam WHERE date(audit_time) = '2025-06-01'"))
    assert.equal(d.pendingReports, n("SELECT COUNT(*) AS n FROM ris_exam WHERE status = '2' OR status = '3'"))
    assert.equal(d.rejectedReports, n("SELECT COUNT(*) AS n FROM ris_exam WHERE status = '6'"))
    assert.equal(d.criticalValues.today, n(`SELECT COUNT(*) AS n FROM ris_report r, ris_exam e WHERE e.id = r.exam_id AND r.critical = 1
      AND r.state != 'void' AND date(e.register_time) = '2025-06-01'`))
    assert.equal(d.criticalValues.unhandled, n(`SELECT COUNT(*) AS n FROM ris_report WHERE critical = 1 AND state != 'void'
      AND id NOT IN (SELECT report_id FROM ris_report_critical)`))
    assert.ok(d.criticalValues.today >= 1 && d.criticalValues.unhandled >= 1)
    assert.equal(d.byModality.reduce((s, m) => s + m.today, 0), d.today.registered)
    assert.equal(d.byModality.reduce((s, m) => s + m.pending, 0), d.pendingReports)
    assert.deepEqual(d.trend.map((p) => p.date), ['2025-05-26', '2025-05-27', '2025-05-28', '2025-05-29', '2025-05-30', '2025-05-31', '2025-06-01'])
    for (const p of d.trend) {
      assert.equal(p.registered, n(`SELECT COUNT(*) AS n FROM ris_exam WHERE date(register_time) = '${p.date}'`), p.date)
      assert.equal(p.reported, n(`SELECT COUNT(*) AS n FROM ris_exam WHERE date(report_time) = '${p.date}'`), p.date)
    }
    assert.equal((await t.call('GET', '/api/dashboard/summary')).status, 401)
  })

  it('logs successful mutating calls and logins of the caller, not reads or failures', async () => {
    const token = await t.login('xindian')
    t.clock.now += 1000
    const ok = await t.call('PUT', '/api/users/center', {
      token, body: { id: 5, nickName: '刘芳', gender: '女', phone: '13700000055' },
      headers: { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36' },
    })
    assert.equal(ok.status, 204)
    assert.equal((await t.call('PUT', '/api/users/center', { token, body: { id: 1, nickName: 'x' } })).status, 400)
    await t.call('GET', '/api/dashboard/summary', { token })
    const logs = await t.call<Page<UserLogDto>>('GET', '/api/logs/user?page=0&size=10', { token })
    assert.equal(logs.status, 200)
    assert.deepEqual(logs.json.content.map((l) => l.description), [
      'Update your own nick name, gender and phone',
      'Log in: decrypt the password, check the captcha, the account and the password; returns a token',
    ])
    const [update] = logs.json.content
    assert.equal(update?.browser, 'Chrome 126')
    assert.equal(update?.address, '内网IP')
    assert.equal(update?.createTime, '2025-06-01 08:00:01')
    assert.ok((update?.time ?? -1) >= 0)
    const mine = await t.call<Page<UserLogDto>>('GET', '/api/logs/user', { token: admin })
    assert.ok(mine.json.content.every((l) => !l.description.startsWith('Update your own')), 'only the caller\'s own rows')
  })

  it('uploads an avatar checked by its magic bytes and serves it back', async () => {
    const token = await t.login('neijing')
    const upload = async (bytes: Buffer, name: string): Promise<Response> => {
      const form = new FormData()
      form.append('avatar', new Blob([new Uint8Array(bytes)]), name)
      return t.app.request('/api/users/updateAvatar', { method: 'POST', headers: { Authorization: token }, body: form })
    }
    const res = await upload(PNG_1PX, 'me.png')
    assert.equal(res.status, 200)
    const { avatar } = await res.json() as { avatar: string }
    assert.match(avatar, /^[a-f0-9]{32}\.png$/)
    const info = await t.call<{ user: { avatarName: string; avatarPath: string } }>('GET', '/auth/info', { token })
    assert.equal(info.json.user.avatarName, avatar)
    assert.equal(info.json.user.avatarPath, `/avatar/${avatar}`)
    const served = await t.app.request(`/avatar/${avatar}`)
    assert.equal(served.status, 200)
    assert.equal(served.headers.get('content-type'), 'image/png')
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), PNG_1PX)

    const jpegAsPng = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])
    const asJpeg = await upload(jpegAsPng, 'photo.jpeg')
    assert.equal(asJpeg.status, 200)
    assert.match((await asJpeg.json() as { avatar: string }).avatar, /\.jpg$/)
    assert.equal((await t.app.request(`/avatar/${avatar}`)).status, 404, 'the replaced avatar is removed')

    const fake = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png')
    assert.equal(fake.status, 400)
    assert.match((await fake.json() as { message: string }).message, /^avatar: 头像只支持/)
    assert.equal((await upload(PNG_1PX, 'me.svg')).status, 400, 'extension outside the list')
    const big = Buffer.alloc(5 * 1024 * 1024 + 1)
    PNG_1PX.copy(big)
    const tooLarge = await upload(big, 'big.png')
    assert.equal(tooLarge.status, 400)
    assert.match((await tooLarge.json() as { message: string }).message, /5 MB/)
    assert.equal((await upload(Buffer.alloc(7 * 1024 * 1024), 'huge.png')).status, 413)
    const none = await t.app.request('/api/users/updateAvatar', { method: 'POST', headers: { Authorization: token }, body: new FormData() })
    assert.equal(none.status, 400)
    assert.equal((await t.app.request('/avatar/..%2Fclinic.sqlite')).status, 400)
    assert.equal((await t.app.request('/avatar/0123456789abcdef0123456789abcdef.png')).status, 404)
    assert.equal((await t.app.request('/api/users/updateAvatar', { method: 'POST', body: new FormData() })).status, 401)
  })
})
