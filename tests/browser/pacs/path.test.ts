// The whole real-PACS path of issue 16 in Chromium, against a contract server configured with a real Orthanc (its
// DICOMweb, its modality-worklist folder, its change feed; tests/support/pacsBackend.mjs): the registrar registers an
// exam → the modality's worklist query (dcmtk findscu) finds it with the pinyin and Chinese names → the modality sends
// a series under its accession number (storescu) → the technologist's station shows the images without a reload (the
// live event stream) → the radiologist's viewer shows them through the server's DICOMweb proxy with the pixel values
// of the file → the report viewer shows key images chosen from the archive. Then the bad input: the archive down, and
// a study the user may not see.
import { expect, fixture, html, waitUntil } from '@open-wc/testing'
import '../../../elements/clinic-cloud-film'
import '../../../elements/clinic-diagnosis'
import '../../../elements/clinic-registration'
import '../../../elements/clinic-pic-viewer'
import '../../../elements/clinic-report-viewer'
import type { ExamDto, ImageStudyDto, KeyImageRef, ShareLinkIssued } from '../../../src/core/contract'
import { apiUrl } from '../../../src/core/config/runtimeConfig'
import { http } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { $token } from '../../../src/core/session/stores'
import { expectAccessible } from '../support/axe'
import { deepText, find, until, waitForText } from '../support/dom'
import { resetAll } from '../support/session'
import { grid, rowTexts, searchFor } from '../admin/support'
import { canvasOf, imageNumber, mountViewer, panes, paneText, pixels, press, samples, useBuiltCodecs, waitForImage } from '../pic-viewer/support'
import { archiveUp, findscu, pacsBackend, registerAndCheckIn, signInThere, storescu, usePacsBackend, type WorklistAnswer } from './support'

const STATION = 'KN_CT1'

/**
 * Every RGBA value the first pane draws once it shows image 1 of a stack of `count`, and its overlay text — the same
 * state on both sides of a comparison (a stack's toolbar has more controls than a single image's: another pane size).
 */
async function drawn(attributes: Record<string, string>, count: number): Promise<{ data: number[]; text: string }> {
  const { root, el } = await mountViewer(attributes)
  await waitUntil(() => panes(root).length > 0 && imageNumber(root)?.[1] === count, `a stack of ${count}`, { timeout: 20_000 })
  expect(imageNumber(root)?.[0]).to.equal(1)
  await waitForImage(root, 0, 20_000)
  const data = Array.from(pixels(canvasOf(root)).data)
  const text = paneText(root)
  el.remove()
  return { data, text }
}

