import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { ApplyDeptDto, BodyPartDto, CheckMethodDto, RegistrationBody, RegistrationResult } from '../../src/core/contract/registration'
import type { DeviceDto, DeviceTypeDto } from '../../src/core/contract/system'
import { ageFromBirth, birthFromAge } from '../../src/core/registration/age'
import { fromLmp } from '../../src/core/registration/pregnancy'
import { parseResidentId, residentIdCheck } from '../../src/core/registration/residentId'
import { examNoFormatProblem, renderExamNo } from '../../demo/server/lib/examNo'
import { makeServer, type TestServer } from './helpers'

/** A valid resident ID for a woman born on `birth` (yyyy-MM-dd). */
function idCard(birth: string, serial = '042'): string {
  const first17 = `330102${birth.replaceAll('-', '')}${serial.slice(0, 2)}${Number(serial[2]) % 2 === 0 ? serial[2] : '2'}`
  return first17 + residentIdCheck(first17)
}

describe('registration: patient facts, reference cascades, registering, duplicates and retries', () => {
  let t: TestServer
  let dengji: string
  let jishi: string
  let us: DeviceTypeDto
  let depts: ApplyDeptDto[]
  let parts: BodyPartDto[]
  let methods: CheckMethodDto[]
  let devices: DeviceDto[]
  let seq = 0
  const body = (over: Partial<RegistrationBody> = {}, patient: Partial<RegistrationBody['patient']> = {}): RegistrationBody => ({
    requestId: `test-request-${++seq}-${Date.now()}`,
    patient: { name: '林晓雯', namePinyin: 'LIN XIAO WEN', gender: '女', birthDate: '1996-03-08', idCardNo: idCard('1996-03-08'), phone: '13912345678', ...patient },
    patientType: '1', outpatientNo: 'MZ30001234', applyHospitalId: 1, applyDeptId: depts[0]!.id, applyPhysicianId: depts[0]!.physicians![0]!.id,
    modalityId: us.id, deviceId: devices[0]!.id,
    items: [{ bodyPartId: parts.find((p) => p.name === '产科')!.id, checkMethodId: methods[0]!.id, fee: 160 }],
    urgency: '0', clinicalDiagnosis: '孕中期', lmp: '2025-01-10', gravidity: 2, parity: 1, fetusCount: 1,
    ...over,
  })

  before(async () => {
    t = await makeServer()
    dengji = await t.login('dengji')
    jishi = await t.login('jishi')
    const modalities = await t.call<DeviceTypeDto[]>('GET', '/api/modality/by-departmentId', { token: dengji })
    us = modalities.json.find((m) => m.code === 'US')!
    depts = (await t.call<ApplyDeptDto[]>('GET', '/api/applyDept/own/withApplyPhysicians', { token: dengji })).json
    parts = (await t.call<BodyPartDto[]>(`GET`, `/api/bodyPart/by-modalityId?modalityId=${us.id}`, { token: dengji })).json
    methods = (await t.call<CheckMethodDto[]>('GET', `/api/checkMethod/byModalityId/${us.id}`, { token: dengji })).json
    devices = (await t.call<DeviceDto[]>('GET', `/api/device/by-modalityId?modalityId=${us.id}`, { token: dengji })).json
  })
  after(() => t.close())

  it('reads resident ID numbers by their check digit, ages both ways and pregnancy dates', () => {
    assert.deepEqual(parseResidentId('11010519491231002x', '2026-11-23'), { ok: true, value: { birthDate: '1949-12-31', gender: '女', region: '110105' } })
    assert.deepEqual(parseResidentId('110105194912310021', '2026-11-23'), { ok: false, problem: 'checkDigit' })
    assert.deepEqual(parseResidentId('11010519490231002X', '2026-11-23'), { ok: false, problem: 'birthDate' })
    assert.deepEqual(parseResidentId('1101051949123100', '2026-11-23'), { ok: false, problem: 'format' })
    assert.equal(parseResidentId(idCard('1990-05-04', '011'), '2026-11-23').ok, true)
    assert.deepEqual(ageFromBirth('1994-06-30', '2026-11-23'), { age: 32, unit: 'Y' })
    assert.deepEqual(ageFromBirth('2026-02-28', '2026-11-23'), { age: 8, unit: 'M' })
    assert.deepEqual(ageFromBirth('2026-11-01', '2026-11-23'), { age: 3, unit: 'W' })
    assert.deepEqual(ageFromBirth('2026-11-20', '2026-11-23'), { age: 3, unit: 'D' })
    assert.equal(ageFromBirth('2026-11-24', '2026-11-23'), null)
    assert.equal(birthFromAge({ age: 32, unit: 'Y' }, '2026-11-23'), '1994-11-23')
    assert.equal(birthFromAge({ age: 3, unit: 'W' }, '2026-11-23'), '2026-11-02')
    assert.deepEqual(fromLmp('2026-05-01', '2026-11-23'), { ok: true, value: { weeks: 29, days: 3, text: '29+3', edd: '2027-02-05' } })
    assert.deepEqual(fromLmp('2026-11-24', '2026-11-23'), { ok: false, problem: 'future' })
    assert.deepEqual(fromLmp('2025-11-23', '2026-11-23'), { ok: false, problem: 'tooLong' })
  })

  it('checks exam-number formats and renders them', () => {
    assert.equal(examNoFormatProblem('{modality}{yyyyMMdd}{seq:3}'), null)
    assert.equal(examNoFormatProblem('{modality}{yyyyMMdd}'), 'registration.examNoFormat.seq')
    assert.equal(examNoFormatProblem('{modality}/{seq:3}'), 'registration.examNoFormat.token')
    assert.equal(examNoFormatProblem('HOSPITAL{modality}{yyyyMMdd}{seq:5}'), 'registration.examNoFormat.length')
    assert.equal(renderExamNo('{modality}-{yyMMdd}-{seq:4}', 'CT', new Date(2026, 10, 23), 7), 'CT-261123-0007')
  })

  it('answers the cascades: departments with physicians, modalities of the desk, parts → small parts, methods, devices', async () => {
    assert.ok(depts.length >= 10 && depts.every((d) => d.physicians && d.physicians.length >= 1))
    assert.ok(depts.some((d) => d.name === '产科门诊'))
    const partner = (await t.call<{ id: number; own: boolean; name: string }[]>('GET', '/api/applyHospital/own', { token: dengji })).json
    assert.equal(partner[0]!.own, true)
    const other = (await t.call<ApplyDeptDto[]>('GET', `/api/applyDept/own?hospitalId=${partner[1]!.id}`, { token: dengji })).json
    assert.ok(other.length >= 1 && other.every((d) => d.hospitalId === partner[1]!.id))
    // The registrar's own department (门诊部) performs nothing: the desk offers the modalities of his data scope.
    const modalities = (await t.call<DeviceTypeDto[]>('GET', '/api/modality/by-departmentId', { token: dengji })).json.map((m) => m.code)
    assert.deepEqual(modalities, ['CT', 'MR', 'DR', 'MG', 'US', 'ECG', 'ES', 'PIS'])
    const radiology = (await t.call<DeviceTypeDto[]>('GET', '/api/modality/by-departmentId', { token: jishi })).json.map((m) => m.code)
    assert.deepEqual(radiology, ['CT', 'MR', 'DR', 'MG'])
    const obstetric = parts.find((p) => p.name === '产科')!
    const small = (await t.call<{ name: string }[]>('GET', `/api/bodyPartSmall/by-bodyPartId?bodyPartId=${obstetric.id}`, { token: dengji })).json
    assert.ok(small.some((s) => s.name === 'NT'))
    assert.ok(methods.some((m) => m.name === '经阴道'))
    assert.ok(devices.length >= 4 && devices.every((d) => d.modality.code === 'US' && d.status === '1'))
  })

  it('registers a pregnant patient: exam numbers by the format, age, gestational age and EDD, history', async () => {
    const items = [
      { bodyPartId: parts.find((p) => p.name === '产科')!.id, checkMethodId: methods[0]!.id, fee: 160 },
      { bodyPartId: parts.find((p) => p.name === '妇科')!.id, checkMethodId: methods.find((m) => m.name === '经阴道')!.id, fee: 180 },
    ]
    const res = await t.call<RegistrationResult>('POST', '/api/registrations', { token: dengji, body: body({ items }) })
    assert.equal(res.status, 201, res.text)
    assert.equal(res.json.exams.length, 2)
    const [a, b] = res.json.exams as [RegistrationResult['exams'][0], RegistrationResult['exams'][0]]
    assert.match(a.examNo, /^US20250601\d{3}$/)
    assert.equal(Number(b.examNo.slice(-3)), Number(a.examNo.slice(-3)) + 1)
    assert.equal(a.status, '0')
    assert.equal(a.age, 29)
    assert.equal(a.ageUnit, 'Y')
    assert.equal(a.gestationalAge, '20+2')
    assert.equal(a.edd, '2025-10-17')
    assert.equal(a.gravidity, 2)
    assert.equal(a.deviceName, devices[0]!.name)
    assert.equal(a.registrar, '王晓燕')
    assert.equal(a.applyNo, b.applyNo)
    assert.match(a.examItem, /^产科US/)
    const history = await t.call<{ action: string; from?: string; to: string }[]>('GET', `/api/exams/${a.id}/history`, { token: dengji })
    assert.deepEqual(history.json.map((h) => [h.action, h.from, h.to]), [['create', undefined, '0']])
    // The same exam again today: a warning naming it, then registered when confirmed.
    const again = await t.call<{ message: string; duplicates: { examNo: string }[] }>('POST', '/api/registrations', { token: dengji, body: body() })
    assert.equal(again.status, 409)
    assert.deepEqual(again.json.duplicates.map((d) => d.examNo), [a.examNo])
    assert.match(again.json.message, new RegExp(a.examNo))
    const confirmed = await t.call<RegistrationResult>('POST', '/api/registrations', { token: dengji, body: body({ confirmDuplicate: true }) })
    assert.equal(confirmed.status, 201)
    assert.equal(confirmed.json.patientId, res.json.patientId, 'the same patient, found by the ID card')
  })

  it('answers a retried request with the same exams (never registers twice)', async () => {
    const once = body({}, { name: '周雨桐', namePinyin: 'ZHOU YU TONG', birthDate: '1992-09-15', idCardNo: idCard('1992-09-15') })
    const [first, second] = await Promise.all([
      t.call<RegistrationResult>('POST', '/api/registrations', { token: dengji, body: once }),
      t.call<RegistrationResult>('POST', '/api/registrations', { token: dengji, body: once }),
    ])
    assert.equal(first.status, 201)
    assert.equal(second.status, 201)
    assert.deepEqual(second.json.exams.map((e) => e.examNo), first.json.exams.map((e) => e.examNo))
    const count = t.db.prepare("SELECT COUNT(*) AS n FROM ris_exam e JOIN ris_patient p ON p.id = e.patient_ref WHERE p.name = '周雨桐'").get() as { n: number }
    assert.equal(count.n, 1)
  })

  it('refuses bad facts with the field named: check digit, birth date, LMP, parity, references of another parent', async () => {
    const refuse = async (b: RegistrationBody, field: string, text: RegExp) => {
      const res = await t.call<{ message: string; errors?: { field: string }[] }>('POST', '/api/registrations', { token: dengji, body: b, headers: { 'Accept-Language': 'en' } })
      assert.equal(res.status, 400, `${field}: ${res.text}`)
      assert.equal(res.json.errors?.[0]?.field, field)
      assert.match(res.json.message, text)
    }
    const good = idCard('1996-03-08')
    const wrongCheck = good.slice(0, 17) + (good[17] === '1' ? '2' : '1')
    await refuse(body({}, { idCardNo: wrongCheck }), 'patient.idCardNo', /check digit/)
    await refuse(body({}, { birthDate: '1996-03-09' }), 'patient.birthDate', /does not match the ID/)
    await refuse(body({}, { birthDate: '2025-06-02', idCardNo: null }), 'patient.birthDate', /after today/)
    await refuse(body({}, { birthDate: '1996-02-30', idCardNo: null }), 'patient.birthDate', /real day/)
    await refuse(body({ lmp: '2025-06-03' }), 'lmp', /after today/)
    await refuse(body({ gravidity: 1, parity: 2 }), 'parity', /exceed/)
    await refuse(body({ applyDeptId: 9999 }), 'applyDeptId', /9999/)
    const ct = (await t.call<DeviceTypeDto[]>('GET', '/api/modality/own/all', { token: dengji })).json.find((m) => m.code === 'CT')!
    const ctPart = (await t.call<BodyPartDto[]>('GET', `/api/bodyPart/by-modalityId?modalityId=${ct.id}`, { token: dengji })).json[0]!
    await refuse(body({ items: [{ bodyPartId: ctPart.id, fee: 1 }] }), 'items.0.bodyPartId', new RegExp(String(ctPart.id)))
    await refuse(body({ items: [] }), 'items', /at least one/)
  })

  it('lets only the registration desk register, and only for the modalities of its data scope', async () => {
    const res = await t.call('POST', '/api/registrations', { token: jishi, body: body() })
    assert.equal(res.status, 403)
    const anonymous = await t.call('POST', '/api/registrations', { body: body() })
    assert.equal(anonymous.status, 401)
    // A desk whose role sees its own department only (门诊部 performs nothing) is refused the ultrasound modality.
    t.db.prepare("UPDATE sys_role SET data_scope = '本级' WHERE name = '登记员'").run()
    try {
      const narrow = await t.call<{ errors?: { field: string }[] }>('POST', '/api/registrations', { token: dengji, body: body({}, { name: '钱多多', namePinyin: 'QIAN DUO DUO', idCardNo: null }) })
      assert.equal(narrow.status, 400)
      assert.equal(narrow.json.errors?.[0]?.field, 'modalityId')
      const offered = await t.call<unknown[]>('GET', '/api/modality/by-departmentId', { token: dengji })
      assert.deepEqual(offered.json, [])
    } finally {
      t.db.prepare("UPDATE sys_role SET data_scope = '全部' WHERE name = '登记员'").run()
    }
  })

  it('changes the exam-number format (checked) and continues after numbers already given', async () => {
    const admin = await t.login('admin')
    const bad = await t.call<{ message: string }>('PUT', '/api/registrations/settings', { token: admin, body: { examNoFormat: '{modality}{yyyyMMdd}' } })
    assert.equal(bad.status, 400)
    const ok = await t.call('PUT', '/api/registrations/settings', { token: admin, body: { examNoFormat: 'KN{modality}{yyMMdd}{seq:4}' } })
    assert.equal(ok.status, 204)
    const settings = await t.call<{ example: string }>('GET', '/api/registrations/settings', { token: dengji })
    assert.equal(settings.json.example, 'KNUS2506010001')
    const res = await t.call<RegistrationResult>('POST', '/api/registrations', {
      token: dengji, body: body({}, { name: '何佳', namePinyin: 'HE JIA', birthDate: '1990-01-01', idCardNo: null }),
    })
    assert.equal(res.json.exams[0]!.examNo, 'KNUS2506010001')
  })

  it('tells an open event stream what was registered and moved, within the listener\'s data scope', async () => {
    const seen: string[] = []
    const stopAll = t.services.events.subscribe((e) => seen.push(`${e.kind}:${e.modalities.join(',')}`))
    const res = await t.call<RegistrationResult>('POST', '/api/registrations', {
      token: dengji, body: body({}, { name: '吴思远', namePinyin: 'WU SI YUAN', birthDate: '1988-08-08', idCardNo: null }),
    })
    await t.call('POST', `/api/exams/${res.json.exams[0]!.id}/checkIn`, { token: dengji })
    stopAll()
    assert.deepEqual(seen, ['registered:US', 'moved:US'])
    // Over the wire: the stream of the registrar hears it; the stream of a radiology technologist does not.
    const open = async (token: string) => {
      const controller = new AbortController()
      const response = await t.app.request('/api/events', { headers: { Authorization: token }, signal: controller.signal })
      assert.equal(response.headers.get('content-type'), 'text/event-stream')
      const reader = response.body!.getReader()
      let text = ''
      const until = async (pattern: RegExp) => {
        while (!pattern.test(text)) {
          const chunk = await reader.read()
          if (chunk.done) break
          text += new TextDecoder().decode(chunk.value)
        }
        return text
      }
      await until(/event: ready/)
      return { until, close: () => controller.abort(), text: () => text }
    }
    const desk = await open(dengji)
    const radiology = await open(jishi)
    const next = await t.call<RegistrationResult>('POST', '/api/registrations', {
      token: dengji, body: body({}, { name: '郑可欣', namePinyin: 'ZHENG KE XIN', birthDate: '1993-04-04', idCardNo: null }),
    })
    const heard = await desk.until(/event: exam/)
    assert.match(heard, new RegExp(`"kind":"registered","examIds":\\[${next.json.exams[0]!.id}\\]`))
    assert.doesNotMatch(radiology.text(), /event: exam/)
    desk.close()
    radiology.close()
  })
})
