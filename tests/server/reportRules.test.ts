// Who may write, sign and read a report: the exam's modality decides the permission family; another physician's
// work is changed only by a takeover with a reason; nobody signs off his own report; key images follow the report.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { KeyImageRef, ReportDto, ReportHistoryEntry } from '../../src/core/contract/report'
import { makeServer, type TestServer } from './helpers'

type Refusal = { status: number; message: string }

describe('report rules', () => {
  let t: TestServer
  const tokens: Record<string, string> = {}
  before(async () => {
    t = await makeServer()
    for (const user of ['admin', 'fangshe', 'fangshe2', 'fangshezr', 'chaosheng', 'chaoshengzr', 'xindian', 'bingli', 'dengji', 'jishi']) {
      tokens[user] = await t.login(user)
    }
  })
  after(() => t.close())

  /** An examined exam of the modality without a report yet (each call takes another). */
  const taken = new Set<number>()
  const freshExam = (modality: string): number => {
    const rows = t.db.prepare(`SELECT e.id FROM ris_exam e LEFT JOIN ris_report r ON r.exam_id = e.id
      WHERE e.status = '2' AND e.modality = ? AND r.id IS NULL ORDER BY e.id`).all(modality) as { id: number }[]
    const row = rows.find((r) => !taken.has(r.id))!
    taken.add(row.id)
    return row.id
  }
  const write = (user: string, examineId: number, action: 'save' | 'submit' = 'save', extra: Record<string, unknown> = {}) =>
    t.call<ReportDto & Refusal>('POST', `/api/reportInfo/${action}`, {
      token: tokens[user], body: { examineId, findings: `<p>${user} 所见</p>`, impression: `<p>${user} 印象</p>`, ...extra },
    })
  const call = (user: string, path: string, body: unknown) => t.call<ReportDto & Refusal>('POST', `/api/reportInfo/${path}`, { token: tokens[user], body })

  it('takes the permission family from the exam\'s modality', async () => {
    const ct = freshExam('CT')
    const ecgOnCt = await write('xindian', ct)
    assert.equal(ecgOnCt.status, 403, 'an ECG physician does not write CT reports')
    assert.equal(ecgOnCt.json.message, '没有 CT 报告的这项权限（需要 report:write）')
    assert.equal((await write('fangshe', ct, 'submit')).status, 200)
    const reportId = (await write('fangshe', ct, 'save')).json.id
    assert.equal((await call('chaoshengzr', 'audit', { reportId })).status, 403, 'an ultrasound auditor does not sign CT reports')

    const us = freshExam('US')
    assert.equal((await write('fangshe', us)).status, 403, 'a radiologist does not write ultrasound reports')
    const submitted = await write('chaosheng', us, 'submit')
    assert.equal(submitted.status, 200, submitted.text)
    assert.equal((await call('fangshezr', 'audit', { reportId: submitted.json.id })).status, 403, 'nor does a radiology auditor sign them')
    const signed = await call('chaoshengzr', 'audit', { reportId: submitted.json.id })
    assert.equal(signed.status, 200, 'the sonographer holding ultrasonic:audit signs it off')
    assert.equal(signed.json.auditPhysician, '何慧敏')
    assert.equal((await call('chaosheng', 'void', { reportId: submitted.json.id, reason: '误登记' })).status, 403, 'physicians do not void')
    assert.equal((await call('chaosheng', 'addendum', { reportId: submitted.json.id, text: '<p>补充</p>', reason: '补测' })).status, 200)
    assert.equal((await call('fangshe', 'addendum', { reportId: submitted.json.id, text: '<p>补充</p>', reason: '补测' })).status, 403)
    assert.equal((await call('chaoshengzr', 'void', { reportId: submitted.json.id, reason: '患者信息登记错误' })).status, 200)
  })

  it('lets another physician change a report only by a takeover with a reason, kept in the history', async () => {
    const ct = freshExam('CT')
    const draft = await write('fangshe', ct)
    assert.equal(draft.json.reportPhysician, '李建国')
    const overwrite = await write('fangshe2', ct)
    assert.equal(overwrite.status, 409, 'a colleague cannot overwrite the draft')
    assert.equal(overwrite.json.message, '该报告正由 李建国 书写；如需接管，请填写接管原因')
    assert.equal((await write('fangshe2', ct, 'save', { takeoverReason: '李医生外出会诊' })).status, 403, 'a takeover needs its permission')
    const stored = t.db.prepare('SELECT report_physician AS p, findings AS f FROM ris_report WHERE exam_id = ?').get(ct) as { p: string; f: string }
    assert.deepEqual(stored, { p: '李建国', f: '<p>fangshe 所见</p>' }, 'nothing changed by the refusals')

    const taken = await write('fangshezr', ct, 'submit', { takeoverReason: '李医生外出会诊，由主任接管' })
    assert.equal(taken.status, 200, taken.text)
    assert.equal(taken.json.reportPhysician, '张卫东')
    const history = await t.call<ReportHistoryEntry[]>('GET', `/api/reportInfoHistory/examineId/${ct}`, { token: tokens.fangshe })
    assert.deepEqual(history.json.map((h) => [h.action, h.operator, h.reason ?? null]),
      [['save', '李建国', null], ['takeover', '张卫东', '李医生外出会诊，由主任接管'], ['submit', '张卫东', null]])
  })

  it('never lets the author sign off his own report (four eyes)', async () => {
    const ct = freshExam('CT')
    const submitted = await write('fangshezr', ct, 'submit')
    const own = await call('fangshezr', 'audit', { reportId: submitted.json.id })
    assert.equal(own.status, 409)
    assert.equal(own.json.message, '不能审核自己书写的报告')
    const admin = await call('admin', 'audit', { reportId: submitted.json.id })
    assert.equal(admin.status, 200, 'another auditor may')
  })

  it('keeps key images with those who write the exam\'s reports', async () => {
    const row = t.db.prepare(`SELECT e.id AS exam, i.id AS image FROM ris_exam e JOIN pacs_study s ON s.exam_id = e.id
      JOIN pacs_image i ON i.study_id = s.id WHERE e.modality = 'CT' ORDER BY e.id, i.id LIMIT 1`).get() as { exam: number; image: number }
    const stage = (user: string) => t.call<KeyImageRef[]>('POST', '/api/keyImage/temporary/save', { token: tokens[user], body: { examineId: row.exam, ids: [row.image] } })
    assert.equal((await stage('bingli')).status, 403, 'a pathologist does not stage key images of a CT')
    const staged = await stage('fangshe')
    assert.equal(staged.status, 200, staged.text)
    assert.ok(staged.json.some((k) => k.imageId === row.image))
  })

  it('seeds a technologist who reads final reports and writes none', async () => {
    const ct = freshExam('CT')
    assert.equal((await write('jishi', ct)).status, 403)
    const info = await t.call<{ roles: string[] }>('GET', '/auth/info', { token: tokens.jishi })
    assert.ok(info.json.roles.includes('station:finish'))
    assert.ok(!info.json.roles.some((r) => r.endsWith(':write')))
  })
})

