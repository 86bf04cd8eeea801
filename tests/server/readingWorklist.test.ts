import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { ExamDto } from '../../src/core/contract/exam'
import { OUTSIDE_EXAMS } from '../../demo/server/db/seed/outside'
import { makeServer, type TestServer } from './helpers'

type Page<T> = { content: T[]; totalElements: number }

const RADIOLOGY = 'CT,MR,DR,DX,CR,MG'

describe('the reading worklists: tabs, physicians, source, the report summary, locks and the rejected count', () => {
  let t: TestServer
  let writer: string
  let auditor: string
  let desk: string
  const list = async (query: string, token = writer) => {
    const res = await t.call<Page<ExamDto>>('GET', `/api/exams?size=1000&${query}`, { token })
    assert.equal(res.status, 200, res.text)
    return res.json
  }
  const rejectedCount = async (query = '', token = writer) => {
    const res = await t.call<{ count: number }>('GET', `/api/exams/rejected/count?${query}`, { token })
    assert.equal(res.status, 200, res.text)
    return res.json.count
  }

  before(async () => {
    t = await makeServer()
    writer = await t.login('fangshe')
    auditor = await t.login('fangshezr')
    desk = await t.login('dengji')
  })
  after(() => t.close())

  it('lists each tab by the report\'s state, and every exam under 不限', async () => {
    const unwritten = await list(`reading=unwritten&modality=${RADIOLOGY}`)
    assert.ok(unwritten.totalElements > 0)
    for (const exam of unwritten.content) {
      assert.ok(['2', '6'].includes(exam.status), `${exam.examNo} ${exam.status}`)
      assert.ok([undefined, 'draft', 'rejected'].includes(exam.reportState), `${exam.examNo} ${exam.reportState}`)
      assert.ok(['CT', 'MR', 'DR', 'DX', 'CR', 'MG'].includes(exam.modality))
    }
    assert.ok(unwritten.content.some((exam) => exam.reportState === undefined) && unwritten.content.some((exam) => exam.reportState === 'draft'),
      'exams without a report and drafts alike')
    const unaudited = await list(`reading=unaudited&modality=${RADIOLOGY}`)
    assert.ok(unaudited.totalElements > 0)
    assert.ok(unaudited.content.every((exam) => exam.reportState === 'preliminary' && exam.reportPhysician && !exam.auditPhysician))
    const audited = await list(`reading=audited&modality=${RADIOLOGY}`)
    assert.ok(audited.totalElements > 0)
    assert.ok(audited.content.every((exam) => ['final', 'corrected'].includes(exam.reportState ?? '') && exam.auditPhysician))
    const all = await list(`reading=all&modality=${RADIOLOGY}`)
    const none = await list(`modality=${RADIOLOGY}`)
    assert.equal(all.totalElements, none.totalElements)
    assert.ok(all.totalElements > unwritten.totalElements + unaudited.totalElements + audited.totalElements - 1)
  })

  it('lists under 我的 what the caller wrote or audited, for the writer and for the auditor', async () => {
    const mine = await list(`reading=mine&modality=${RADIOLOGY}`)
    assert.ok(mine.totalElements > 0)
    assert.ok(mine.content.every((exam) => exam.reportPhysician === '李建国' || exam.auditPhysician === '李建国'))
    const expected = (t.db.prepare(`SELECT COUNT(*) AS n FROM ris_report r JOIN ris_exam e ON e.id = r.exam_id
      WHERE (r.report_user_id = 3 OR r.audit_user_id = 3) AND e.modality IN ('CT', 'MR', 'DR', 'DX', 'CR', 'MG')`).get() as { n: number }).n
    assert.equal(mine.totalElements, expected)
    // The auditor signs one off: it is his from then on.
    const exam = (await list(`reading=unaudited&modality=${RADIOLOGY}`, auditor)).content[0]!
    assert.equal((await list('reading=mine', auditor)).content.some((e) => e.id === exam.id), false)
    const audit = await t.call('POST', '/api/reportInfo/audit', { token: auditor, body: { reportId: exam.reportId } })
    assert.equal(audit.status, 200, audit.text)
    const his = await list('reading=mine', auditor)
    assert.ok(his.content.some((e) => e.id === exam.id && e.auditPhysician === '张卫东' && e.reportState === 'final'))
  })

  it('searches by report and audit physician (contains, wildcards taken literally)', async () => {
    const byWriter = await list(`reportPhysician=${encodeURIComponent('建国')}&modality=${RADIOLOGY}`)
    assert.ok(byWriter.totalElements > 0)
    assert.ok(byWriter.content.every((exam) => exam.reportPhysician?.includes('建国')))
    const byAuditor = await list(`auditPhysician=${encodeURIComponent('卫东')}`)
    assert.ok(byAuditor.totalElements > 0)
    assert.ok(byAuditor.content.every((exam) => exam.auditPhysician?.includes('卫东')))
    assert.equal((await list(`reportPhysician=${encodeURIComponent('%')}`)).totalElements, 0, '% is a character, not a wildcard')
    assert.equal((await list(`reportPhysician=${encodeURIComponent('_')}`)).totalElements, 0)
  })

  it('tells outside exams (外院) from the hospital\'s own', async () => {
    const outside = await list('source=out')
    assert.equal(outside.totalElements, OUTSIDE_EXAMS)
    assert.ok(outside.content.every((exam) => exam.source === 'out' && exam.applyHospital !== '康宁市妇幼保健院' && exam.imageCount > 0))
    assert.ok(outside.content.some((exam) => exam.status === '2') && outside.content.some((exam) => exam.reportState === 'final'))
    const inside = await list(`source=in&modality=${RADIOLOGY}`)
    const any = await list(`modality=${RADIOLOGY}`)
    assert.equal(inside.totalElements + OUTSIDE_EXAMS, any.totalElements)
    assert.ok(inside.content.every((exam) => exam.source === 'in'))
    assert.equal((await t.call('GET', '/api/exams?source=elsewhere', { token: writer })).status, 400)
    assert.equal((await t.call('GET', '/api/exams?reading=later', { token: writer })).status, 400)
  })

  it('says the reject reason to writers only, hides drafts from the desk, and marks critical reports without their record', async () => {
    const rejected = (await list('reading=unwritten')).content.find((exam) => exam.reportState === 'rejected')
    assert.ok(rejected, 'a seeded rejection')
    assert.ok(rejected.rejectReason)
    const seenByDesk = (await list(`patientId=${rejected.patientId}`, desk)).content.find((exam) => exam.id === rejected.id)
    assert.ok(seenByDesk)
    assert.equal(seenByDesk.reportState, undefined)
    assert.equal(seenByDesk.rejectReason, undefined)
    assert.equal(seenByDesk.reportPhysician, undefined)
    // Today's critical draft (a chest film) has no notification record yet; the notified ones are not open.
    const criticals = (await list('reading=all')).content.filter((exam) => exam.critical)
    assert.ok(criticals.some((exam) => exam.criticalOpen === true && exam.modality === 'DR'), 'an open critical value')
    assert.ok(criticals.some((exam) => exam.criticalOpen === false), 'a notified one')
    const plain = (await list('reading=audited')).content.find((exam) => !exam.critical)
    assert.equal(plain?.criticalOpen, false)
  })

  it('shows who holds a report open, since when, until the lock goes silent', async () => {
    const exam = (await list(`reading=unwritten&modality=${RADIOLOGY}`)).content.find((e) => e.reportState === undefined)!
    const taken = await t.call<{ holder: { since: string } }>('POST', `/api/reportLock/${exam.id}`, { token: writer })
    assert.equal(taken.status, 200, taken.text)
    const seen = (await list(`reading=unwritten&modality=${RADIOLOGY}`, auditor)).content.find((e) => e.id === exam.id)
    assert.deepEqual(seen?.lock, { user: '李建国', since: taken.json.holder.since })
    assert.deepEqual((await t.call<ExamDto>('GET', `/api/exams/${exam.id}`, { token: auditor })).json.lock, seen?.lock)
    t.clock.now += 121_000
    const later = (await list(`reading=unwritten&modality=${RADIOLOGY}`, auditor)).content.find((e) => e.id === exam.id)
    assert.equal(later?.lock, undefined, 'a lock without a heartbeat for two minutes is not shown')
  })

  it('counts the caller\'s rejected reports not yet resubmitted, and lists them under `rejected`', async () => {
    const before = await rejectedCount()
    const listed = await list('reading=rejected')
    assert.equal(listed.totalElements, before)
    assert.ok(listed.content.every((exam) => exam.reportState === 'rejected' && exam.reportPhysician === '李建国'))
    // Write and submit one, have it rejected: one more; resubmit it: back again.
    const exam = (await list(`reading=unwritten&modality=CT&source=in`)).content.find((e) => e.reportState === undefined && !e.lock)!
    const body = { examineId: exam.id, findings: '<p>两肺纹理清晰。</p>', impression: '<p>胸部 CT 未见异常。</p>' }
    const submitted = await t.call<{ id: number; version: number }>('POST', '/api/reportInfo/submit', { token: writer, body })
    assert.equal(submitted.status, 200, submitted.text)
    const reject = await t.call('POST', '/api/reportInfo/reject', { token: auditor, body: { reportId: submitted.json.id, reason: '请补充纵隔描述' } })
    assert.equal(reject.status, 200, reject.text)
    assert.equal(await rejectedCount(), before + 1)
    assert.equal(await rejectedCount('modality=CT&source=in'), (await list('reading=rejected&modality=CT&source=in')).totalElements)
    assert.equal(await rejectedCount('source=out'), 0)
    assert.equal(await rejectedCount('', auditor), 0, 'the auditor wrote none of them')
    const again = await list('reading=rejected')
    assert.ok(again.content.some((e) => e.id === exam.id && e.rejectReason === '请补充纵隔描述'))
    assert.equal((await t.call('POST', '/api/reportInfo/submit', { token: writer, body })).status, 200)
    assert.equal(await rejectedCount(), before)
    assert.equal((await t.call('GET', '/api/exams/rejected/count', { token: await t.login('test') })).status, 403)
  })
})
