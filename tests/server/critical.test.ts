import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { CriticalLimitsDto, CriticalNotice, CriticalValueDto, DashboardSummary, ReportDto, ReportViewDto } from '../../src/core/contract'
import { formatDateTime } from '../../demo/server/lib/time'
import { makeServer, type TestServer } from './helpers'

type Page<T> = { content: T[]; totalElements: number }
type Err = { message: string; errors?: { field: string; message: string }[] }

const MINUTE = 60_000

describe('critical values: the flag starts a timer against the modality\'s limit; the notification is recorded within or past it', () => {
  let t: TestServer
  let writer: string
  let auditor: string
  let usExams: number[]
  before(async () => {
    t = await makeServer()
    writer = await t.login('chaosheng')
    auditor = await t.login('chaoshengzr')
    usExams = (t.db.prepare(`SELECT e.id FROM ris_exam e LEFT JOIN ris_report r ON r.exam_id = e.id
      WHERE e.status = '2' AND e.modality = 'US' AND r.id IS NULL ORDER BY e.id LIMIT 3`).all() as { id: number }[]).map((r) => r.id)
    assert.equal(usExams.length, 3)
  })
  after(() => t.close())

  const now = () => formatDateTime(t.clock.now)
  const save = (examineId: number, critical: boolean, token = writer) => t.call<ReportDto>('POST', '/api/reportInfo/save', {
    token, body: { examineId, findings: '<p>胎盘后方见不均质低回声区。</p>', impression: '<p>胎盘早剥。</p>', positive: true, critical },
  })
  const record = (reportId: number, body: Record<string, unknown>, token = writer) =>
    t.call<CriticalNotice & Err>('PUT', `/api/critical/${reportId}`, { token, body })
  const open = async (token = writer) => (await t.call<Page<CriticalValueDto>>('GET', '/api/critical?state=open&size=100', { token })).json
  const notice = {
    finding: '胎盘早剥，胎心减慢', receiver: '刘洋', receiverJobNo: 'A1023', receiverDept: '产科一病区', receiverPhone: '内线 6123',
    readBack: true, handling: '立即准备剖宫产',
  }

  it('answers the notification limits per modality from the hospital settings', async () => {
    const limits = await t.call<CriticalLimitsDto>('GET', '/api/critical/limits', { token: writer })
    assert.equal(limits.status, 200)
    assert.deepEqual(
      { US: limits.json.byModality.US, CT: limits.json.byModality.CT, MR: limits.json.byModality.MR, DR: limits.json.byModality.DR,
        MG: limits.json.byModality.MG, ECG: limits.json.byModality.ECG, ES: limits.json.byModality.ES },
      { US: 10, CT: 15, MR: 15, DR: 15, MG: 15, ECG: 10, ES: 15 },
    )
    assert.equal(limits.json.defaultMinutes, 15)
  })

  it('records a notification made within the limit: validated, the caller as notifier, the report and lists show it', async () => {
    const flaggedAt = now()
    const saved = await save(usExams[0] as number, true)
    assert.equal(saved.status, 200, saved.text)
    const reportId = saved.json.id
    let listed = (await open()).content.find((v) => v.reportId === reportId)
    assert.ok(listed, 'open right after the flag')
    assert.deepEqual([listed.flaggedAt, listed.limitMinutes, listed.elapsedMinutes, listed.withinLimit], [flaggedAt, 10, 0, true])

    t.clock.now += 4 * MINUTE
    assert.equal((await save(usExams[0] as number, true)).status, 200)
    listed = (await open()).content.find((v) => v.reportId === reportId)
    assert.equal(listed?.flaggedAt, flaggedAt, 'saving again keeps the first flag: the timer does not restart')
    assert.equal(listed?.elapsedMinutes, 4)

    t.clock.now += 2 * MINUTE
    const missing = await record(reportId, { ...notice, receiverJobNo: '', receiverDept: ' ' })
    assert.equal(missing.status, 400)
    assert.deepEqual(missing.json.errors?.map((e) => e.field).sort(), ['receiverDept', 'receiverJobNo'])
    const badPhone = await record(reportId, { ...notice, receiverPhone: '请拨打产科' })
    assert.equal(badPhone.status, 400)
    assert.equal(badPhone.json.message, 'receiverPhone: 请输入正确的电话号码或内线号')
    const future = await record(reportId, { ...notice, notifiedAt: formatDateTime(t.clock.now + 5 * MINUTE) })
    assert.equal(future.status, 400)
    assert.equal(future.json.message, 'notifiedAt: 通知时间不能晚于当前时间')
    const early = await record(reportId, { ...notice, notifiedAt: formatDateTime(t.clock.now - 30 * MINUTE) })
    assert.equal(early.status, 400)
    assert.equal(early.json.message, `notifiedAt: 通知时间不能早于标记危急值的时间（${flaggedAt}）`)
    assert.equal((await record(reportId, notice, await t.login('dengji'))).status, 403, 'a registrar records nothing')
    assert.equal((await record(reportId, notice, await t.login('fangshe'))).status, 404, 'an ultrasound draft is not there for a radiologist')

    const ok = await record(reportId, notice)
    assert.equal(ok.status, 200, ok.text)
    assert.deepEqual(ok.json, {
      ...notice, notifiedAt: now(), notifiedBy: '陈静', flaggedAt, limitMinutes: 10, withinLimit: true,
    })
    assert.equal((await open()).content.some((v) => v.reportId === reportId), false, 'no longer open')
    const all = (await t.call<Page<CriticalValueDto>>('GET', '/api/critical?state=all&size=100', { token: auditor })).json
    const done = all.content.find((v) => v.reportId === reportId)
    assert.deepEqual([done?.elapsedMinutes, done?.withinLimit, done?.notice?.receiverJobNo], [6, true, 'A1023'])
    const view = await t.call<ReportViewDto>('GET', `/api/reportInfo/view?examineId=${usExams[0]}`, { token: writer })
    assert.equal(view.json.report?.criticalNotice?.handling, '立即准备剖宫产')
    assert.equal(view.json.report?.criticalNotice?.withinLimit, true)
  })

  it('marks a value past its limit, open and once recorded, and puts the open one on the home page', async () => {
    const saved = await save(usExams[1] as number, true)
    const reportId = saved.json.id
    t.clock.now += 25 * MINUTE
    const overdue = (await open()).content.find((v) => v.reportId === reportId)
    assert.deepEqual([overdue?.elapsedMinutes, overdue?.withinLimit], [25, false])
    const home = await t.call<DashboardSummary>('GET', '/api/dashboard/summary', { token: writer })
    const shown = home.json.criticalValues.open?.find((v) => v.reportId === reportId)
    assert.equal(shown?.examineId, usExams[1])
    assert.equal(shown?.withinLimit, false)
    const registrarHome = await t.call<DashboardSummary>('GET', '/api/dashboard/summary', { token: await t.login('dengji') })
    assert.deepEqual(registrarHome.json.criticalValues.open, [], 'no report permission, no list')

    const late = await record(reportId, notice)
    assert.equal(late.status, 200, late.text)
    assert.equal(late.json.withinLimit, false)
    const view = await t.call<ReportViewDto>('GET', `/api/reportInfo/view?examineId=${usExams[1]}`, { token: writer })
    assert.deepEqual([view.json.report?.criticalNotice?.withinLimit, view.json.report?.criticalNotice?.limitMinutes], [false, 10])
  })

  it('copies the limit at flagging, refuses reports not flagged, and restarts the timer after the flag was cleared', async () => {
    t.db.prepare("UPDATE ris_setting SET value = '30' WHERE key = 'critical.limitMinutes.US'").run()
    const saved = await save(usExams[2] as number, false)
    assert.equal(saved.status, 200)
    const refused = await record(saved.json.id, notice)
    assert.equal(refused.status, 409)
    assert.equal(refused.json.message, '该报告未标记为危急值')
    assert.equal((await save(usExams[2] as number, true)).status, 200)
    const first = now()
    assert.equal((await open()).content.find((v) => v.reportId === saved.json.id)?.limitMinutes, 30, 'the limit when flagged')
    t.db.prepare("UPDATE ris_setting SET value = '10' WHERE key = 'critical.limitMinutes.US'").run()
    assert.equal((await open()).content.find((v) => v.reportId === saved.json.id)?.limitMinutes, 30, 'a later change of the setting does not move it')
    t.clock.now += 3 * MINUTE
    assert.equal((await save(usExams[2] as number, false)).status, 200)
    assert.equal((await open()).content.some((v) => v.reportId === saved.json.id), false, 'unflagged')
    t.clock.now += MINUTE
    assert.equal((await save(usExams[2] as number, true)).status, 200)
    const again = (await open()).content.find((v) => v.reportId === saved.json.id)
    assert.notEqual(again?.flaggedAt, first)
    assert.deepEqual([again?.flaggedAt, again?.limitMinutes, again?.elapsedMinutes], [now(), 10, 0])
  })

  it('keeps the flag moment of a report flagged before the timer existed (seeded drafts) when it is saved again', async () => {
    const seeded = t.db.prepare(`SELECT r.id, r.exam_id, r.report_time, u.username FROM ris_report r JOIN ris_exam e ON e.id = r.exam_id
      JOIN sys_user u ON u.id = r.report_user_id WHERE r.critical = 1 AND r.state = 'draft' AND r.critical_flagged_at IS NULL
      AND e.modality = 'ECG' LIMIT 1`).get() as { id: number; exam_id: number; report_time: string; username: string }
    assert.ok(seeded, 'a seeded critical ECG draft')
    const author = await t.login(seeded.username)
    const before = (await open(author)).content.find((v) => v.reportId === seeded.id)
    assert.equal(before?.flaggedAt, seeded.report_time)
    assert.equal(before?.limitMinutes, 10, 'ECG')
    t.clock.now += MINUTE
    assert.equal((await save(seeded.exam_id, true, author)).status, 200)
    assert.equal((await open(author)).content.find((v) => v.reportId === seeded.id)?.flaggedAt, seeded.report_time, 'the timer did not restart')
  })

  it('keeps the list to the caller\'s data scope and hides other families\' drafts', async () => {
    const radiologist = await t.login('fangshe')
    const seen = (await t.call<Page<CriticalValueDto>>('GET', '/api/critical?state=all&size=500', { token: radiologist })).json.content
    const drafts = t.db.prepare(`SELECT r.id FROM ris_report r JOIN ris_exam e ON e.id = r.exam_id
      WHERE r.critical = 1 AND r.state = 'draft' AND e.modality IN ('US', 'ECG')`).all() as { id: number }[]
    assert.ok(drafts.length > 0, 'seeded and flagged ultrasound or ECG drafts')
    assert.equal(seen.some((v) => drafts.some((d) => d.id === v.reportId)), false)
    const registrar = (await t.call<Page<CriticalValueDto>>('GET', '/api/critical?state=all&size=500', { token: await t.login('dengji') })).json.content
    assert.ok(registrar.length > 0 && registrar.every((v) => !drafts.some((d) => d.id === v.reportId)), 'a registrar reads signed values only')
    assert.equal((await t.call('GET', '/api/critical?state=bogus', { token: writer })).status, 400)
    assert.equal((await t.call('GET', '/api/critical', { token: await t.login('test') })).status, 403, 'an account that reads no reports')
  })
})
