import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { makeServer, type TestServer } from './helpers'

type Lock = { examId: number; holder: { userId: number; name: string; since: string } | null; mine: boolean; ttlSeconds: number }

describe('report edit locks: one editor at a time, a silent lock frees itself, an audit physician takes over with a reason', () => {
  let t: TestServer
  let first: string
  let second: string
  let auditor: string
  let examId: number
  before(async () => {
    t = await makeServer()
    first = await t.login('chaosheng')
    second = await t.login('chaosheng2')
    auditor = await t.login('chaoshengzr')
    examId = (t.db.prepare(`SELECT e.id FROM ris_exam e LEFT JOIN ris_report r ON r.exam_id = e.id
      WHERE e.status = '2' AND e.modality = 'US' AND r.id IS NULL ORDER BY e.id LIMIT 1`).get() as { id: number }).id
  })
  after(() => t.close())

  const lock = (token: string) => t.call<Lock & { message?: string }>('POST', `/api/reportLock/${examId}`, { token })
  const save = (token: string) => t.call<{ message?: string }>('POST', '/api/reportInfo/save', {
    token, body: { examineId: examId, findings: '<p>宫内单活胎</p>', impression: '<p>宫内中孕</p>' },
  })

  it('answers who holds the report since when; a second physician can neither lock nor save over it', async () => {
    const taken = await lock(first)
    assert.equal(taken.status, 200, taken.text)
    assert.equal(taken.json.mine, true)
    const seen = await t.call<Lock>('GET', `/api/reportLock/${examId}`, { token: second })
    assert.equal(seen.json.holder?.name, '陈静')
    assert.equal(seen.json.mine, false)
    const refused = await lock(second)
    assert.equal(refused.status, 409)
    assert.match(refused.json.message ?? '', /陈静/)
    assert.equal((await save(second)).status, 409)
    assert.equal((await save(first)).status, 200, 'the holder saves')
    // A renewal keeps the first moment.
    t.clock.now += 30_000
    assert.equal((await lock(first)).json.holder?.since, taken.json.holder?.since)
  })

  it('frees a lock whose editor went silent, and lets an audit physician take a live one over with a reason', async () => {
    t.clock.now += 121_000
    const freed = await lock(second)
    assert.equal(freed.status, 200, 'two minutes without a heartbeat: free again')
    assert.equal((await t.call('POST', `/api/reportLock/${examId}/takeover`, { token: first, body: { reason: '下班交接' } })).status, 403,
      'a physician without the takeover permission')
    assert.equal((await t.call('POST', `/api/reportLock/${examId}/takeover`, { token: auditor, body: { reason: ' ' } })).status, 400)
    const over = await t.call<Lock>('POST', `/api/reportLock/${examId}/takeover`, { token: auditor, body: { reason: '急诊报告需立即审核' } })
    assert.equal(over.status, 200)
    assert.equal(over.json.holder?.name, '何慧敏')
    assert.equal((await save(second)).status, 409, 'the former holder can no longer save')
    const history = await t.call<{ action: string; reason?: string }[]>('GET', `/api/exams/${examId}/history`, { token: auditor })
    assert.ok(history.json.some((h) => h.action === 'lockTakeover' && h.reason?.includes('急诊报告需立即审核') && h.reason.includes('林晓')))
    // Releasing: another user's release leaves the lock; the holder's frees it.
    assert.equal((await t.call('DELETE', `/api/reportLock/${examId}`, { token: second })).status, 204)
    assert.equal((await t.call<Lock>('GET', `/api/reportLock/${examId}`, { token: second })).json.holder?.name, '何慧敏')
    assert.equal((await t.call('DELETE', `/api/reportLock/${examId}`, { token: auditor })).status, 204)
    assert.equal((await t.call<Lock>('GET', `/api/reportLock/${examId}`, { token: second })).json.holder, null)
  })

  it('refuses a registrar, and an exam that does not exist', async () => {
    const registrar = await t.login('dengji')
    assert.equal((await t.call('POST', `/api/reportLock/${examId}`, { token: registrar })).status, 403)
    assert.equal((await t.call('POST', '/api/reportLock/99999999', { token: first })).status, 404)
  })
})
