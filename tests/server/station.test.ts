// The technologist's station on the contract server: his queue per device (emergencies first, then by check-in time),
// calling a patient in, finishing with the contrast agent and dose, and the data scope of every move.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Page } from '../../src/core/contract/api'
import type { PublishedEvent } from '../../demo/server/lib/events'
import type { ExamDto } from '../../src/core/contract/exam'
import { makeServer, type TestServer } from './helpers'

type History = { action: string; from?: string; to: string; operator: string; reason?: string }[]

describe('technologist station: queue, call, finish with contrast', () => {
  let t: TestServer
  let jishi: string
  const en = { 'Accept-Language': 'en' }
  const rowsOf = (sql: string, ...args: (string | number)[]) => t.db.prepare(sql).all(...args) as { id: number }[]
  const list = async (query: string) => {
    const page = await t.call<Page<ExamDto>>('GET', `/api/exams?${query}`, { token: jishi })
    assert.equal(page.status, 200, page.text)
    return page.json
  }
  const post = (id: number, action: string, body?: unknown, token = jishi) =>
    t.call<ExamDto & { message: string }>('POST', `/api/exams/${id}/${action}`, { token, headers: en, ...(body === undefined ? {} : { body }) })
  /** A checked-in radiology exam nobody else in this file uses. */
  const taken = new Set<number>()
  const checkedIn = (modality = 'CT'): number => {
    const row = rowsOf("SELECT id FROM ris_exam WHERE status = '1' AND modality = ? ORDER BY id", modality).find((r) => !taken.has(r.id))
    assert.ok(row, `a checked-in ${modality} exam is left`)
    taken.add(row.id)
    return row.id
  }

  before(async () => {
    t = await makeServer()
    jishi = await t.login('jishi')
  })
  after(() => t.close())

  it('lists the queue of one device, and only the exams of the technologist\'s modalities', async () => {
    const device = t.db.prepare(`SELECT device_id AS id, COUNT(*) AS n FROM ris_exam WHERE status IN ('1', '8') AND modality = 'DR'
      GROUP BY device_id ORDER BY n DESC LIMIT 1`).get() as { id: number; n: number }
    assert.ok(device.n >= 2, 'the seed queues several exams on one DR')
    const queue = await list(`deviceId=${device.id}&status=1,8&size=100`)
    assert.equal(queue.totalElements, device.n)
    assert.ok(queue.content.every((e) => e.deviceId === device.id && ['1', '8'].includes(e.status)))

    const all = await list('status=1,8&size=200')
    const expected = (t.db.prepare(`SELECT COUNT(*) AS n FROM ris_exam WHERE status IN ('1', '8') AND modality IN ('CT', 'MR', 'DR', 'MG')`).get() as { n: number }).n
    assert.equal(all.totalElements, expected, 'CT, MR, DR and MG: the radiology department\'s scope')
    assert.ok(new Set(all.content.map((e) => e.deviceId)).size >= 4, 'spread over the devices')
    assert.equal((await t.call('GET', '/api/exams?deviceId=abc', { token: jishi })).status, 400)
  })

  it('sorts the queue critical first, then emergencies, then by check-in time; desc reverses it all', async () => {
    const [late, middle] = [checkedIn('MR'), checkedIn('MR')]
    // A critical patient who came last and an emergency in the middle jump the routine ones.
    t.db.prepare("UPDATE ris_exam SET urgency = '2', check_in_time = '2025-06-01 07:59:59' WHERE id = ?").run(late)
    t.db.prepare("UPDATE ris_exam SET urgency = '1' WHERE id = ?").run(middle)
    const queue = (await list('status=1,8&sort=queue,asc&size=200')).content
    const rank = (e: ExamDto) => ({ '2': 0, '1': 1 })[e.urgency] ?? 2
    const sorted = [...queue].sort((a, b) => rank(a) - rank(b) || (a.checkInTime ?? '').localeCompare(b.checkInTime ?? '') || a.id - b.id)
    assert.deepEqual(queue.map((e) => e.id), sorted.map((e) => e.id))
    assert.equal(queue[0]!.id, late)
    assert.ok(queue.findIndex((e) => e.id === middle) < queue.findIndex((e) => e.urgency === '0'))
    const reversed = (await list('status=1,8&sort=queue,desc&size=200')).content
    assert.deepEqual(reversed.map((e) => e.id), [...sorted].reverse().map((e) => e.id))
    assert.equal((await t.call('GET', '/api/exams?sort=queue,sideways', { token: jishi })).status, 400)
  })

  it('calls a checked-in patient in without moving the exam, keeps the call in the history and tells the listeners', async () => {
    const id = checkedIn()
    const events: PublishedEvent[] = []
    const stop = t.services.events.subscribe((event) => events.push(event))
    const called = await post(id, 'call')
    stop()
    assert.equal(called.status, 200, called.text)
    assert.equal(called.json.status, '1')
    assert.deepEqual(events, [{ kind: 'moved', action: 'call', examIds: [id], modalities: ['CT'] }])
    assert.equal((await post(id, 'call')).status, 200, 'a patient who did not come is called again')

    assert.equal((await post(id, 'start')).json.status, '8')
    const refused = await post(id, 'call')
    assert.equal(refused.status, 409)
    assert.equal(refused.json.message, 'The exam is “in progress”; it cannot be called in now')
    const registered = rowsOf("SELECT id FROM ris_exam WHERE status = '0' AND modality = 'CT' LIMIT 1")[0]!.id
    assert.equal((await post(registered, 'call')).json.message, 'The exam is “registered”; it cannot be called in now')

    const history = await t.call<History>('GET', `/api/exams/${id}/history`, { token: jishi })
    assert.deepEqual(history.json.map((h) => `${h.action}:${h.from}→${h.to}`), ['call:1→1', 'call:1→1', 'start:1→8'])
    assert.equal(history.json[0]!.operator, '马超')
  })

  it('finishes with the contrast agent and dose, recording the technologist; without a body too', async () => {
    const id = checkedIn()
    assert.equal((await post(id, 'start')).status, 200)
    const finished = await post(id, 'finish', { contrastAgent: ' 碘海醇 350 mgI/ml ', contrastDose: '80 ml' })
    assert.equal(finished.status, 200, finished.text)
    assert.equal(finished.json.status, '2')
    assert.equal(finished.json.contrastAgent, '碘海醇 350 mgI/ml')
    assert.equal(finished.json.contrastDose, '80 ml')
    assert.equal(finished.json.technician, '马超')
    const stored = t.db.prepare('SELECT contrast_agent AS agent, contrast_dose AS dose, technician, exam_time AS time FROM ris_exam WHERE id = ?').get(id)
    assert.deepEqual(stored, { agent: '碘海醇 350 mgI/ml', dose: '80 ml', technician: '马超', time: '2025-06-01 08:00:00' })
    assert.deepEqual((await list(`status=2&deviceId=${finished.json.deviceId}&size=200`)).content.find((e) => e.id === id)?.contrastDose, '80 ml')

    const plain = checkedIn()
    const done = await post(plain, 'finish')
    assert.equal(done.status, 200, done.text)
    assert.equal(done.json.contrastAgent, undefined)
    assert.equal(done.json.technician, '马超')
    const empty = checkedIn()
    assert.equal((await post(empty, 'finish', { contrastAgent: '', contrastDose: '  ' })).json.contrastAgent, undefined, 'empty means none')

    const long = checkedIn()
    const refused = await post(long, 'finish', { contrastAgent: 'x'.repeat(51), contrastDose: '80 ml' })
    assert.equal(refused.status, 400)
    assert.match(refused.json.message, /^contrastAgent: /)
    assert.equal((t.db.prepare('SELECT status FROM ris_exam WHERE id = ?').get(long) as { status: string }).status, '1', 'nothing moved')
    assert.equal((await post(id, 'finish', { contrastAgent: '钆喷酸葡胺' })).status, 409, 'finished once')
  })

  it('sends back with a reason, and answers 404 outside the technologist\'s scope and 403 without the station\'s permission', async () => {
    const id = checkedIn('MG')
    assert.equal((await post(id, 'sendBack', {})).status, 400)
    assert.equal((await post(id, 'sendBack', { reason: '未去除金属饰品' })).json.status, '0')
    const history = await t.call<History>('GET', `/api/exams/${id}/history`, { token: jishi })
    assert.deepEqual(history.json.map((h) => [h.action, h.reason]), [['sendBack', '未去除金属饰品']])

    const us = rowsOf("SELECT id FROM ris_exam WHERE status = '1' AND modality = 'US' LIMIT 1")[0]!.id
    for (const action of ['call', 'start', 'finish']) assert.equal((await post(us, action)).status, 404, action)
    assert.equal((await post(us, 'sendBack', { reason: '—' })).status, 404)
    const usDevice = (t.db.prepare('SELECT device_id AS id FROM ris_exam WHERE id = ?').get(us) as { id: number }).id
    assert.equal((await list(`status=1&deviceId=${usDevice}`)).totalElements, 0, 'an ultrasound device lists nothing for him')
    const dengji = await t.login('dengji')
    assert.equal((await post(checkedIn('DR'), 'call', undefined, dengji)).status, 403, 'registrars do not call patients in')
  })
})
