import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { ExamDto } from '../../src/core/contract/exam'
import { pinyinInitials, searchText, trigramPhrase } from '../../demo/server/lib/searchText'
import { makeServer, type TestServer } from './helpers'
import { readXlsx } from '../support/readXlsx'

type Page<T> = { content: T[]; totalElements: number }

describe('worklist search: trigram index of numbers, names, pinyin and initials; prefixes under three characters', () => {
  let t: TestServer
  let token: string
  const search = async (text: string) =>
    (await t.call<Page<ExamDto>>('GET', `/api/exams?size=2000&blurry=${encodeURIComponent(text)}`, { token })).json
  let sample: { id: number; exam_no: string; name: string; name_pinyin: string; patient_id: string; patient_ref: number }

  before(async () => {
    t = await makeServer()
    token = await t.login('admin')
    sample = t.db.prepare(`SELECT e.id, e.exam_no, p.name, p.name_pinyin, p.patient_id, e.patient_ref FROM ris_exam e
      JOIN ris_patient p ON p.id = e.patient_ref WHERE length(p.name) = 3 ORDER BY e.id LIMIT 1`).get() as typeof sample
  })
  after(() => t.close())

  it('builds the indexed text and the match phrase', () => {
    assert.equal(pinyinInitials('LIN XIAO WEN'), 'LXW')
    assert.equal(searchText('US20251123001', '林晓雯', 'LIN XIAO WEN', 'P1', null, 'SQ1'), 'US20251123001|林晓雯|LINXIAOWEN|LXW|P1|SQ1')
    assert.equal(trigramPhrase('晓雯'), null)
    assert.equal(trigramPhrase('lin xiao'), '"LINXIAO"')
    assert.equal(trigramPhrase('a"b-c'), '"A""B-C"')
  })

  it('finds an exam by any part of its number, the whole name, the pinyin with or without spaces, the initials and the patient id', async () => {
    const expectFound = async (text: string) => {
      const page = await search(text)
      assert.ok(page.content.some((exam) => exam.id === sample.id), `${text} finds ${sample.exam_no} (${page.totalElements} found)`)
    }
    await expectFound(sample.exam_no.slice(4))
    await expectFound(sample.name)
    await expectFound(sample.name_pinyin.toLowerCase())
    await expectFound(sample.name_pinyin.replaceAll(' ', ''))
    await expectFound(pinyinInitials(sample.name_pinyin).toLowerCase())
    await expectFound(sample.patient_id)
    // Two characters: the surname and given name's start (a prefix), not any two characters inside.
    await expectFound(sample.name.slice(0, 2))
    const inner = await search(sample.name.slice(1, 3))
    assert.ok(inner.content.every((exam) => exam.patientName.startsWith(sample.name.slice(1, 3)) || exam.examNo.startsWith(sample.name.slice(1, 3))))
    const nothing = await search('不存在的患者名字')
    assert.equal(nothing.totalElements, 0)
  })

  it('follows a corrected name and a new exam at once (the index is kept by triggers)', async () => {
    t.db.prepare("UPDATE ris_patient SET name = '欧阳可欣', name_pinyin = 'OU YANG KE XIN' WHERE id = ?").run(sample.patient_ref)
    const renamed = await search('欧阳可欣')
    assert.ok(renamed.content.some((exam) => exam.id === sample.id))
    assert.ok((await search('oyk')).content.some((exam) => exam.id === sample.id), 'initials follow the pinyin')
    assert.ok((await search('OYKX')).content.some((exam) => exam.id === sample.id))
    assert.equal((await search(sample.name)).content.filter((exam) => exam.id === sample.id).length, 0, 'the old name no longer finds it')
    t.db.prepare("UPDATE ris_exam SET exam_no = 'ZZ99999999' WHERE id = ?").run(sample.id)
    assert.deepEqual((await search('ZZ9999')).content.map((exam) => exam.id), [sample.id])
  })
})

describe('the registration worklist: export, today\'s counts, device and ordering-department filters', () => {
  let t: TestServer
  before(async () => {
    t = await makeServer()
  })
  after(() => t.close())

  it('exports what the filters match as an .xlsx in the caller\'s language, in the list\'s order', async () => {
    const token = await t.login('dengji')
    const query = 'modality=US&status=4&sort=registerTime,desc'
    const list = (await t.call<Page<ExamDto>>('GET', `/api/exams?${query}&size=1000`, { token })).json
    const res = await t.call('GET', `/api/exams/download?${query}`, { token, headers: { 'Accept-Language': 'en' } })
    assert.equal(res.status, 200)
    assert.match(res.headers.get('content-type') ?? '', /spreadsheetml/)
    const { sheetName, rows } = readXlsx(res.bytes)
    assert.equal(sheetName, 'Exams')
    assert.deepEqual(rows[0]?.slice(0, 3), ['Exam no.', 'Patient ID', 'Name'])
    assert.deepEqual(rows.slice(1).map((row) => row[0]), list.content.map((exam) => exam.examNo))
    assert.ok(rows.slice(1).every((row) => row[10] === 'Audited'), String(rows[1]?.[10]))
    assert.equal((await t.call('GET', `/api/exams/download?${query}`, { token: await t.login('test') })).status, 403)
  })

  it('counts today\'s exams of the caller\'s scope by where they are', async () => {
    const token = await t.login('dengji')
    const counts = (await t.call<{ registered: number; waiting: number; inRoom: number; examined: number; reported: number }>('GET', '/api/exams/today', { token })).json
    const day = new Date(t.clock.now)
    const pad = (n: number) => String(n).padStart(2, '0')
    const today = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
    const listed = (await t.call<Page<ExamDto>>('GET', `/api/exams?size=1000&registerTime=${encodeURIComponent(`${today} 00:00:00`)}&registerTime=${encodeURIComponent(`${today} 23:59:59`)}`, { token })).json
    const live = listed.content.filter((exam) => !['7', '9', '10'].includes(exam.status))
    assert.ok(live.length > 0)
    assert.equal(counts.registered, live.length)
    assert.equal(counts.waiting, live.filter((exam) => exam.status === '0').length)
    assert.equal(counts.reported, live.filter((exam) => ['3', '4', '5', '6'].includes(exam.status)).length)
    assert.equal(counts.registered, counts.waiting + counts.inRoom + counts.examined + counts.reported)
  })

  it('filters by device and by ordering department, and offers only the devices of the caller\'s scope', async () => {
    const token = await t.login('dengji')
    const devices = (await t.call<{ id: number; name: string; modality?: { code: string } }[]>('GET', '/api/device/own', { token })).json
    assert.ok(devices.length >= 10)
    const us = devices.find((device) => device.name.startsWith('US'))!
    const byDevice = (await t.call<Page<ExamDto>>('GET', `/api/exams?size=1000&deviceId=${us.id}`, { token })).json
    assert.ok(byDevice.totalElements > 0 && byDevice.content.every((exam) => exam.deviceName === us.name))
    const byDept = (await t.call<Page<ExamDto>>('GET', `/api/exams?size=1000&applyDeptName=${encodeURIComponent('产科门诊')}`, { token })).json
    assert.ok(byDept.totalElements > 0 && byDept.content.every((exam) => exam.applyDeptName === '产科门诊'))
    const jishi = await t.login('jishi')
    const own = (await t.call<{ name: string }[]>('GET', '/api/device/own', { token: jishi })).json
    assert.ok(own.length > 0 && own.every((device) => /^(CT|MR|DR|MG)/.test(device.name)), own.map((d) => d.name).join())
  })
})
