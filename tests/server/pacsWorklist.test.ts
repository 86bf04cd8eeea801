// The modality worklist and image arrival against a real PACS (issue 16, parts 3 and 4): Debian's Orthanc with its
// ModalityWorklists plugin reading the folder the server writes, dcmtk's findscu asking as a modality would, storescu
// sending a series under the exam's accession number, and the server following Orthanc's change feed.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { promisify } from 'node:util'
import dicomParser from 'dicom-parser'
import type { ExamDto } from '../../src/core/contract/exam'
import type { RegistrationBody, RegistrationResult } from '../../src/core/contract/registration'
import { ASSETS_DIR } from '../../demo/server/db/seed/pacs'
import { encodeDataSet } from '../../demo/server/lib/dicomWriter'
import type { PublishedEvent } from '../../demo/server/lib/events'
import { ImageArrivals } from '../../demo/server/lib/pacs/arrivals'
import { startPacsSync, type PacsSync } from '../../demo/server/lib/pacs/pacsSync'
import { personName, worklistFileName } from '../../demo/server/lib/pacs/worklistItem'
import { formatDateTime } from '../../demo/server/lib/time'
import { freePort, startOrthanc } from '../../scripts/orthanc.mjs'
import { queryWorklist, type WorklistAnswer } from '../support/worklistQuery.mjs'
import { makeServer, T0, type TestServer } from './helpers'

const run = promisify(execFile)
type Orthanc = Awaited<ReturnType<typeof startOrthanc>>
const CT5N = ['2062', '2392', '2693', '3023', '3353'].map((n) => join(ASSETS_DIR, 'series_CT5N', `${n}.dcm`))
const TODAY = formatDateTime(T0).slice(0, 10)
const DA = (day: string) => day.replaceAll('-', '')

