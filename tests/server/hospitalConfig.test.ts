// The hospital configuration (issue 15, mnt/hospitalConfig) against the contract server: the settings round trip,
// validation answered field by field, permissions, the optimistic version, the logo, and the parts that read the
// settings through lib/hospitalSettings — the next exam number, the report letterhead, the limits, the share page.
import assert from 'node:assert/strict'
import { deflateSync } from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import type { ExamNoPreviewDto, HospitalConfigBody, HospitalConfigDto, HospitalIdentityDto } from '../../src/core/contract/hospital'
import type { CriticalLimitsDto, ReportViewDto } from '../../src/core/contract/report'
import type { ApplyDeptDto, BodyPartDto, CheckMethodDto, RegistrationBody, RegistrationResult } from '../../src/core/contract/registration'
import type { DeviceDto, DeviceTypeDto } from '../../src/core/contract/system'
import { turnaroundLimits } from '../../demo/server/models/statistics'
import { makeServer, type TestServer } from './helpers'

/** The body a save sends: the configuration as read, without what only the server answers. */
function bodyOf(config: HospitalConfigDto, over: Partial<HospitalConfigBody> = {}): HospitalConfigBody {
  const { logo: _logo, updateBy: _by, updateTime: _time, modalities, ...rest } = config
  return {
    ...rest,
    modalities: modalities.map(({ name: _name, ...rules }) => rules),
    ...over,
  }
}

/** A valid 2×2 PNG (signature, IHDR, IDAT, IEND), CRCs included. */
function tinyPng(): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer): number => {
    let c = 0xffffffff
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer): Buffer => {
    const head = Buffer.alloc(4)
    head.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const tail = Buffer.alloc(4)
    tail.writeUInt32BE(crc(body))
    return Buffer.concat([head, body, tail])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(2, 0)
  ihdr.writeUInt32BE(2, 4)
  ihdr[8] = 8
  ihdr[9] = 0
  const raw = Buffer.from([0, 0, 255, 0, 255, 0])
  return new Uint8Array(Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0)),
  ]))
}

