import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { ImageCompareDto } from '../../src/core/contract/image'
import type { PriorReportDto, ReportDto, ReportHistoryEntry, ReportViewDto } from '../../src/core/contract/report'
import { makeServer, type TestServer } from './helpers'

type Err = { status: number; message: string }

describe('reports', () => {
  let t: TestServer
  let admin: string
  let writer: string
  let registrar: string
  let examId: number
  before(async () => {
    t = await makeServer()
    admin = await t.login('admin')
    writer = await t.login('chaosheng')
    registrar = await t.login('dengji')
    examId = (t.db.prepare(`SELECT e.id FROM ris_exam e LEFT JOIN ris_report r ON r.exam_id = e.id
      WHERE e.status = '2' AND e.modality = 'US' AND r.id IS NULL ORDER BY e.id LIMIT 1`).get() as { id: number }).id
  })
  after(() => t.close())

  const view = (token: string, id = examId) => t.call<ReportViewDto>('GET', `/api/reportInfo/view?examineId=${id}`, { token })
  const history = (token: string, id = examId) => t.call<ReportHistoryEntry[]>('GET', `/api/reportInfoHistory/examineId/${id}`, { token })
  const examStatus = (id = examId): string => (t.db.prepare('SELECT status FROM ris_exam WHERE id = ?').get(id) as { status: string }).status

  it('stores sanitised HTML, and hides the draft from callers without report:write', async () => {
    const saved = await t.call<ReportDto>('POST', '/api/reportInfo/save', {
      token: writer,
      body: {
        examineId: examId,
        findings: '<p onclick="steal()">宫内单活胎<script>alert(document.cookie)</script><img src=x onerror=alert(1)>'
          + '<a href="javascript:alert(1)">链接</a><table><tr><td colspan="2" style="x">BPD<td>5.8 cm</table>',
        impression: '<p>宫内中孕<b>单活胎',
        positive: false,
      },
    })
    assert.equal(saved.status, 200, saved.text)
    assert.equal(saved.json.state, 'draft')
    assert.equal(saved.json.version, 1)
    assert.equal(saved.json.reportPhysician, '陈静')
    assert.equal(saved.json.title, '超声检查报告单')
    const stored = t.db.prepare('SELECT findings, impression FROM ris_report WHERE exam_id = ?').get(examId) as { findings: string; impression: string }
    assert.equal(stored.findings, '<p>宫内单活胎链接</p><table><tbody><tr><td colspan="2">BPD</td><td>5.8 cm</td></tr></tbody></table>')
    assert.equal(stored.impression, '<p>宫内中孕<b>单活胎</b></p>')
    assert.doesNotMatch(JSON.stringify(stored), /script|onerror|onclick|javascript|style/)
    assert.equal(examStatus(), '2')

    const mine = await view(writer)
    assert.equal(mine.json.report?.state, 'draft')
    assert.equal(mine.json.exam.reportId, saved.json.id)
    assert.equal(mine.json.hospital.department, '超声科')
    const theirs = await view(registrar)
    assert.equal(theirs.status, 200)
    assert.equal(theirs.json.report, null, 'drafts are hidden without report:write')
    assert.equal(theirs.json.exam.reportId, undefined)
    assert.deepEqual((await history(registrar)).json, [])
    assert.equal((await history(writer)).json.length, 1)
    const byReport = await t.call<ReportViewDto>('GET', `/api/reportInfo/view?reportId=${saved.json.id}`, { token: writer })
    assert.equal(byReport.json.exam.id, examId)
  })

  it('runs the lifecycle with a history row per step and an addendum that keeps the final text', async () => {
    const submitted = await t.call<ReportDto>('POST', '/api/reportInfo/submit', {
      token: writer, body: { examineId: examId, findings: '<p>宫内单活胎，双顶径约 5.8 cm。</p>', impression: '<p>宫内中孕，单活胎。</p>', version: 1 },
    })
    assert.equal(submitted.status, 200, submitted.text)
    assert.equal(submitted.json.state, 'preliminary')
    assert.equal(submitted.json.version, 2)
    assert.equal(examStatus(), '3')
    const stale = await t.call<Err>('POST', '/api/reportInfo/save', {
      token: writer, body: { examineId: examId, findings: '<p>x</p>', impression: '<p>y</p>', version: 1 },
    })
    assert.equal(stale.status, 409)
    assert.match(stale.json.message, /当前版本 2/)
    const reportId = submitted.json.id

    assert.equal((await t.call('POST', '/api/reportInfo/audit', { token: writer, body: { reportId } })).status, 403, 'writers do not audit')
    const rejected = await t.call<ReportDto>('POST', '/api/reportInfo/reject', {
      token: admin, body: { reportId, reason: '未描述胎盘位置及成熟度' },
    })
    assert.equal(rejected.json.state, 'rejected')
    assert.equal(rejected.json.rejectReason, '未描述胎盘位置及成熟度')
    assert.equal(examStatus(), '6')
    assert.equal((await view(registrar)).json.report, null, 'rejected reports stay internal')
    assert.equal((await t.call('POST', '/api/reportInfo/reject', { token: admin, body: { reportId, reason: 'again' } })).status, 409)

    const rewritten = await t.call<ReportDto>('POST', '/api/reportInfo/save', {
      token: writer, body: { examineId: examId, findings: '<p>宫内单活胎，双顶径约 5.8 cm。胎盘位于子宫前壁，成熟度 0 级。</p>', impression: '<p>宫内中孕，单活胎。</p>' },
    })
    assert.equal(rewritten.json.state, 'rejected', 'saving a rejected report keeps it with its writer')
    const resubmitted = await t.call<ReportDto>('POST', '/api/reportInfo/submit', {
      token: writer, body: { examineId: examId, findings: rewritten.json.findings, impression: rewritten.json.impression, icdCodes: ['Z36.3'] },
    })
    assert.equal(resubmitted.json.state, 'preliminary')
    assert.equal(resubmitted.json.rejectReason, undefined)
    assert.deepEqual(resubmitted.json.icdCodes, [{ code: 'Z36.3', name: '胎儿畸形产前超声筛查' }])

    const audited = await t.call<ReportDto>('POST', '/api/reportInfo/audit', { token: admin, body: { reportId, version: resubmitted.json.version } })
    assert.equal(audited.status, 200, audited.text)
    assert.equal(audited.json.state, 'final')
    assert.equal(audited.json.auditPhysician, '管理员')
    assert.equal(audited.json.auditTime, '2025-06-01 08:00:00')
    assert.equal(examStatus(), '4')
    const finalText = audited.json.findings
    const locked = await t.call<Err>('POST', '/api/reportInfo/save', { token: writer, body: { examineId: examId, findings: '<p>改</p>', impression: '<p>改</p>' } })
    assert.equal(locked.status, 409)

    const printed = await t.call<ReportDto>('POST', '/api/reportInfo/print', { token: writer, body: { reportId } })
    assert.equal(printed.json.printCount, 1)
    assert.equal(examStatus(), '5')

    t.clock.now += 60_000
    const added = await t.call<ReportDto>('POST', '/api/reportInfo/addendum', {
      token: writer, body: { reportId, text: '<p>补充：胎儿小脑横径约 23 mm。<script>x()</script></p>', reason: '补充测量数据' },
    })
    assert.equal(added.status, 200, added.text)
    assert.equal(added.json.state, 'corrected')
    assert.equal(added.json.findings, finalText, 'the final text is never overwritten')
    assert.deepEqual(added.json.addenda.map((a) => [a.text, a.physician, a.time, a.reason]),
      [['<p>补充：胎儿小脑横径约 23 mm。</p>', '陈静', '2025-06-01 08:01:00', '补充测量数据']])
    assert.equal(examStatus(), '5', 'an addendum does not move the exam')
    const corrected = await view(registrar)
    assert.equal(corrected.json.report?.state, 'corrected')
    assert.equal(corrected.json.report?.addenda.length, 1)

    // The registrar (no ultrasonic:write) sees only what followed the sign-off: no draft, rejected text or reason.
    assert.deepEqual((await history(registrar)).json.map((r) => r.action), ['audit', 'print', 'addendum'])
    const rows = (await history(writer)).json
    assert.deepEqual(rows.map((r) => r.action), ['save', 'submit', 'reject', 'save', 'submit', 'audit', 'print', 'addendum'])
    assert.deepEqual(rows.map((r) => r.version), [1, 2, 3, 4, 5, 6, 7, 8])
    assert.deepEqual(rows.map((r) => r.operator), ['陈静', '陈静', '管理员', '陈静', '陈静', '管理员', '陈静', '陈静'])
    assert.equal(rows[2]?.reason, '未描述胎盘位置及成熟度')
    assert.equal(rows[1]?.findings, '<p>宫内单活胎，双顶径约 5.8 cm。</p>', 'each row keeps the text as it stood')
    assert.equal(rows[5]?.findings, finalText)
    assert.equal(rows[7]?.findings, finalText)
    assert.equal(rows[7]?.reason, '补充测量数据')
    assert.ok(rows.every((r, i) => i === 0 || (rows[i - 1] as ReportHistoryEntry).id < r.id))
    assert.equal((await t.call('POST', '/api/reportInfo/addendum', { token: writer, body: { reportId, text: '<script>x</script>' } })).status, 400,
      'an addendum empty once cleaned')
  })

  it('requires a notification record for critical reports and checks ICD codes', async () => {
    const id = (t.db.prepare(`SELECT e.id FROM ris_exam e LEFT JOIN ris_report r ON r.exam_id = e.id
      WHERE e.status = '2' AND e.modality = 'US' AND r.id IS NULL ORDER BY e.id LIMIT 1`).get() as { id: number }).id
    const body = { examineId: id, findings: '<p>胎盘后方见不均质低回声区。</p>', impression: '<p>胎盘早剥。</p>', positive: true, critical: true }
    const missing = await t.call<Err>('POST', '/api/reportInfo/submit', { token: writer, body })
    assert.equal(missing.status, 400)
    assert.equal(missing.json.message, 'criticalNotice: 危急值报告须先登记危急值通知记录')
    const badIcd = await t.call<Err>('POST', '/api/reportInfo/save', { token: writer, body: { ...body, icdCodes: ['Z99.9'] } })
    assert.equal(badIcd.status, 400)
    assert.equal(badIcd.json.message, 'icdCodes.0: 未知的 ICD 编码：Z99.9')
    const ok = await t.call<ReportDto>('POST', '/api/reportInfo/submit', {
      token: writer,
      body: { ...body, icdCodes: ['O45.9'], criticalNotice: { finding: '胎盘早剥', receiver: '值班医生 刘洋', receiverDept: '产科一病区', receiverPhone: '6123', readBack: true } },
    })
    assert.equal(ok.status, 200, ok.text)
    assert.deepEqual(ok.json.criticalNotice, {
      finding: '胎盘早剥', notifiedAt: '2025-06-01 08:01:00', notifiedBy: '陈静', receiver: '值班医生 刘洋', receiverDept: '产科一病区',
      receiverPhone: '6123', readBack: true, flaggedAt: '2025-06-01 08:01:00', limitMinutes: 10, withinLimit: true,
    })
    assert.equal(ok.json.critical, true)
    const blank = await t.call<Err>('POST', '/api/reportInfo/submit', { token: writer, body: { examineId: id, findings: '<p><br></p>', impression: '<p>x</p>' } })
    assert.equal(blank.json.message, 'findings: 不能为空')
    const voided = await t.call<ReportDto>('POST', '/api/reportInfo/void', { token: admin, body: { reportId: ok.json.id, reason: '重复登记' } })
    assert.equal(voided.json.state, 'void')
    assert.equal(examStatus(id), '7')
    assert.equal((await t.call('POST', '/api/reportInfo/save', { token: writer, body: { examineId: id, findings: '<p>x</p>', impression: '<p>y</p>' } })).status, 409)
    const registered = (t.db.prepare("SELECT id FROM ris_exam WHERE status = '0' LIMIT 1").get() as { id: number }).id
    const early = await t.call<Err>('POST', '/api/reportInfo/save', { token: writer, body: { examineId: registered, findings: '<p>x</p>', impression: '<p>y</p>' } })
    assert.equal(early.status, 409)
    assert.equal(early.json.message, '检查尚未完成，不能书写报告')
  })

  it('lists prior reports of the same patient and compares their images', async () => {
    const patient = t.db.prepare(`SELECT e.patient_ref AS p, MAX(e.id) AS latest FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id
      WHERE r.state IN ('final', 'corrected') GROUP BY e.patient_ref HAVING COUNT(*) >= 3 LIMIT 1`).get() as { p: number; latest: number }
    const priors = await t.call<PriorReportDto[]>('GET', `/api/reportInfo/once/list?examineId=${patient.latest}`, { token: registrar })
    assert.equal(priors.status, 200)
    assert.ok(priors.json.length >= 2)
    assert.ok(priors.json.every((p) => p.examineId !== patient.latest && p.state !== 'draft' && p.state !== 'void'))
    const times = priors.json.map((p) => p.examTime ?? '')
    assert.deepEqual(times, [...times].sort().reverse(), 'newest first')
    const expected = (t.db.prepare(`SELECT COUNT(*) AS n FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id
      WHERE e.patient_ref = ? AND e.id <> ? AND r.state NOT IN ('draft', 'rejected', 'void')`).get(patient.p, patient.latest) as { n: number }).n
    assert.equal(priors.json.length, expected)

    const phantom = (t.db.prepare("SELECT exam_id AS id FROM pacs_study WHERE generator = 'ct-phantom'").get() as { id: number }).id
    const prior = await t.call<PriorReportDto[]>('GET', `/api/reportInfo/once/list?examineId=${phantom}`, { token: writer })
    assert.equal(prior.json.length, 1)
    const cmp = await t.call<ImageCompareDto>('GET', `/api/reportInfo/once/image/compare?examineId=${phantom}&priorExamineId=${prior.json[0]?.examineId}`, { token: writer })
    assert.equal(cmp.status, 200)
    assert.equal(cmp.json.current.series[0]?.instances.length, 200)
    assert.equal(cmp.json.prior.series[0]?.instances.length, 1)
    assert.equal(cmp.json.current.patientId, cmp.json.prior.patientId)
    const other = (t.db.prepare('SELECT id FROM ris_exam WHERE patient_ref <> (SELECT patient_ref FROM ris_exam WHERE id = ?) LIMIT 1').get(phantom) as { id: number }).id
    assert.equal((await t.call('GET', `/api/reportInfo/once/image/compare?examineId=${phantom}&priorExamineId=${other}`, { token: writer })).status, 400)
    assert.equal((await t.call('GET', `/api/reportInfo/once/image/compare?examineId=${phantom}&priorExamineId=${other}`, { token: registrar })).status, 403,
      'registrars do not view images')
  })

  it('guards every report call by permission', async () => {
    const test = await t.login('test')
    const qc = await t.login('zhikong')
    assert.equal((await view(test)).status, 403)
    assert.equal((await view(qc)).status, 200, 'QC reads reports')
    assert.equal((await t.call('GET', `/api/reportInfo/view?examineId=${examId}`)).status, 401)
    assert.equal((await history(test)).status, 403)
    assert.equal((await t.call('GET', `/api/reportInfo/once/list?examineId=${examId}`, { token: test })).status, 403)
    assert.equal((await t.call('POST', '/api/reportInfo/save', { token: qc, body: { examineId: examId, findings: '', impression: '' } })).status, 403)
    assert.equal((await t.call('POST', '/api/reportInfo/print', { token: registrar, body: { reportId: 1 } })).status, 403)
    assert.equal((await t.call('POST', '/api/reportInfo/void', { token: writer, body: { reportId: 1, reason: 'x' } })).status, 403)
    const both = await t.call<Err>('GET', `/api/reportInfo/view?examineId=${examId}&reportId=1`, { token: admin })
    assert.equal(both.status, 400)
    assert.equal(both.json.message, 'examineId: 请只提供 examineId 或 reportId 其中之一')
    assert.equal((await t.call('GET', '/api/reportInfo/view?examineId=999999', { token: admin })).status, 404)
  })
})