async function until<T>(check: () => T | Promise<T>, what: string, ms = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('modality worklist and image arrival with a real Orthanc, findscu and storescu', () => {
  let dir: string
  let orthanc: Orthanc
  let t: TestServer
  let sync: PacsSync
  let dengji: string
  let admin: string
  const events: PublishedEvent[] = []
  let stopEvents: () => void
  let seq = 0

  /** A C-FIND of the modality worklist as `aet` for `day`. */
  const findscu = (aet: string, day: string): Promise<WorklistAnswer[]> => queryWorklist(orthanc, aet, DA(day), dir)

  /** The exam numbers a modality should see: live exams on its device, scheduled (booked, else registered) on `day`. */
  function expected(aet: string, day: string): string[] {
    return (t.db.prepare(`SELECT e.exam_no FROM ris_exam e JOIN ris_device v ON v.id = e.device_id
      WHERE v.ae_title = ? AND e.status IN ('9', '0', '1', '8') AND substr(COALESCE(e.appoint_start, e.register_time), 1, 10) = ?`)
      .all(aet, day) as { exam_no: string }[]).map((row) => row.exam_no).sort()
  }

  /** Registers one obstetric ultrasound on the device `KN_US1` through the desk's API. */
  async function register(patient: Partial<RegistrationBody['patient']> = {}): Promise<ExamDto> {
    const modalities = (await t.call<{ id: number; code: string }[]>('GET', '/api/modality/by-departmentId', { token: dengji })).json
    const us = modalities.find((m) => m.code === 'US')!
    const depts = (await t.call<{ id: number; physicians: { id: number }[] }[]>('GET', '/api/applyDept/own/withApplyPhysicians', { token: dengji })).json
    const parts = (await t.call<{ id: number; name: string }[]>('GET', `/api/bodyPart/by-modalityId?modalityId=${us.id}`, { token: dengji })).json
    const device = t.db.prepare("SELECT id FROM ris_device WHERE ae_title = 'KN_US1'").get() as { id: number }
    const body: RegistrationBody = {
      requestId: `pacs-worklist-${++seq}`,
      patient: { name: '欧阳晓雯', namePinyin: 'OU YANG XIAO WEN', gender: '女', birthDate: '1996-03-08', phone: '13912345678', ...patient },
      patientType: '1', outpatientNo: 'MZ30009876', applyHospitalId: 1, applyDeptId: depts[0]!.id, applyPhysicianId: depts[0]!.physicians[0]!.id,
      modalityId: us.id, deviceId: device.id, items: [{ bodyPartId: parts.find((p) => p.name === '产科')!.id, fee: 160 }],
      urgency: '0', clinicalDiagnosis: '孕中期', confirmDuplicate: true,
    }
    const res = await t.call<RegistrationResult>('POST', '/api/registrations', { token: dengji, body })
    assert.equal(res.status, 201, res.text)
    const id = res.json.exams[0]!.id
    return exam(id)
  }

  async function exam(id: number): Promise<ExamDto> {
    const res = await t.call<ExamDto>('GET', `/api/exams/${id}`, { token: admin })
    assert.equal(res.status, 200, res.text)
    return res.json
  }

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'clinic-worklist-test-'))
    orthanc = await startOrthanc({ dir: join(dir, 'orthanc') })
    t = await makeServer({
      pacs: {
        dicomWebUrl: orthanc.dicomWebUrl, user: orthanc.user, password: orthanc.password, restUrl: orthanc.url,
        worklistDir: orthanc.worklistDir, aet: orthanc.aet,
      },
    })
    stopEvents = t.services.events.subscribe((event) => events.push(event))
    sync = startPacsSync(t.services, { intervalMs: 200 })
    dengji = await t.login('dengji')
    admin = await t.login('admin')
  })
  after(async () => {
    stopEvents?.()
    await sync?.stop()
    await orthanc?.stop()
    t?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('writes Chinese names as PN with pinyin and ideographic groups, compound surnames kept whole', () => {
    assert.equal(personName('张三', 'ZHANG SAN'), 'ZHANG^SAN=张^三')
    assert.equal(personName('欧阳晓雯', 'ou yang xiao wen'), 'OUYANG^XIAOWEN=欧阳^晓雯')
    assert.equal(personName('单晓燕', 'SHAN XIAOYAN'), 'SHAN XIAOYAN=单^晓燕', 'pinyin not one syllable a character: kept whole')
    assert.equal(personName('Anna Smith', 'ANNA SMITH'), 'Anna Smith')
    assert.equal(personName('王^五', 'WANG WU'), 'WANG^WU=王^五', 'delimiters in a name never split it')
    assert.equal(worklistFileName('US/2025 001'), 'US_2025_001.wl')
  })

  it('a registered exam is in the worklist: findscu as its station today sees exactly today\'s items, the Chinese name intact', async () => {
    const registered = await register()
    assert.ok(existsSync(join(orthanc.worklistDir, `${registered.examNo}.wl`)), 'the item is in the folder')
    assert.deepEqual(readdirSync(orthanc.worklistDir).filter((f) => f.endsWith('.tmp')), [], 'no temporary file is left')
    assert.ok(registered.studyInstanceUid, 'the exam got its Study Instance UID')

    const answers = await findscu('KN_US1', TODAY)
    assert.deepEqual(answers.map((a) => a.accession).sort(), expected('KN_US1', TODAY), 'exactly the station\'s items of today')
    assert.ok(answers.length >= 2, 'the seed\'s live exams on the station are there too')
    const mine = answers.find((a) => a.accession === registered.examNo)
    assert.deepEqual(mine, {
      charset: 'ISO_IR 192', accession: registered.examNo, patientName: 'OUYANG^XIAOWEN=欧阳^晓雯', patientId: registered.patientId,
      birthDate: '19960308', sex: 'F', studyUid: registered.studyInstanceUid, procedure: registered.examItem, station: 'KN_US1',
      modality: 'US', date: DA(TODAY), time: registered.registerTime.slice(11).replaceAll(':', ''),
    })
    // Another station, or another day: not there.
    assert.ok(!(await findscu('KN_US2', TODAY)).some((a) => a.accession === registered.examNo))
    assert.deepEqual((await findscu('KN_US2', TODAY)).map((a) => a.accession).sort(), expected('KN_US2', TODAY))
    const tomorrow = formatDateTime(T0 + 86_400_000).slice(0, 10)
    assert.ok(!(await findscu('KN_US1', tomorrow)).some((a) => a.accession === registered.examNo))
  })

  it('cancelling an exam removes its item', async () => {
    const registered = await register({ name: '张三', namePinyin: 'ZHANG SAN', birthDate: '1990-01-02' })
    assert.ok((await findscu('KN_US1', TODAY)).some((a) => a.accession === registered.examNo && a.patientName === 'ZHANG^SAN=张^三'))
    const cancel = await t.call('POST', `/api/exams/${registered.id}/cancel`, { token: dengji, body: { reason: '患者要求取消' } })
    assert.equal(cancel.status, 200, cancel.text)
    assert.equal(existsSync(join(orthanc.worklistDir, `${registered.examNo}.wl`)), false)
    assert.ok(!(await findscu('KN_US1', TODAY)).some((a) => a.accession === registered.examNo))
  })

  it('images sent with the exam\'s accession number arrive on the exam, start it, tell the lists; finishing removes the item', async () => {
    const registered = await register({ name: '李四', namePinyin: 'LI SI', birthDate: '1988-08-08' })
    const checkIn = await t.call<ExamDto>('POST', `/api/exams/${registered.id}/checkIn`, { token: dengji })
    assert.equal(checkIn.status, 200, checkIn.text)
    events.length = 0

    // The modality sends a series: the sample CT with this exam's accession number and patient id (a temp copy).
    const series = mkdtempSync(join(dir, 'series-'))
    const files = CT5N.map((file, i) => {
      const copy = join(series, `${i}.dcm`)
      copyFileSync(file, copy)
      return copy
    })
    await run('dcmodify', ['-nb', '-m', `(0008,0050)=${registered.examNo}`, '-m', `(0010,0020)=${registered.patientId}`, ...files])
    await run('storescu', ['-aet', 'KN_US1', '-aec', orthanc.aet, '127.0.0.1', String(orthanc.dicomPort), ...files], { timeout: 30_000 })

    const arrived = await until(async () => {
      const now = await exam(registered.id)
      return now.imageCount === 5 ? now : null
    }, 'the five images on the exam')
    assert.equal(arrived.status, '8', 'a checked-in exam whose images arrive is being examined (start)')
    assert.ok(arrived.firstImageTime && arrived.lastImageTime && arrived.firstImageTime <= arrived.lastImageTime, 'first and last image times')
    const sampleUid = dicomParser.parseDicom(new Uint8Array(readFileSync(files[0]!))).string('x0020000d')
    assert.equal(arrived.studyInstanceUid, sampleUid, 'the modality kept its own study UID: the exam takes it from its images')
    await until(() => events.some((e) => e.kind === 'imagesArrived' && e.examIds.includes(registered.id)), 'the imagesArrived event')
    const arrival = events.find((e) => e.kind === 'imagesArrived')!
    assert.deepEqual(arrival, { kind: 'imagesArrived', examIds: [registered.id], modalities: ['US'] })
    assert.ok(events.some((e) => e.kind === 'moved' && e.action === 'start' && e.examIds.includes(registered.id)))
    const history = (await t.call<{ action: string; operator: string }[]>('GET', `/api/exams/${registered.id}/history`, { token: admin })).json
    assert.ok(history.some((h) => h.action === 'start' && h.operator === orthanc.aet), 'the history says the archive started it')
    // The item follows the exam (still to be performed while started) with the study UID the images carry.
    assert.ok((await findscu('KN_US1', TODAY)).some((a) => a.accession === registered.examNo && a.studyUid === sampleUid))

    // The feed position is kept in the database: a restarted server resumes there.
    const seq = (t.db.prepare('SELECT last_seq FROM pacs_change_feed WHERE archive = ?').get(orthanc.url) as { last_seq: number }).last_seq
    assert.ok(seq >= 5)

    const finish = await t.call('POST', `/api/exams/${registered.id}/finish`, { token: admin, body: {} })
    assert.equal(finish.status, 200, finish.text)
    assert.equal(existsSync(join(orthanc.worklistDir, `${registered.examNo}.wl`)), false)
    assert.ok(!(await findscu('KN_US1', TODAY)).some((a) => a.accession === registered.examNo))
  })

  it('images of an unknown accession number are logged once, not guessed', async () => {
    const file = join(mkdtempSync(join(dir, 'stray-')), 'stray.dcm')
    copyFileSync(join(ASSETS_DIR, 'CT_small.dcm'), file)
    await run('dcmodify', ['-nb', '-m', '(0008,0050)=NOSUCHEXAM01', file])
    const before = t.db.prepare('SELECT COUNT(*) AS n FROM ris_exam WHERE arrived_images > 0').get() as { n: number }
    await run('storescu', ['-aet', 'KN_CT1', '-aec', orthanc.aet, '127.0.0.1', String(orthanc.dicomPort), file], { timeout: 30_000 })
    await until(() => t.logs.some((line) => line.includes('"NOSUCHEXAM01"') && line.includes('match no exam')), 'the log line')
    // StableStudy follows a second later: still one line, still no exam touched.
    await until(() => {
      const page = t.db.prepare('SELECT last_seq FROM pacs_change_feed').get() as { last_seq: number }
      return page.last_seq > 0 && t.logs.filter((line) => line.includes('NOSUCHEXAM01')).length === 1
    }, 'the feed read on')
    assert.deepEqual(t.db.prepare('SELECT COUNT(*) AS n FROM ris_exam WHERE arrived_images > 0').get(), before)
  })

  it('writes sequences of defined length (the worklist\'s scheduled step)', () => {
    const bytes = encodeDataSet([{ tag: 0x00400100, vr: 'SQ', value: [[{ tag: 0x00080060, vr: 'CS', value: 'US' }]] }])
    // (0040,0100) SQ 0000 len=18 | (FFFE,E000) len=10 | (0008,0060) CS len=2 "US"
    assert.equal(bytes.toString('hex'), '400000015351000012000000feff00e00a0000000800600043530200' + Buffer.from('US').toString('hex'))
  })
})