describe('data scope of exam lists and reads', () => {
  let t: TestServer
  before(async () => { t = await makeServer() })
  after(() => t.close())

  it('lets a technologist of 放射科 move only the exams his department performs: another department\'s exam is unknown to him', async () => {
    const jishi = await t.login('jishi')
    const pick = (modality: string) => {
      const row = t.db.prepare("SELECT id FROM ris_exam WHERE modality = ? AND status = '0' ORDER BY id LIMIT 1").get(modality) as { id: number }
      t.db.prepare("UPDATE ris_exam SET status = '1' WHERE id = ?").run(row.id)
      return row.id
    }
    const us = pick('US')
    const ct = pick('CT')
    for (const action of ['start', 'finish']) {
      assert.equal((await t.call('POST', `/api/exams/${us}/${action}`, { token: jishi })).status, 404, `${action} an ultrasound exam`)
    }
    assert.equal((await t.call('POST', `/api/exams/${us}/sendBack`, { token: jishi, body: { reason: 'x' } })).status, 404)
    assert.equal((await t.call('GET', `/api/exams/${us}/history`, { token: jishi })).status, 404)
    assert.equal((t.db.prepare('SELECT status FROM ris_exam WHERE id = ?').get(us) as { status: string }).status, '1', 'untouched')
    const started = await t.call<{ status: string }>('POST', `/api/exams/${ct}/start`, { token: jishi })
    assert.equal(started.status, 200, started.text)
    assert.equal(started.json.status, '8')
  })

  it('shows a technologist of 放射科 (scope 本级) only the exams his department performs, and hides the others as unknown', async () => {
    const jishi = await t.login('jishi')
    const listed = await t.call<{ content: { modality: string }[]; totalElements: number }>('GET', '/api/exams?size=500', { token: jishi })
    assert.equal(listed.status, 200)
    const modalities = new Set(listed.json.content.map((e) => e.modality))
    assert.deepEqual([...modalities].sort(), ['CT', 'DR', 'MG', 'MR'].filter((m) => modalities.has(m)), 'radiology only')
    assert.ok(listed.json.totalElements > 0)
    const us = t.db.prepare("SELECT id FROM ris_exam WHERE modality = 'US' LIMIT 1").get() as { id: number }
    assert.equal((await t.call('GET', `/api/exams/${us.id}`, { token: jishi })).status, 404)
    assert.equal((await t.call('GET', `/api/reportInfo/view?examineId=${us.id}`, { token: jishi })).status, 404)
    // Priors: only those of the scope's departments. The technologists' role given a custom scope (超声科) for this:
    // a patient's ultrasound priors show, the ECG ones do not.
    const patient = t.db.prepare(`SELECT e.patient_ref AS p FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id WHERE r.state <> 'void'
      GROUP BY e.patient_ref HAVING SUM(e.modality = 'US') >= 2 AND SUM(e.modality = 'ECG') >= 1 LIMIT 1`).get() as { p: number }
    assert.ok(patient, 'the seed holds a patient with ultrasound and ECG reports')
    const usExam = t.db.prepare("SELECT id FROM ris_exam WHERE patient_ref = ? AND modality = 'US' ORDER BY id LIMIT 1").get(patient.p) as { id: number }
    const priorsOf = async (token: string) => (await t.call<{ modality: string }[]>('GET', `/api/reportInfo/once/list?examineId=${usExam.id}`, { token })).json
    assert.ok((await priorsOf(await t.login('admin'))).some((p) => p.modality === 'ECG'), 'an ECG prior exists')
    t.db.prepare("UPDATE sys_role SET data_scope = '自定义' WHERE id = 16").run()
    t.db.prepare('INSERT INTO sys_roles_depts (role_id, dept_id) VALUES (16, 4)').run()
    const scoped = await priorsOf(jishi)
    assert.ok(scoped.length > 0 && scoped.every((p) => p.modality === 'US'), JSON.stringify(scoped))
    t.db.prepare('DELETE FROM sys_roles_depts WHERE role_id = 16').run()
    t.db.prepare("UPDATE sys_role SET data_scope = '本级' WHERE id = 16").run()
    assert.equal((await t.call('GET', `/api/reportInfo/once/list?examineId=${us.id}`, { token: jishi })).status, 404)
    const info = await t.call<{ dataScopes: number[] }>('GET', '/auth/info', { token: jishi })
    assert.deepEqual(info.json.dataScopes, [3])

    const all = await t.call<{ totalElements: number }>('GET', '/api/exams?size=1', { token: await t.login('dengji') })
    assert.ok(all.json.totalElements > listed.json.totalElements, 'the registrar (scope 全部) sees every department')
  })
})