describe('hospital configuration: api/hospitalConfig and the parts that read it', () => {
  let t: TestServer
  let admin: string
  let dengji: string

  const read = async (): Promise<HospitalConfigDto> => (await t.call<HospitalConfigDto>('GET', '/api/hospitalConfig', { token: admin })).json
  const save = (body: HospitalConfigBody, token = admin) => t.call<HospitalConfigDto & { message: string; errors?: { field: string; message: string }[] }>(
    'PUT', '/api/hospitalConfig', { token, body })
  const upload = async (bytes: Uint8Array, name: string, version: number) => {
    const form = new FormData()
    form.append('file', new File([new Uint8Array(bytes)], name))
    form.append('version', String(version))
    const res = await t.app.request('/api/hospitalConfig/logo', { method: 'POST', headers: { Authorization: admin, 'Accept-Language': 'en' }, body: form })
    return { status: res.status, json: await res.json() as HospitalConfigDto & { message: string } }
  }

  before(async () => {
    t = await makeServer()
    admin = await t.login('admin')
    dengji = await t.login('dengji')
  })
  after(() => t.close())

  it('reads the seeded identity and rules, and saves them back whole (round trip)', async () => {
    const config = await read()
    assert.equal(config.name, '康宁市妇幼保健院')
    assert.equal(config.caseNumber, '浙ICP备2025031520号')
    assert.equal(config.examNoFormat, '{modality}{yyyyMMdd}{seq:3}')
    const us = config.modalities.find((m) => m.modality === 'US')!
    assert.deepEqual([us.name, us.turnaroundMinutes, us.criticalMinutes, us.examNoFormat], ['超声', 180, 10, null])
    assert.deepEqual(config.departments.find((d) => d.modalities.includes('US'))?.name, '超声科')

    const saved = await save(bodyOf(config, {
      name: '康宁市第二妇幼保健院', consoleTitle: '康宁二院影像平台', letterhead: ['Kangning Second MCH Hospital'], footer: '康宁二院信息科',
      reportQr: true, publicBaseUrl: 'https://imaging.knfy.example.cn',
      modalities: config.modalities.map(({ name: _n, ...m }) => (m.modality === 'US' ? { ...m, examNoFormat: 'US-{yyMMdd}-{seq:4}', turnaroundMinutes: 90 } : m)),
    }))
    assert.equal(saved.status, 200, saved.text)
    assert.equal(saved.json.version, config.version + 1)
    const again = await read()
    assert.deepEqual(bodyOf(again), bodyOf(saved.json))
    assert.equal(again.name, '康宁市第二妇幼保健院')
    assert.deepEqual(again.letterhead, ['Kangning Second MCH Hospital'])
    assert.equal(again.modalities.find((m) => m.modality === 'US')!.examNoFormat, 'US-{yyMMdd}-{seq:4}')
    assert.equal(again.updateBy, 'admin')

    // What the console reads before signing in follows at once.
    const identity = await t.call<HospitalIdentityDto>('GET', '/api/hospitalConfig/public')
    assert.equal(identity.status, 200)
    assert.deepEqual([identity.json.name, identity.json.consoleTitle, identity.json.footer, identity.json.version],
      ['康宁市第二妇幼保健院', '康宁二院影像平台', '康宁二院信息科', again.version])
  })

  it('answers 400 on the field for a format without a sequence, a non-positive limit, a bad address and a doubled modality', async () => {
    const config = await read()
    const noSeq = await save(bodyOf(config, { examNoFormat: '{modality}{yyyyMMdd}' }))
    assert.equal(noSeq.status, 400)
    assert.deepEqual(noSeq.json.errors?.map((e) => e.field), ['examNoFormat'])
    assert.match(noSeq.json.message, /\{seq:N\}/)

    const modalities = bodyOf(config).modalities.map((m) => (m.modality === 'CT' ? { ...m, criticalMinutes: 0, examNoFormat: 'CT{seq:0}' } : m))
    const badRules = await save(bodyOf(config, { modalities, turnaroundDefaultMinutes: -5 }))
    assert.equal(badRules.status, 400)
    const ct = modalities.findIndex((m) => m.modality === 'CT')
    assert.deepEqual(badRules.json.errors?.map((e) => e.field).sort(),
      [`modalities.${ct}.criticalMinutes`, `modalities.${ct}.examNoFormat`, 'turnaroundDefaultMinutes'].sort())

    const badUrl = await save(bodyOf(config, { publicBaseUrl: 'javascript:alert(1)', feedbackUrl: '//evil.example' }))
    assert.equal(badUrl.status, 400)
    assert.deepEqual(badUrl.json.errors?.map((e) => e.field), ['publicBaseUrl', 'feedbackUrl'])

    const departments = [...config.departments, { name: '急诊影像', modalities: ['CT'], address: '', phone: '' }]
    const doubled = await save(bodyOf(config, { departments }))
    assert.equal(doubled.status, 400)
    assert.deepEqual(doubled.json.errors?.map((e) => e.field), [`departments.${departments.length - 1}.modalities.0`])
    assert.equal((await read()).version, config.version, 'nothing saved')
  })

  it('answers 403 without the permission (reading and saving) and 401 without a session', async () => {
    const config = await read()
    assert.equal((await t.call('GET', '/api/hospitalConfig', { token: dengji })).status, 403)
    assert.equal((await save(bodyOf(config), dengji)).status, 403)
    assert.equal((await t.call('PUT', '/api/hospitalConfig', { body: bodyOf(config) })).status, 401)
    assert.equal((await t.call('GET', '/api/hospitalConfig/examNo/preview?modality=US', { token: dengji })).status, 403)
  })

  it('answers 409 to the second of two admins saving from the same version, naming who saved', async () => {
    const config = await read()
    const first = await save(bodyOf(config, { phone: '0571-8700 1111' }))
    assert.equal(first.status, 200)
    const second = await t.call<{ message: string }>('PUT', '/api/hospitalConfig', {
      token: admin, body: bodyOf(config, { phone: '0571-8700 2222' }), headers: { 'Accept-Language': 'en' },
    })
    assert.equal(second.status, 409)
    assert.match(second.json.message, /admin changed the hospital configuration \(now version \d+\)/)
    assert.equal((await read()).phone, '0571-8700 1111')
  })

  it('gives the next exam number by the changed format: the preview, then a registration', async () => {
    const config = await read()
    const modalities = bodyOf(config).modalities.map((m) => (m.modality === 'US' ? { ...m, examNoFormat: 'KNU{yyMMdd}{seq:4}' } : m))
    assert.equal((await save(bodyOf(config, { modalities }))).status, 200)
    const preview = await t.call<ExamNoPreviewDto>('GET', '/api/hospitalConfig/examNo/preview?modality=US', { token: admin })
    assert.deepEqual(preview.json, { modality: 'US', format: 'KNU{yyMMdd}{seq:4}', next: 'KNU2506010001' })
    const typed = await t.call<ExamNoPreviewDto>('GET', `/api/hospitalConfig/examNo/preview?modality=CT&format=${encodeURIComponent('CT-{seq:5}')}`, { token: admin })
    assert.equal(typed.json.next, 'CT-00001')
    const bad = await t.call<{ errors: { field: string }[] }>('GET', '/api/hospitalConfig/examNo/preview?modality=CT&format=CT', { token: admin })
    assert.equal(bad.status, 400)
    assert.deepEqual(bad.json.errors.map((e) => e.field), ['format'])

    // A registration at the desk gets exactly the previewed number; CT keeps the hospital-wide format.
    const us = (await t.call<DeviceTypeDto[]>('GET', '/api/modality/by-departmentId', { token: dengji })).json.find((m) => m.code === 'US')!
    const depts = (await t.call<ApplyDeptDto[]>('GET', '/api/applyDept/own/withApplyPhysicians', { token: dengji })).json
    const parts = (await t.call<BodyPartDto[]>('GET', `/api/bodyPart/by-modalityId?modalityId=${us.id}`, { token: dengji })).json
    const methods = (await t.call<CheckMethodDto[]>('GET', `/api/checkMethod/byModalityId/${us.id}`, { token: dengji })).json
    const devices = (await t.call<DeviceDto[]>('GET', `/api/device/by-modalityId?modalityId=${us.id}`, { token: dengji })).json
    const body: RegistrationBody = {
      requestId: `hospital-config-${Date.now()}`,
      patient: { name: '周小梅', namePinyin: 'ZHOU XIAO MEI', gender: '女', birthDate: '1992-04-05', idCardNo: null, phone: '13912340000' },
      patientType: '1', outpatientNo: 'MZ30009999', applyHospitalId: 1, applyDeptId: depts[0]!.id, applyPhysicianId: depts[0]!.physicians![0]!.id,
      modalityId: us.id, deviceId: devices[0]!.id,
      items: [{ bodyPartId: parts.find((p) => p.name === '妇科')!.id, checkMethodId: methods[0]!.id, fee: 160 }],
      urgency: '0', clinicalDiagnosis: '体检',
    }
    const registered = await t.call<RegistrationResult>('POST', '/api/registrations', { token: dengji, body })
    assert.equal(registered.status, 201, registered.text)
    assert.equal(registered.json.exams[0]!.examNo, 'KNU2506010001')
    const next = await t.call<ExamNoPreviewDto>('GET', '/api/hospitalConfig/examNo/preview?modality=US', { token: admin })
    assert.equal(next.json.next, 'KNU2506010002')
  })

  it('puts the changed name, lines, department and QR address on the report letterhead', async () => {
    const config = await read()
    assert.equal((await save(bodyOf(config, {
      name: '康宁市妇女儿童医院', letterhead: ['Kangning Women and Children Hospital', '三级甲等'], reportQr: true, publicBaseUrl: 'https://imaging.knfy.example.cn/',
      departments: config.departments.map((d) => (d.name === '超声科' ? { ...d, address: '门诊楼三楼东区', phone: '0571-8700 0399' } : d)),
    }))).status, 200)
    const exam = t.db.prepare("SELECT e.id FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id WHERE e.modality = 'US' AND r.state = 'final' LIMIT 1").get() as { id: number }
    const view = await t.call<ReportViewDto>('GET', `/api/reportInfo/view?examineId=${exam.id}`, { token: admin })
    assert.equal(view.status, 200)
    assert.deepEqual(view.json.hospital, {
      name: '康宁市妇女儿童医院', department: '超声科', address: '门诊楼三楼东区', phone: '0571-8700 0399',
      lines: ['Kangning Women and Children Hospital', '三级甲等'],
      qr: `https://imaging.knfy.example.cn/webouterpage/hisReport?examineId=${exam.id}`, version: (await read()).version,
    })
    // A department without an address of its own prints the hospital's.
    const ct = t.db.prepare("SELECT e.id FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id WHERE e.modality = 'CT' AND r.state = 'final' LIMIT 1").get() as { id: number }
    assert.equal((await save(bodyOf(await read(), { departments: (await read()).departments.map((d) => (d.name === '放射科' ? { ...d, address: '', phone: '' } : d)) }))).status, 200)
    const ctView = await t.call<ReportViewDto>('GET', `/api/reportInfo/view?examineId=${ct.id}`, { token: admin })
    const hospital = await read()
    assert.deepEqual([ctView.json.hospital.department, ctView.json.hospital.address, ctView.json.hospital.phone], ['放射科', hospital.address, hospital.phone])
  })

  it('feeds the turnaround and critical limits their readers use from the saved rules', async () => {
    const config = await read()
    const modalities = bodyOf(config).modalities.map((m) => (m.modality === 'ECG' ? { ...m, criticalMinutes: 7, turnaroundMinutes: null } : m))
    assert.equal((await save(bodyOf(config, { modalities, criticalDefaultMinutes: 20, turnaroundDefaultMinutes: 600 }))).status, 200)
    const limits = await t.call<CriticalLimitsDto>('GET', '/api/critical/limits', { token: admin })
    assert.equal(limits.json.byModality.ECG, 7)
    assert.equal(limits.json.defaultMinutes, 20)
    const turnaround = turnaroundLimits(t.db)
    assert.equal(turnaround.byModality.ECG, undefined, 'ECG falls back to the default')
    assert.equal(turnaround.defaultMinutes, 600)
  })

  it('takes a PNG logo (served publicly), refuses another type or a stale version, and removes it', async () => {
    const config = await read()
    const wrong = await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', config.version)
    assert.equal(wrong.status, 400)
    assert.equal(wrong.json.message, 'file: The logo must be a PNG or JPEG image')
    const big = await upload(new Uint8Array(300 * 1024), 'logo.png', config.version)
    assert.equal(big.status, 400)
    assert.match(big.json.message, /at most 256 KB/)

    const png = tinyPng()
    const ok = await upload(png, 'logo.png', config.version)
    assert.equal(ok.status, 200)
    assert.deepEqual(ok.json.logo, { url: `/api/hospitalConfig/logo?v=${config.version + 1}`, mime: 'image/png', size: png.length })
    const served = await t.call('GET', ok.json.logo!.url)
    assert.equal(served.status, 200)
    assert.equal(served.headers.get('content-type'), 'image/png')
    assert.deepEqual(served.bytes, png)
    assert.equal((await t.call<HospitalIdentityDto>('GET', '/api/hospitalConfig/public')).json.logoUrl, ok.json.logo!.url)

    const stale = await upload(png, 'logo.png', config.version)
    assert.equal(stale.status, 409)
    const removed = await t.call<HospitalConfigDto>('DELETE', `/api/hospitalConfig/logo?version=${ok.json.version}`, { token: admin })
    assert.equal(removed.status, 200)
    assert.equal(removed.json.logo, null)
    assert.equal((await t.call('GET', '/api/hospitalConfig/logo')).status, 404)
  })
})
