// The endoscopy report (<clinic-endoscopy view="es/esReport">) against the contract server, with Chromium's fake video
// device (web-test-runner.config.mjs: --use-fake-device-for-media-stream --use-fake-ui-for-media-stream): capture by
// button, foot pedal key and shortcut; site labels; print order by keyboard and by drag; both surviving a reload; a
// refused camera; biopsy records inserted into the report. Keyboard presses are real ones (sendKeys).
import { expect, fixture, html } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-endoscopy'
import type { ExamDto, Page } from '../../../src/core/contract'
import type { BiopsyDto, EndoscopyCaptureDto } from '../../../src/core/contract/endoscopy'
import { http } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { expectAccessible } from '../support/axe'
import { deepActive, deepText, find, typeInto, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'
import { cameraPlaying, mountEndoscopy } from './support'
import { pngOf, uploadCapture } from '../support/captures'
import { endoscopyKindOf } from '../../../src/core/endoscopy/sites'

const taken = new Set<number>()
/** An endoscopy exam examined and waiting for its report, a different one for each test. */
async function freshExam(gastroscopy = false): Promise<ExamDto> {
  const page = await http.get<Page<ExamDto>>('api/exams', { modality: 'ES', status: '2', size: 200 })
  // The labelling test uses the gastroscopy sites (胃窦, 十二指肠球部…): it takes a gastroscopy, whichever ES exam is the
  // first without a report after what the other files did (a hysteroscopy offers other sites).
  const exam = page.content.find((e) => e.reportId === undefined && !taken.has(e.id) && (!gastroscopy || endoscopyKindOf(e.examItem) === 'gastroscopy'))
  if (!exam) throw new Error(gastroscopy ? 'no unreported gastroscopy left' : 'no unreported ES exam left')
  taken.add(exam.id)
  return exam
}

async function mount(examineId: number): Promise<HTMLElement> {
  const el = await mountEndoscopy('es/esReport', examineId)
  await find(el.shadowRoot!, '[data-testid="es-panel"]', 15_000)
  return el
}

const root = (el: HTMLElement) => el.shadowRoot!
const thumbs = (el: HTMLElement) => Array.from(root(el).querySelectorAll<HTMLLIElement>('[data-testid="es-strip"] li[data-capture-id]'))
const order = (el: HTMLElement) => thumbs(el).map((li) => Number(li.dataset.captureId))
const sitesShown = (el: HTMLElement) => thumbs(el).map((li) => li.querySelector<HTMLSelectElement>('select')!.value)
const saved = (examineId: number) => http.get<EndoscopyCaptureDto[]>(`api/endoscopy/captures/${examineId}`)

const live = (el: HTMLElement) => cameraPlaying(root(el))

/** A key pressed with Alt held, as a keyboard does it. */
async function altPress(key: string): Promise<void> {
  await sendKeys({ down: 'Alt' })
  await sendKeys({ press: key })
  await sendKeys({ up: 'Alt' })
}

function choose(select: HTMLSelectElement, value: string): void {
  select.value = value
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }))
}