describe('the real PACS path: register, worklist, modality, arrival, reading (Orthanc, findscu, storescu)', function () {
  this.timeout(120_000)
  let base: string
  /** Shared by the steps, in order: the registered exam, its worklist item, what the modality sent. */
  let exam: ExamDto
  let item: WorklistAnswer
  let sent: { seriesUid: string; sopInstanceUids: string[] }

  before(async () => {
    await useBuiltCodecs()
    performance.setResourceTimingBufferSize(5000)
    base = await pacsBackend()
  })
  beforeEach(async () => {
    await usePacsBackend(base)
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-registration, clinic-diagnosis, clinic-cloud-film, clinic-pic-viewer, clinic-report-viewer').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('registering publishes a worklist item: the modality\'s findscu sees it with the pinyin and Chinese names', async () => {
    await signInThere('dengji')
    exam = await registerAndCheckIn(STATION, { name: '欧阳晓雯', namePinyin: 'OU YANG XIAO WEN', gender: '女', birthDate: '1996-03-08' })
    expect(exam.studyInstanceUid, 'the exam got its Study Instance UID').to.match(/^[0-9.]+$/)
    expect(exam.imageCount).to.equal(0)
    const answers = await findscu(STATION, exam.registerTime.slice(0, 10))
    const found = answers.find((a) => a.accession === exam.examNo)
    expect(found, `${exam.examNo} among ${answers.map((a) => a.accession).join(', ')}`).to.not.equal(undefined)
    item = found!
    expect(item).to.deep.equal({
      charset: 'ISO_IR 192', accession: exam.examNo, patientName: 'OUYANG^XIAOWEN=欧阳^晓雯', patientId: exam.patientId,
      birthDate: '19960308', sex: 'F', studyUid: exam.studyInstanceUid, procedure: exam.examItem, station: STATION,
      modality: 'CT', date: exam.registerTime.slice(0, 10).replaceAll('-', ''), time: exam.registerTime.slice(11).replaceAll(':', ''),
    })
    // Another station's modality does not get it.
    expect((await findscu('KN_MR1', exam.registerTime.slice(0, 10))).map((a) => a.accession)).to.not.include(exam.examNo)
  })

  it('the modality sends its images: the technologist\'s station shows them arrived without a reload', async () => {
    expect(item, 'the worklist step ran').to.not.equal(undefined)
    await signInThere('jishi')
    const el = await fixture<HTMLElement>(html`<clinic-registration view="RadTechStation/station" api-base=${base} locale="en"></clinic-registration>`)
    const root = el.shadowRoot!
    await waitForText(root, 'Technologist workstation')
    await searchFor(root, exam.examNo)
    const row = () => rowTexts(grid(root)).find((cells) => cells.includes(exam.examNo))
    await until(() => row(), `${exam.examNo} listed`)
    expect(row()!.join(' | ')).to.not.match(/Images: \d/)
    performance.clearResourceTimings()

    sent = await storescu(STATION, item)
    expect(sent.sopInstanceUids).to.have.length(5)
    // The change feed → the exam → the event stream → the list asks again: the same element, no reload.
    await waitUntil(() => row()?.some((cell) => cell === 'Images: 5'), `the images arrived: ${row()?.join(' | ')}`, { timeout: 30_000 })
    expect(row()!.join(' | '), 'the exam started when its images came').to.contain('检查中')
    expect(el.isConnected).to.equal(true)
    const asked = performance.getEntriesByType('resource').map((entry) => entry.name)
    expect(asked.some((name) => name.includes('/pacs-backend/api/exams?')), `the list asked the server again: ${asked.join(' ')}`).to.equal(true)
    await expectAccessible(el)
  })

  it('the radiologist\'s viewer shows the exam from the archive through the proxy, pixel for pixel as the file', async () => {
    expect(sent, 'the modality step ran').to.not.equal(undefined)
    await signInThere('fangshe')
    const study = await http.get<ImageStudyDto>(`api/pacs/retrieve/image/examineId/${exam.id}`)
    expect(study.studyInstanceUid).to.equal(item.studyUid)
    expect(study.series.map((s) => s.instances.map((i) => i.sopInstanceUid))).to.deep.equal([sent.sopInstanceUids])
    expect(study.series[0]!.instances.every((i) => i.url.startsWith('/api/pacs/dicomweb/'))).to.equal(true)

    // The series the modality sent, as the list of its files (image 1 is 2062.dcm), beside the archive's.
    const files = ['2062', '2392', '2693', '3023', '3353'].map((name) => `${samples}series_CT5N/${name}.dcm`).join(' ')
    const fromFile = await drawn({ src: files }, 5)
    performance.clearResourceTimings()
    const fromArchive = await drawn({ 'examine-id': String(exam.id), 'api-base': base }, 5)
    const through = performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('/pacs-backend/api/pacs/dicomweb/'))
    expect(through.length, 'images read through the backend\'s proxy').to.be.above(0)
    expect(fromArchive.data.length).to.equal(fromFile.data.length)
    expect(fromArchive.data.filter((value, i) => value !== fromFile.data[i]).length, 'pixels that differ').to.equal(0)
    expect(/W -?[\d.]+ L -?[\d.]+/.exec(fromArchive.text)?.[0]).to.equal(/W -?[\d.]+ L -?[\d.]+/.exec(fromFile.text)?.[0])
  })

  it('the report editor offers the images of an exam the server stores no study for, and shows them from the archive', async () => {
    expect(sent, 'the modality step ran').to.not.equal(undefined)
    await signInThere('jishi')
    await http.post(`api/exams/${exam.id}/finish`, {})
    await signInThere('fangshe')
    const now = await http.get<ExamDto>(`api/exams/${exam.id}`)
    expect(now.studyId, 'no stored study: the images are in the archive only').to.equal(undefined)
    expect(now.imageCount).to.equal(5)
    const el = await fixture<HTMLElement>(html`<clinic-diagnosis view="diagnos/diagnos-in/report" examine-id=${String(exam.id)} api-base=${base} locale="en"></clinic-diagnosis>`)
    const root = el.shadowRoot!
    await until(() => root.querySelector('textarea[data-field="findings"]'), 'the editor')
    const images = await until(() => [...root.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button')].find((b) => b.textContent?.trim() === 'Images'), 'the Images button')
      .then(() => [...root.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button')].find((b) => b.textContent?.trim() === 'Images')!)
    expect(images.disabled, 'the Images button is enabled').to.equal(false)
    images.click()
    await until(() => root.querySelector('clinic-pic-viewer')?.shadowRoot, 'the viewer beside the report')
    const viewer = root.querySelector('clinic-pic-viewer')!.shadowRoot!
    await waitForImage(viewer, 0, 20_000)
    el.remove()
  })

  it('key images chosen on the archive study are in the report viewer, drawn from the archive, and open there', async () => {
    expect(sent, 'the modality step ran').to.not.equal(undefined)
    await signInThere('fangshe')
    const marked = await http.post<KeyImageRef[]>('api/keyImage/temporary/save', { examineId: exam.id, sopInstanceUids: [sent.sopInstanceUids[2]!] })
    expect(marked.map((k) => [k.imageId, k.sopInstanceUid])).to.deep.equal([[0, sent.sopInstanceUids[2]]])
    await http.post('api/reportInfo/save', { examineId: exam.id, findings: '<p>双肺纹理清晰。</p>', impression: '<p>胸部 CT 未见异常。</p>' })

    performance.clearResourceTimings()
    const el = await fixture<HTMLElement>(html`<clinic-report-viewer examine-id=${String(exam.id)} api-base=${base} locale="en"></clinic-report-viewer>`)
    const root = el.shadowRoot!
    const thumb = await find<HTMLButtonElement>(root, `[data-key-image="${sent.sopInstanceUids[2]}"]`, 15_000)
    await waitUntil(() => thumb.dataset.state !== 'loading', 'the thumbnail loaded', { timeout: 15_000 })
    expect(thumb.dataset.state, thumb.textContent ?? '').to.equal('ready')
    const img = thumb.querySelector('img')!
    await waitUntil(() => img.complete && img.naturalWidth > 0, 'the thumbnail decoded')
    const reads = performance.getEntriesByType('resource').map((entry) => entry.name)
    expect(reads.some((name) => name.includes('/pacs-backend/api/pacs/dicomweb/wado?') && name.includes(sent.sopInstanceUids[2]!)), 'read through the proxy').to.equal(true)
    await expectAccessible(el)
    thumb.click()
    const dialog = await find(root, '[role="dialog"]')
    await until(() => dialog.querySelector('clinic-pic-viewer')?.shadowRoot, 'the viewer in the dialog')
    await waitForImage(dialog.querySelector('clinic-pic-viewer')!.shadowRoot!, 0, 20_000)
  })

  it('the viewer marks and unmarks an archive image as a key image by its SOP Instance UID (K)', async () => {
    expect(sent, 'the modality step ran').to.not.equal(undefined)
    await signInThere('fangshe')
    const { root } = await mountViewer({ 'examine-id': String(exam.id), 'api-base': base })
    await waitForImage(root, 0, 20_000)
    const keys = () => http.get<KeyImageRef[]>('api/keyImage/temporary/query', { examineId: exam.id })
    const before = (await keys()).map((k) => k.sopInstanceUid)
    // The viewer knows the marked ones (the API's mark above) once it has read them: K then marks the image on screen.
    await until(() => root.querySelector('[data-command="viewer.command.keyImage"]'), 'the key-image button offered (the marks read)')
    // On the image the API marked already, move to its neighbour first.
    if (/key image/i.test(paneText(root))) {
      press(canvasOf(root), 'ArrowDown')
      await until(() => !/key image/i.test(paneText(root)), 'an unmarked image on screen')
      await waitForImage(root, 0, 20_000)
    }
    press(canvasOf(root), 'k')
    await until(() => /key image/i.test(paneText(root)), `the pane says key image: ${paneText(root)}`)
    const added = (await keys()).filter((k) => !before.includes(k.sopInstanceUid))
    expect(added.map((k) => k.imageId), 'one archive instance marked').to.deep.equal([0])
    expect(sent.sopInstanceUids).to.include(added[0]!.sopInstanceUid)
    press(canvasOf(root), 'k')
    await until(() => !/key image/i.test(paneText(root)), 'the mark gone from the pane')
    await until(async () => (await keys()).every((k) => k.sopInstanceUid !== added[0]!.sopInstanceUid), 'unmarked on the server')
  })

  it('a share link reads the archive through the proxy with its rights: its images, or only its report\'s key images', async () => {
    expect(sent, 'the modality step ran').to.not.equal(undefined)
    await signInThere('fangshe')
    // The patient's page shows reports from preliminary on.
    await http.post('api/reportInfo/submit', { examineId: exam.id, findings: '<p>双肺纹理清晰。</p>', impression: '<p>胸部 CT 未见异常。</p>' })
    await signInThere('admin')
    const publish = (withImages: boolean) => http.post<ShareLinkIssued>('api/shareLinks', { examineId: exam.id, kind: 'film', withImages, expiresIn: '1d', accessCode: false })
    const [film, reportOnly] = [await publish(true), await publish(false)]
    await usePacsBackend(base)

    const open = async (link: ShareLinkIssued): Promise<{ el: HTMLElement; report: ShadowRoot }> => {
      const el = await fixture<HTMLElement>(html`<clinic-cloud-film view="share" query=${`token=${link.url.slice('/share/'.length)}`} api-base=${base} locale="en"></clinic-cloud-film>`)
      const viewer = await find(el.shadowRoot!, 'clinic-report-viewer', 15_000)
      await until(() => viewer.shadowRoot && deepText(viewer.shadowRoot).includes(exam.patientName), 'the report shown', { timeout: 15_000 })
      const thumb = await find<HTMLButtonElement>(viewer.shadowRoot!, `[data-key-image="${sent.sopInstanceUids[2]}"]`, 15_000)
      await waitUntil(() => thumb.dataset.state !== 'loading', 'the key image loaded', { timeout: 15_000 })
      expect(thumb.dataset.state, `the key image through the proxy with the share token: ${thumb.textContent ?? ''}`).to.equal('ready')
      return { el, report: viewer.shadowRoot! }
    }

    const withImages = await open(film)
    expect($token.get(), 'no staff session').to.equal(null)
    const button = [...withImages.el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.includes('View the images'))!
    button.click()
    const pic = await find(withImages.el.shadowRoot!, 'clinic-pic-viewer', 15_000)
    await until(() => pic.shadowRoot, 'the viewer')
    await waitForImage(pic.shadowRoot!, 0, 20_000)
    withImages.el.remove()

    // Without images: the key image still shows; the rest of the study is not the link's.
    const keysOnly = await open(reportOnly)
    expect([...keysOnly.el.shadowRoot!.querySelectorAll('button')].some((b) => b.textContent?.includes('View the images'))).to.equal(false)
    const shareToken = keysOnly.report.host.getAttribute('share-token')!
    const other = await fetch(apiUrl(`api/pacs/dicomweb/studies/${item.studyUid}/series/${sent.seriesUid}/instances/${sent.sopInstanceUids[0]}`), {
      headers: { Authorization: `Share ${shareToken}` },
    })
    expect(other.status).to.equal(403)
  })

  it('a study the user may not see: the proxy refuses it (403) and the viewer says so', async () => {
    // An ultrasound exam with images in the archive; the technologist (radiology, his own department only) may not see it.
    await signInThere('dengji')
    const us = await registerAndCheckIn('KN_US1', { name: '单晓燕', namePinyin: 'SHAN XIAO YAN', gender: '女', birthDate: '1992-05-06' })
    const usItem = (await findscu('KN_US1', us.registerTime.slice(0, 10))).find((a) => a.accession === us.examNo)!
    await storescu('KN_US1', usItem)
    await signInThere('jishi')
    const refused = await fetch(apiUrl(`api/pacs/dicomweb/studies/${usItem.studyUid}/series`), { headers: { Authorization: $token.get()! } })
    expect(refused.status).to.equal(403)

    const { root } = await mountViewer({ 'dicomweb-base': 'api/pacs/dicomweb', 'study-uid': usItem.studyUid, 'api-base': base }, 900, 600, '[role="alert"], [role="toolbar"]')
    await waitUntil(() => root.querySelector('[role="alert"]'), 'an error message', { timeout: 15_000 })
    expect(deepText(root.querySelector('[role="alert"]')!)).to.contain('You may not see this study in the image archive (HTTP 403)')
    const byExam = await mountViewer({ 'examine-id': String(us.id), 'api-base': base }, 900, 600, '[role="alert"], [role="toolbar"]')
    await waitUntil(() => byExam.root.querySelector('[role="alert"]'), 'an error message', { timeout: 15_000 })
    expect(deepText(byExam.root.querySelector('[role="alert"]')!)).to.contain('You may not view the images of this study')
    // His own department's study, the same way: shown.
    const allowed = await mountViewer({ 'dicomweb-base': 'api/pacs/dicomweb', 'study-uid': item.studyUid, 'api-base': base })
    await waitForImage(allowed.root, 0, 20_000)
  })

  it('the archive down: the viewer says so at once, the station keeps working; back up, the images show again', async () => {
    expect(sent, 'the modality step ran').to.not.equal(undefined)
    await archiveUp(false)
    try {
      await signInThere('fangshe')
      const started = performance.now()
      const { root } = await mountViewer({ 'examine-id': String(exam.id), 'api-base': base }, 900, 600, '[role="alert"], [role="toolbar"]')
      await waitUntil(() => root.querySelector('[role="alert"]'), 'an error message', { timeout: 10_000 })
      expect(performance.now() - started, 'it did not wait for a timeout').to.be.below(8000)
      expect(deepText(root.querySelector('[role="alert"]')!)).to.contain('Cannot reach the image archive (PACS)')
      // The same study read as DICOMweb through the proxy: the backend's own reason, not a bare HTTP status.
      const web = await mountViewer({ 'dicomweb-base': 'api/pacs/dicomweb', 'study-uid': item.studyUid, 'api-base': base }, 900, 600, '[role="alert"], [role="toolbar"]')
      await waitUntil(() => web.root.querySelector('[role="alert"]'), 'an error message', { timeout: 10_000 })
      expect(deepText(web.root.querySelector('[role="alert"]')!)).to.contain('Cannot reach the image archive (PACS)')

      await signInThere('jishi')
      const station = await fixture<HTMLElement>(html`<clinic-registration view="RadTechStation/station" api-base=${base} locale="en"></clinic-registration>`)
      await waitForText(station.shadowRoot!, 'Technologist workstation')
      await until(() => station.shadowRoot!.querySelector('[role="grid"] [role="rowgroup"]:last-of-type [role="row"]'), 'the queue listed')
    } finally {
      await archiveUp(true)
    }
    await signInThere('fangshe')
    const again = await mountViewer({ 'examine-id': String(exam.id), 'api-base': base })
    await waitForImage(again.root, 0, 20_000)
  })
})