describe('image arrival: an archive that is down', () => {
  it('is logged once, retried with a growing pause, and the follower stops at once', async () => {
    const t = await makeServer()
    const hits: number[] = []
    let up = false
    const server: Server = createServer((req, res) => {
      hits.push(Date.now())
      if (!up) {
        res.writeHead(503).end()
        return
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ Changes: [], Done: true, Last: 0 }))
    })
    const port = await freePort()
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    const arrivals = new ImageArrivals({
      db: t.db, config: { dicomWebUrl: `http://127.0.0.1:${port}/dicom-web`, restUrl: `http://127.0.0.1:${port}` }, events: t.services.events,
      now: () => t.clock.now, log: (line) => t.logs.push(line), intervalMs: 50, maxBackoffMs: 400,
    })
    try {
      arrivals.start()
      await until(() => hits.length >= 4, 'four attempts')
      const gaps = hits.slice(1).map((at, i) => at - hits[i]!)
      assert.ok(gaps[2]! > gaps[0]!, `the pause grows: ${gaps.join(', ')} ms`)
      assert.equal(t.logs.filter((line) => line.includes('cannot be read')).length, 1, 'logged once')
      assert.match(t.logs.find((line) => line.includes('cannot be read'))!, /HTTP 503/)
      up = true
      await until(() => t.logs.some((line) => line.includes('answers again')), 'back up')
      const started = Date.now()
      await arrivals.stop()
      assert.ok(Date.now() - started < 1000, 'stop does not wait for the pause')

      // Nothing listening at all: the same, with the connection error named.
      const closed = new ImageArrivals({
        db: t.db, config: { dicomWebUrl: 'http://127.0.0.1:9/dicom-web', restUrl: `http://127.0.0.1:${await freePort()}` },
        events: t.services.events, now: () => t.clock.now, log: (line) => t.logs.push(line), intervalMs: 50,
      })
      closed.start()
      await until(() => t.logs.filter((line) => line.includes('cannot be read')).length === 2, 'the refused connection logged')
      assert.match(t.logs.filter((line) => line.includes('cannot be read'))[1]!, /ECONNREFUSED|fetch failed/)
      await closed.stop()
    } finally {
      await arrivals.stop()
      await new Promise((resolve) => server.close(resolve))
      t.close()
    }
  })

  it('does nothing without a PACS (the embedded images, the default)', async () => {
    const t = await makeServer()
    const sync = startPacsSync(t.services)
    assert.equal(sync.worklist, null)
    assert.equal(sync.arrivals, null)
    await sync.stop()
    t.close()
  })
})