describe('<clinic-endoscopy view="es/esReport">', () => {
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('neijing')
  })
  afterEach(async () => {
    document.querySelectorAll('clinic-endoscopy').forEach((el) => el.remove())
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('captures by button, foot pedal and shortcut; labels and reorders by keyboard and drag; a reload keeps both', async function () {
    this.timeout(90_000)
    const exam = await freshExam(true)
    let el = await mount(exam.id)
    await live(el)
    expect(deepText(root(el).querySelector('[data-testid="es-actual"]')!)).to.match(/The device delivers \d+ × \d+\./)
    expect(root(el).querySelector<HTMLSelectElement>('[data-testid="es-pedal"]')!.value).to.equal('F8')

    // Button, then the pedal's F8 and Alt+C from the keyboard.
    root(el).querySelector<HTMLButtonElement>('[data-testid="es-capture-button"]')!.click()
    await until(() => thumbs(el).length === 1, 'one thumbnail')
    root(el).querySelector<HTMLButtonElement>('[data-testid="es-capture-button"]')!.focus()
    await sendKeys({ press: 'F8' })
    await until(() => thumbs(el).length === 2, 'a second thumbnail from the pedal')
    await altPress('KeyC')
    await until(() => thumbs(el).length === 3, 'a third thumbnail from Alt+C')
    await until(() => root(el).querySelectorAll('[data-testid="es-strip"] img[data-testid="es-thumb"]').length === 3, 'three images shown')
    const [a, b, c] = order(el) as [number, number, number]
    const stored = await saved(exam.id)
    expect(stored.map((s) => [s.id, s.mime, s.sort])).to.deep.equal([[a, 'image/jpeg', 1], [b, 'image/jpeg', 2], [c, 'image/jpeg', 3]])
    expect(stored[0]!.width).to.be.greaterThan(0)
    expect(deepText(root(el).querySelector('[data-testid="es-capture-status"]')!)).to.match(/Captured \d+ × \d+\./)

    // Site labels (gastroscopy list), one image left out of the report.
    const selects = () => thumbs(el).map((li) => li.querySelector<HTMLSelectElement>('select')!)
    choose(selects()[0]!, '胃窦')
    await until(async () => (await saved(exam.id))[0]!.site === '胃窦', 'label saved')
    choose(selects()[2]!, '十二指肠球部')
    await until(async () => (await saved(exam.id))[2]!.site === '十二指肠球部', 'second label saved')
    thumbs(el)[1]!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click()
    await until(async () => (await saved(exam.id))[1]!.inReport === false, 'excluded from the report')

    // Keyboard: the third image's handle, Alt+ArrowLeft twice → first; focus stays on it.
    thumbs(el)[2]!.querySelector<HTMLButtonElement>('[data-handle]')!.focus()
    await altPress('ArrowLeft')
    await until(() => order(el)[1] === c, 'moved one place')
    await altPress('ArrowLeft')
    await until(() => order(el)[0] === c, 'moved first')
    expect((deepActive() as HTMLElement | null)?.dataset.handle).to.equal(String(c))
    await waitForText(root(el).querySelector('[data-testid="es-strip-status"]')!, 'Moved to position 1 of 3.')
    await until(async () => (await saved(exam.id)).map((s) => s.id).join() === [c, a, b].join(), 'keyboard order saved')

    // Drag the (now) last image onto the first place.
    const transfer = new DataTransfer()
    const [first] = thumbs(el)
    const last = thumbs(el)[2]!
    last.dispatchEvent(new DragEvent('dragstart', { bubbles: true, composed: true, dataTransfer: transfer }))
    first!.dispatchEvent(new DragEvent('dragover', { bubbles: true, composed: true, cancelable: true, dataTransfer: transfer }))
    first!.dispatchEvent(new DragEvent('drop', { bubbles: true, composed: true, cancelable: true, dataTransfer: transfer }))
    last.dispatchEvent(new DragEvent('dragend', { bubbles: true, composed: true, dataTransfer: transfer }))
    await until(() => order(el).join() === [b, c, a].join(), 'dragged first')
    await until(async () => (await saved(exam.id)).map((s) => s.id).join() === [b, c, a].join(), 'drag order saved')

    await expectAccessible(el)

    // A reload: a new element reads everything back from the server.
    el.remove()
    el = await mount(exam.id)
    await until(() => thumbs(el).length === 3, 'three thumbnails after the reload')
    expect(order(el)).to.deep.equal([b, c, a])
    expect(sitesShown(el)).to.deep.equal(['', '十二指肠球部', '胃窦'])
    expect(thumbs(el).map((li) => li.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked)).to.deep.equal([false, true, true])
    await until(() => root(el).querySelectorAll('[data-testid="es-strip"] img[data-testid="es-thumb"]').length === 3, 'images downloaded')

    // Gone from the page, it keeps none of the images: their object URLs no longer answer.
    const urls = Array.from(root(el).querySelectorAll<HTMLImageElement>('[data-testid="es-strip"] img[data-testid="es-thumb"]')).map((img) => img.src)
    expect(urls.every((url) => url.startsWith('blob:'))).to.equal(true)
    expect((await fetch(urls[0]!)).ok, 'an image while shown').to.equal(true)
    el.remove()
    const revoked = async () => (await Promise.all(urls.map((url) => fetch(url).then(() => false, () => true)))).every(Boolean)
    await until(revoked, 'every image URL revoked')
  })

  it('saves the print order the endoscopist left, even when the network delivers two moves out of order', async function () {
    this.timeout(60_000)
    const exam = await freshExam()
    const [a, b, c] = [
      await uploadCapture(exam.id, await pngOf('#a03030')), await uploadCapture(exam.id, await pngOf('#30a030')), await uploadCapture(exam.id, await pngOf('#3030a0')),
    ].map((capture) => capture.id) as [number, number, number]
    const el = await fixture<HTMLElement>(html`<clinic-endoscopy view="es/esReport" examine-id=${String(exam.id)} locale="en" api-base="/__fault/held/"></clinic-endoscopy>`)
    el.style.width = '1400px'
    await until(() => order(el).join() === [a, b, c].join(), 'three captures')
    const match = encodeURIComponent('^api/endoscopy/captures/\\d+/order$')
    // The strip moves captures once the report is open for writing (its handles then say how to move them): under
    // load the captures may show before the report is held.
    await until(() => thumbs(el)[2]?.querySelector('[data-handle]')?.getAttribute('aria-describedby'), 'the strip open for moving')
    await fetch(`/__fault/hold?match=${match}`)
    try {
      thumbs(el)[2]!.querySelector<HTMLButtonElement>('[data-handle]')!.focus()
      await altPress('ArrowLeft')
      await until(() => order(el).join() === [a, c, b].join(), 'moved one place')
      await altPress('ArrowLeft')
      await until(() => order(el).join() === [c, a, b].join(), 'moved first')
    } finally {
      await fetch(`/__fault/release?match=${match}&order=reverse`)
    }
    // Every move the strip sent has been answered by now; what the server keeps is the last one.
    await until(async () => (await saved(exam.id)).map((s) => s.id).join() === [c, a, b].join(), 'the last order saved')
    expect(order(el)).to.deep.equal([c, a, b])
  })

  it('says what to do when the camera is refused, and stops the stream when the view goes away', async function () {
    this.timeout(60_000)
    const exam = await freshExam()
    const media = navigator.mediaDevices
    const original = media.getUserMedia.bind(media)
    const opened: MediaStream[] = []
    let refuse = true
    media.getUserMedia = async (constraints?: MediaStreamConstraints) => {
      if (refuse) throw new DOMException('Permission denied', 'NotAllowedError')
      const stream = await original(constraints)
      opened.push(stream)
      return stream
    }
    try {
      const el = await mount(exam.id)
      const problem = await find(root(el), '[data-testid="es-camera-problem"]', 15_000)
      expect(deepText(problem)).to.contain('Camera access is blocked')
      expect(deepText(problem)).to.contain('Allow this page to use the camera')
      expect(root(el).querySelector<HTMLButtonElement>('[data-testid="es-capture-button"]')!.disabled).to.equal(true)
      await expectAccessible(el)
      // Allowed now: Retry opens the camera.
      refuse = false
      const retry = Array.from(problem.querySelectorAll('button')).find((button) => deepText(button).includes('Retry'))!
      retry.focus()
      await sendKeys({ press: 'Enter' })
      await live(el)
      expect(root(el).querySelector('[data-testid="es-camera-problem"]')).to.equal(null)
      expect(opened.at(-1)!.getVideoTracks()[0]!.readyState).to.equal('live')
      el.remove()
      await until(() => opened.every((stream) => stream.getTracks().every((track) => track.readyState === 'ended')), 'every track stopped')
    } finally {
      media.getUserMedia = original
    }
  })

  it('records biopsies with the keyboard and inserts them into the report', async function () {
    this.timeout(60_000)
    const exam = await freshExam()
    const el = await mount(exam.id)
    const panel = await find(root(el), '[data-testid="es-biopsies"]')
    // The form comes with the report's lock: biopsies change only while the endoscopist holds the report.
    await find(panel, '[data-testid="es-biopsy-site"]')
    const add = async (site: string, pieces: string, bottle: string) => {
      typeInto(panel.querySelector<HTMLInputElement>('[data-testid="es-biopsy-site"]')!, site)
      typeInto(panel.querySelector<HTMLInputElement>('[data-testid="es-biopsy-pieces"]')!, pieces)
      typeInto(panel.querySelector<HTMLInputElement>('[data-testid="es-biopsy-bottle"]')!, bottle)
      panel.querySelector<HTMLInputElement>('[data-testid="es-biopsy-bottle"]')!.focus()
      await sendKeys({ press: 'Enter' })
    }
    await add('胃窦', '2', '1')
    await until(() => panel.querySelector('tr[data-biopsy="1"]'), 'the first biopsy listed')
    // The same bottle twice: said on the field, nothing sent.
    await add('胃角', '1', '1')
    await waitForText(panel, 'This bottle number is already used in this exam')
    typeInto(panel.querySelector<HTMLInputElement>('[data-testid="es-biopsy-bottle"]')!, '2')
    panel.querySelector<HTMLInputElement>('[data-testid="es-biopsy-bottle"]')!.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => panel.querySelector('tr[data-biopsy="2"]'), 'the second biopsy listed')
    const stored = await http.get<BiopsyDto[]>('api/biopsy', { examineId: exam.id })
    expect(stored.map((b) => [b.site, b.pieces, b.bottleNo, b.takenBy, b.specimenId])).to.deep.equal([
      ['胃窦', 2, '1', '赵伟', null], ['胃角', 1, '2', '赵伟', null],
    ])
    expect(deepText(panel.querySelector('tr[data-biopsy="1"]')!)).to.contain('Not received yet')

    panel.querySelector<HTMLButtonElement>('[data-testid="es-biopsy-insert"]')!.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => Array.from(root(el).querySelectorAll('textarea')).some((area) => area.value.includes('活检：胃窦 2 块（1 号瓶）；胃角 1 块（2 号瓶）。')),
      'the biopsy lines in the report')
    await expectAccessible(el)
  })
})
