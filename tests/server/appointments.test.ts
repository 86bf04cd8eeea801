import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { AppointmentSlotsDto, DeviceScheduleDto } from '../../src/core/contract/appointment'
import type { ExamDto } from '../../src/core/contract/exam'
import type { DeviceDto } from '../../src/core/contract/system'
import { actionsFrom, nextStatus } from '../../src/core/exam/lifecycle'
import { daySlots, periodSlots, reserveSlot } from '../../demo/server/lib/appointments'
import { HttpError } from '../../demo/server/lib/errors'
import { makeServer, type TestServer } from './helpers'

// The seed moment is Sunday 2025-06-01 08:00 (UTC): Monday the 2nd is the first day with slots.
const MONDAY = '2025-06-02'

describe('appointments: schedules, slots, booking, moving a booking', () => {
  let t: TestServer
  let dengji: string
  let admin: string
  let us: DeviceDto[]
  const en = { 'Accept-Language': 'en' }
  const device = (prefix: string) => us.find((d) => d.name.startsWith(`${prefix} `))!
  const slots = (deviceId: number, from: string, to = from, token = dengji) =>
    t.call<AppointmentSlotsDto & { message: string }>('GET', `/api/appointments/slots?deviceId=${deviceId}&from=${from}&to=${to}`, { token, headers: en })
  const appoint = (examId: number, body: unknown, token = dengji) =>
    t.call<ExamDto & { message: string; errors?: { field: string }[] }>('POST', `/api/exams/${examId}/appoint`, { token, body, headers: en })
  /** Registered (status 0) ultrasound exams, newest first, none of them booked yet. */
  const registeredUs = (): number[] => (t.db.prepare(`SELECT id FROM ris_exam WHERE status = '0' AND modality = 'US' AND appoint_start IS NULL
    ORDER BY id DESC`).all() as { id: number }[]).map((r) => r.id)

  before(async () => {
    t = await makeServer()
    dengji = await t.login('dengji')
    admin = await t.login('admin')
    const modalities = await t.call<{ id: number; code: string }[]>('GET', '/api/modality/by-departmentId', { token: dengji })
    const usId = modalities.json.find((m) => m.code === 'US')!.id
    us = (await t.call<DeviceDto[]>('GET', `/api/device/by-modalityId?modalityId=${usId}`, { token: dengji })).json
  })
  after(() => t.close())

  it('adds one lifecycle move: appoint, from registered or appointed to appointed', () => {
    assert.equal(nextStatus('0', 'appoint'), '9')
    assert.equal(nextStatus('9', 'appoint'), '9', 'moving a booking is the same move')
    assert.equal(nextStatus('1', 'appoint'), null)
    assert.equal(nextStatus('10', 'appoint'), null)
    assert.ok(actionsFrom('9').includes('appoint') && actionsFrom('9').includes('checkIn') && actionsFrom('9').includes('cancel'))
    assert.ok(!actionsFrom('2').includes('appoint'))
  })

  it('cuts the schedule\'s periods into slots; a piece shorter than a slot is not offered', () => {
    const got = periodSlots([{ weekday: 1, startTime: '08:00', endTime: '08:40', slotMinutes: 15, capacity: 2 },
      { weekday: 2, startTime: '08:00', endTime: '12:00', slotMinutes: 15, capacity: 2 }], MONDAY)
    assert.deepEqual(got, [
      { start: '2025-06-02 08:00:00', end: '2025-06-02 08:15:00', capacity: 2 },
      { start: '2025-06-02 08:15:00', end: '2025-06-02 08:30:00', capacity: 2 },
    ])
  })

  it('seeds a schedule per device in service and bookings over the next seven days, some slots full', () => {
    const n = (sql: string) => (t.db.prepare(sql).get() as { n: number }).n
    assert.equal(n("SELECT COUNT(DISTINCT device_id) AS n FROM ris_device_schedule"), n("SELECT COUNT(*) AS n FROM ris_device WHERE status = '1'"))
    assert.equal(n("SELECT COUNT(*) AS n FROM ris_device_schedule s JOIN ris_device d ON d.id = s.device_id WHERE d.status <> '1'"), 0)
    const appointed = n("SELECT COUNT(*) AS n FROM ris_exam WHERE status = '9'")
    assert.ok(appointed >= 30 && appointed <= 60, `${appointed} appointed`)
    assert.equal(n("SELECT COUNT(*) AS n FROM ris_exam WHERE status = '9' AND (appoint_start <= '2025-06-01 08:00:00' OR appoint_start > '2025-06-08 23:59:59')"), 0)
    assert.equal(n("SELECT COUNT(*) AS n FROM ris_exam WHERE status = '9' AND register_time > '2025-06-01 08:00:00'"), 0, 'registered before now')
    const full = n(`SELECT COUNT(*) AS n FROM (SELECT e.device_id, e.appoint_start FROM ris_exam e JOIN ris_device_schedule s ON s.device_id = e.device_id
      AND s.weekday = 1 AND s.start_time = '08:00' WHERE e.status = '9' GROUP BY e.device_id, e.appoint_start HAVING COUNT(*) >= MAX(s.capacity))`)
    assert.ok(full >= 2, `${full} full slots`)
    // Every booking lies on a slot of its device and no slot holds more than it takes.
    for (const { device_id: id, day } of t.db.prepare("SELECT DISTINCT device_id, substr(appoint_start, 1, 10) AS day FROM ris_exam WHERE status = '9'")
      .all() as { device_id: number; day: string }[]) {
      for (const slot of daySlots(t.db, id, day)) {
        assert.ok(!slot.offSchedule && slot.booked <= slot.capacity, `${id} ${slot.start}`)
      }
    }
  })

  it('lists a day\'s slots with their places and the booked patients, a week at once, and refuses ranges over 31 days', async () => {
    const us1 = device('US1')
    const monday = await slots(us1.id, MONDAY)
    assert.equal(monday.status, 200, monday.text)
    assert.equal(monday.json.modality, 'US')
    const day = monday.json.days[0]!
    assert.equal(day.weekday, 1)
    assert.equal(day.slots.length, 16 + 14, 'a morning of 16 and an afternoon of 14 quarter hours')
    assert.deepEqual(day.slots.slice(0, 2).map((s) => [s.start, s.end, s.capacity, s.past]),
      [['2025-06-02 08:00:00', '2025-06-02 08:15:00', 2, false], ['2025-06-02 08:15:00', '2025-06-02 08:30:00', 2, false]])
    const nine = day.slots.find((s) => s.start === '2025-06-02 09:00:00')!
    assert.equal(nine.booked, 2)
    const inDb = t.db.prepare(`SELECT e.id, e.exam_no AS examNo, p.name AS patientName, e.exam_item AS examItem, e.status FROM ris_exam e
      JOIN ris_patient p ON p.id = e.patient_ref WHERE e.device_id = ? AND e.appoint_start = '2025-06-02 09:00:00' ORDER BY e.id`).all(us1.id)
    assert.deepEqual(nine.exams, inDb)
    const week = await slots(us1.id, MONDAY, '2025-06-08')
    assert.deepEqual(week.json.days.map((d) => [d.weekday, d.slots.length]), [[1, 30], [2, 30], [3, 30], [4, 30], [5, 30], [6, 16], [7, 0]])
    const past = await slots(us1.id, '2025-05-30')
    assert.ok(past.json.days[0]!.slots.every((s) => s.past), 'Friday before the seed moment is past')
    assert.equal((await slots(us1.id, '2025-06-01', '2025-07-02')).status, 400)
    const backwards = await slots(us1.id, '2025-06-05', MONDAY)
    assert.equal(backwards.status, 400)
    assert.match(backwards.json.message, /^to: Give from and to, at most 31 days apart/)
    assert.equal((await slots(us1.id, '2025-02-30')).status, 400)
    assert.equal((await slots(999, MONDAY)).status, 404)
  })

  it('books a registered exam into a free slot: appointed, device and slot set, the place taken, the history and the listeners told', async () => {
    const [id] = registeredUs()
    const us2 = device('US2')
    const seen: string[] = []
    const stop = t.services.events.subscribe((e) => seen.push(`${e.kind}:${e.action}:${e.examIds.join(',')}:${e.modalities.join(',')}`))
    const before = (await slots(us2.id, '2025-06-03')).json.days[0]!.slots.find((s) => s.start === '2025-06-03 10:00:00')!.booked
    const res = await appoint(id!, { deviceId: us2.id, start: '2025-06-03 10:00' })
    stop()
    assert.equal(res.status, 200, res.text)
    assert.equal(res.json.status, '9')
    assert.equal(res.json.deviceId, us2.id)
    assert.equal(res.json.deviceName, us2.name)
    assert.equal(res.json.appointStart, '2025-06-03 10:00:00')
    assert.equal(res.json.appointEnd, '2025-06-03 10:15:00')
    const after = (await slots(us2.id, '2025-06-03')).json.days[0]!.slots.find((s) => s.start === '2025-06-03 10:00:00')!
    assert.equal(after.booked, before + 1)
    assert.ok(after.exams.some((e) => e.id === id && e.status === '9'))
    assert.deepEqual(seen, [`moved:appoint:${id}:US`])
    const one = await t.call<ExamDto>('GET', `/api/exams/${id}`, { token: dengji })
    assert.equal(one.json.appointStart, '2025-06-03 10:00:00')
  })

  it('answers 409 naming the slot when its places are taken', async () => {
    const [id] = registeredUs()
    const full = await appoint(id!, { deviceId: device('US1').id, start: `${MONDAY} 09:00:00` })
    assert.equal(full.status, 409)
    assert.equal(full.json.message, 'US1 GE Voluson E10 2025-06-02 09:00–09:15 is fully booked (2 per slot); choose another time')
    const zh = await t.call<{ message: string }>('POST', `/api/exams/${id}/appoint`, { token: dengji, body: { deviceId: device('US1').id, start: `${MONDAY} 09:00` } })
    assert.equal(zh.json.message, 'US1 GE Voluson E10 2025-06-02 09:00–09:15 已约满（每号 2 人），请选择其他时段')
    assert.equal((t.db.prepare('SELECT status FROM ris_exam WHERE id = ?').get(id) as { status: string }).status, '0', 'nothing changed')
    // An exam already in the full slot may book it again (its own place does not count).
    const inside = (t.db.prepare(`SELECT id FROM ris_exam WHERE device_id = ? AND appoint_start = '${MONDAY} 09:00:00' LIMIT 1`).get(device('US1').id) as { id: number }).id
    assert.equal((await appoint(inside, { deviceId: device('US1').id, start: `${MONDAY} 09:00` })).status, 200)
  })

  it('gives the last place of a slot to exactly one of two desks booking at once', async () => {
    const [first, second, third] = registeredUs()
    const us3 = device('US3')
    const start = '2025-06-04 14:00'
    assert.equal((await slots(us3.id, '2025-06-04')).json.days[0]!.slots.find((s) => s.start === `${start}:00`)!.booked, 0)
    assert.equal((await appoint(first!, { deviceId: us3.id, start })).status, 200)
    const other = await t.login('dengji')
    const answers = await Promise.all([appoint(second!, { deviceId: us3.id, start }), appoint(third!, { deviceId: us3.id, start }, other)])
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409])
    const slot = (await slots(us3.id, '2025-06-04')).json.days[0]!.slots.find((s) => s.start === `${start}:00`)!
    assert.equal(slot.booked, 2)
    assert.equal(slot.exams.length, 2)
    // Reserving writes nothing: the library answers the same 409 for a full slot, and the slot for a free one.
    assert.throws(() => reserveSlot(t.db, { deviceId: us3.id, start, now: t.clock.now }), (e: unknown) => e instanceof HttpError && e.status === 409)
    assert.deepEqual(reserveSlot(t.db, { deviceId: us3.id, start, excludeExamId: first, now: t.clock.now }), { start: `${start}:00`, end: '2025-06-04 14:15:00' })
  })

  it('moves a booking to another slot of another device of the modality, freeing the first and writing each move in the history', async () => {
    const [id] = registeredUs()
    const us1 = device('US1')
    const us4 = device('US4')
    assert.equal((await appoint(id!, { deviceId: us1.id, start: '2025-06-05 08:15' })).status, 200)
    const moved = await appoint(id!, { deviceId: us4.id, start: '2025-06-06 15:30' })
    assert.equal(moved.status, 200, moved.text)
    assert.equal(moved.json.status, '9')
    assert.equal(moved.json.deviceName, us4.name)
    assert.equal(moved.json.appointStart, '2025-06-06 15:30:00')
    const old = (await slots(us1.id, '2025-06-05')).json.days[0]!.slots.find((s) => s.start === '2025-06-05 08:15:00')!
    assert.ok(!old.exams.some((e) => e.id === id), 'the first slot is free of it')
    const history = await t.call<{ action: string; from: string; to: string; reason?: string }[]>('GET', `/api/exams/${id}/history`, { token: dengji })
    const moves = history.json.filter((h) => h.action === 'appoint')
    assert.deepEqual(moves.map((h) => `${h.from}→${h.to}`), ['0→9', '9→9'])
    assert.equal(moves[0]!.reason, `${us1.name} 2025-06-05 08:15–08:30`)
    assert.equal(moves[1]!.reason, `${us4.name} 2025-06-06 15:30–15:45`)
    // Checked in when she arrives (9 → 1): the place stays taken, and a checked-in exam is not booked again.
    const checked = await t.call<ExamDto>('POST', `/api/exams/${id}/checkIn`, { token: dengji })
    assert.equal(checked.json.status, '1')
    assert.equal(checked.json.appointStart, '2025-06-06 15:30:00')
    const slot = (await slots(us4.id, '2025-06-06')).json.days[0]!.slots.find((s) => s.start === '2025-06-06 15:30:00')!
    assert.ok(slot.exams.some((e) => e.id === id && e.status === '1'))
    const again = await appoint(id!, { deviceId: us4.id, start: '2025-06-06 16:30' })
    assert.equal(again.status, 409)
    assert.equal(again.json.message, 'The exam is “checked in”; it cannot be booked now')
    // Cancelling frees the place.
    const [other] = registeredUs()
    await appoint(other!, { deviceId: us4.id, start: '2025-06-06 16:00' })
    await t.call('POST', `/api/exams/${other}/cancel`, { token: dengji, body: { reason: '患者要求改期' } })
    const freed = (await slots(us4.id, '2025-06-06')).json.days[0]!.slots.find((s) => s.start === '2025-06-06 16:00:00')!
    assert.ok(!freed.exams.some((e) => e.id === other))
  })

  it('refuses a device of another modality or out of service (400 on deviceId), and a time that is no slot or past (400 on start)', async () => {
    const [id] = registeredUs()
    const ct = (t.db.prepare("SELECT v.id FROM ris_device v JOIN ris_modality m ON m.id = v.modality_id WHERE m.code = 'CT' LIMIT 1").get() as { id: number }).id
    const wrong = await appoint(id!, { deviceId: ct, start: '2025-06-03 10:00' })
    assert.equal(wrong.status, 400)
    assert.deepEqual(wrong.json.errors?.map((e) => e.field), ['deviceId'])
    assert.equal(wrong.json.message, 'deviceId: The device must be a US device in service')
    const idle = (t.db.prepare("SELECT id FROM ris_device WHERE name LIKE 'US6 %'").get() as { id: number }).id
    assert.equal((await appoint(id!, { deviceId: idle, start: '2025-06-03 10:00' })).status, 400)
    for (const start of ['2025-06-03 10:05', '2025-06-08 10:00', '2025-06-03 12:00', '2025-05-30 10:00', '2025-06-01 08:00']) {
      const res = await appoint(id!, { deviceId: device('US2').id, start })
      assert.equal(res.status, 400, start)
      assert.deepEqual(res.json.errors?.map((e) => e.field), ['start'], start)
    }
    assert.equal((await appoint(id!, { deviceId: device('US2').id, start: '2025-06-03' })).status, 400, 'a day is not a slot')
    assert.equal((await appoint(id!, { deviceId: device('US2').id })).status, 400)
  })

  it('keeps exams outside the caller\'s data scope: 404 on booking, booked places counted without names', async () => {
    const [id] = registeredUs()
    const jishi = await t.login('jishi')
    assert.equal((await appoint(id!, { deviceId: device('US2').id, start: '2025-06-03 11:00' }, jishi)).status, 403, 'the technologist does not book')
    t.db.prepare("UPDATE sys_role SET data_scope = '本级' WHERE name = '登记员'").run()
    try {
      const res = await appoint(id!, { deviceId: device('US2').id, start: '2025-06-03 11:00' })
      assert.equal(res.status, 404)
      const nine = (await slots(device('US1').id, MONDAY)).json.days[0]!.slots.find((s) => s.start === `${MONDAY} 09:00:00`)!
      assert.equal(nine.booked, 2)
      assert.deepEqual(nine.exams, [])
    } finally {
      t.db.prepare("UPDATE sys_role SET data_scope = '全部' WHERE name = '登记员'").run()
    }
  })

  it('reads and replaces a device\'s weekly schedule, checked: order, overlaps, slot length and places', async () => {
    const us5 = device('US5')
    const read = await t.call<DeviceScheduleDto>('GET', `/api/appointments/schedule/${us5.id}`, { token: dengji })
    assert.equal(read.status, 200)
    assert.equal(read.json.periods.length, 11)
    assert.deepEqual(read.json.periods[0], { weekday: 1, startTime: '08:00', endTime: '12:00', slotMinutes: 15, capacity: 2 })
    const put = (periods: unknown[], token = dengji) =>
      t.call<DeviceScheduleDto & { message: string; errors?: { field: string }[] }>('PUT', `/api/appointments/schedule/${us5.id}`, { token, body: { periods }, headers: en })
    const period = (over: Record<string, unknown> = {}) => ({ weekday: 2, startTime: '08:00', endTime: '12:00', slotMinutes: 20, capacity: 2, ...over })
    const overlap = await put([period(), period({ startTime: '11:30', endTime: '13:00' })])
    assert.equal(overlap.status, 400)
    assert.equal(overlap.json.message, 'periods.1.startTime: On Tuesday the periods 08:00–12:00 and 11:30–13:00 overlap')
    const backwards = await put([period({ startTime: '12:00', endTime: '08:00' })])
    assert.equal(backwards.status, 400)
    assert.deepEqual(backwards.json.errors?.map((e) => e.field), ['periods.0.endTime'])
    for (const [over, field] of [[{ slotMinutes: 4 }, 'slotMinutes'], [{ slotMinutes: 241 }, 'slotMinutes'], [{ capacity: 0 }, 'capacity'],
      [{ capacity: 51 }, 'capacity'], [{ weekday: 8 }, 'weekday'], [{ startTime: '8:00' }, 'startTime']] as const) {
      const res = await put([period(over)])
      assert.equal(res.status, 400, JSON.stringify(over))
      assert.deepEqual(res.json.errors?.map((e) => e.field), [`periods.0.${field}`], JSON.stringify(over))
    }
    assert.equal((await put([period()], await t.login('jishi'))).status, 403)
    const saved = await put([period(), period({ startTime: '13:00', endTime: '14:00' }), period({ weekday: 3 })], admin)
    assert.equal(saved.status, 200, saved.text)
    assert.equal(saved.json.periods.length, 3)
    const tuesday = (await slots(us5.id, '2025-06-03')).json.days[0]!.slots.filter((s) => !s.offSchedule)
    assert.deepEqual([tuesday.length, tuesday[0]!.end, tuesday[0]!.capacity], [12 + 3, '2025-06-03 08:20:00', 2])
    assert.equal((await slots(us5.id, MONDAY)).json.days[0]!.slots.filter((s) => !s.offSchedule).length, 0, 'no Monday any more')
    // Bookings made before stay, as slots the schedule no longer offers.
    const booked = t.db.prepare(`SELECT COUNT(*) AS n FROM ris_exam WHERE device_id = ? AND status = '9' AND substr(appoint_start, 1, 10) = ?`)
    const mondayBookings = (booked.get(us5.id, MONDAY) as { n: number }).n
    const monday = (await slots(us5.id, MONDAY)).json.days[0]!.slots
    assert.equal(monday.reduce((sum, s) => sum + s.booked, 0), mondayBookings)
    assert.ok(monday.every((s) => s.offSchedule && s.capacity === 0))
  })

  it('documents its routes in the OpenAPI document', async () => {
    const doc = await t.call<{ paths: Record<string, Record<string, unknown>> }>('GET', '/v3/api-docs', { token: admin })
    for (const path of ['/api/appointments/slots', '/api/appointments/schedule/{deviceId}', '/api/exams/{id}/appoint']) {
      assert.ok(doc.json.paths[path], path)
    }
    assert.ok(doc.json.paths['/api/appointments/schedule/{deviceId}']!.put)
  })
})
