// Endoscopy captures in the report (issue 13), against the contract server: the captures the endoscopist included
// show after the key images in print order with their sites, open large in a dialog the keyboard drives, and print
// as a grid of figures.
import { expect, fixture, html } from '@open-wc/testing'
import { emulateMedia, sendKeys } from '@web/test-runner-commands'
import '../../../elements/clinic-report-viewer'
import type { EndoscopyCaptureDto, ExamDto, Page, ReportViewDto } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { expectAccessible } from '../support/axe'
import { deepText, find, until } from '../support/dom'
import { resetAll, signIn } from '../support/session'
import { pngOf, uploadCapture } from '../support/captures'

const SITES = ['胃窦', '十二指肠球部']

async function update(capture: EndoscopyCaptureDto, body: { site?: string; inReport?: boolean }): Promise<EndoscopyCaptureDto> {
  const list = await http.get<EndoscopyCaptureDto[]>(`api/endoscopy/captures/${capture.examineId}`)
  const current = list.find((c) => c.id === capture.id)!
  return http.put<EndoscopyCaptureDto>(`api/endoscopy/captures/${capture.id}`, { ...body, version: current.version })
}

/** An ES exam whose report is neither signed nor void (a draft or a preliminary one), with no captures yet. */
async function unsignedEndoscopyExam(): Promise<number> {
  const page = await http.get<Page<ExamDto>>('api/exams', { modality: 'ES', size: 500 })
  for (const exam of page.content.filter((e) => e.reportId)) {
    const view = await http.get<ReportViewDto>('api/reportInfo/view', { examineId: exam.id })
    if (view.report && ['draft', 'preliminary'].includes(view.report.state) && !view.report.captures) return exam.id
  }
  throw new Error('no endoscopy exam with an unsigned report in the seed')
}

async function mount(examineId: number): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(html`<clinic-report-viewer examine-id=${String(examineId)} locale="en"></clinic-report-viewer>`)
  await until(() => el.shadowRoot?.querySelector('[data-state="draft"], [data-state="preliminary"]'), 'the report shown')
  return el
}

const figures = (root: ShadowRoot): HTMLElement[] => [...root.querySelectorAll<HTMLElement>('[data-section="captures"] figure')]
const dialogOf = (root: ShadowRoot): HTMLElement | null => root.querySelector<HTMLElement>('[role="dialog"]')

describe('<clinic-report-viewer> endoscopy captures', () => {
  let examineId: number
  let captures: EndoscopyCaptureDto[]

  before(async () => {
    resetAll()
    await signIn('neijing')
    examineId = await unsignedEndoscopyExam()
    const uploaded = [await uploadCapture(examineId, await pngOf('#b03020')), await uploadCapture(examineId, await pngOf('#2040a0'))]
    captures = [await update(uploaded[0]!, { site: SITES[0] }), await update(uploaded[1]!, { site: SITES[1] })]
    // The second one first in print.
    await http.put(`api/endoscopy/captures/${examineId}/order`, { ids: [captures[1]!.id, captures[0]!.id] })
  })

  after(async () => {
    await emulateMedia({ media: 'screen' })
    if (captures?.length) await http.del('api/endoscopy/captures', captures.map((c) => c.id))
    resetAll()
  })

  it('shows the included captures after the key images, in print order, each with its site under it', async () => {
    const el = await mount(examineId)
    const root = el.shadowRoot!
    const section = await find(root, '[data-section="captures"]')
    expect(deepText(section.querySelector('h3')!)).to.equal('Images')
    await until(() => figures(root).length === 2, 'two figures')
    expect(figures(root).map((f) => Number(f.dataset.captureFigure))).to.deep.equal([captures[1]!.id, captures[0]!.id])
    expect(figures(root).map((f) => deepText(f.querySelector('figcaption')!).trim())).to.deep.equal([`Image 1: ${SITES[1]}`, `Image 2: ${SITES[0]}`])
    // Every section of the paper is in document order: the captures come after findings and impression.
    const sections = [...root.querySelectorAll<HTMLElement>('article section[data-section]')].map((s) => s.dataset.section)
    expect(sections.at(-1)).to.equal('captures')

    await until(() => figures(root).every((f) => {
      const img = f.querySelector('img')
      return img?.complete && img.naturalWidth > 0
    }), 'both thumbnails loaded')
    const images = figures(root).map((f) => f.querySelector('img')!)
    expect(images.map((img) => img.naturalWidth)).to.deep.equal([320, 320])
    expect(images.map((img) => img.alt)).to.deep.equal([`Image 1: ${SITES[1]}`, `Image 2: ${SITES[0]}`])
    expect(figures(root).map((f) => f.querySelector('button')!.getAttribute('aria-label'))).to.deep.equal([
      `Show image 1 large: ${SITES[1]}`, `Show image 2 large: ${SITES[0]}`,
    ])
    await expectAccessible(el)
  })

  it('opens a capture large by keyboard, moves with the arrow keys, and gives the focus back on Escape', async () => {
    const el = await mount(examineId)
    const root = el.shadowRoot!
    await until(() => figures(root).length === 2 && figures(root)[0]!.querySelector('img')?.naturalWidth, 'the thumbnails')
    const thumbnail = figures(root)[0]!.querySelector('button')!
    const thumbWidth = thumbnail.getBoundingClientRect().width
    thumbnail.focus()
    await sendKeys({ press: 'Enter' })
    await until(() => dialogOf(root), 'the dialog open')
    const dialog = dialogOf(root)!
    await until(() => dialog.contains(root.activeElement), 'focus inside the dialog')
    const large = () => dialog.querySelector<HTMLImageElement>('img')
    await until(() => large()?.complete && large()!.naturalWidth > 0, 'the large image loaded')
    expect(deepText(dialog.querySelector('h2')!).trim()).to.equal(SITES[1])
    expect(large()!.alt).to.equal(`Image 1: ${SITES[1]}`)
    expect(large()!.getBoundingClientRect().width, 'larger than its thumbnail').to.be.greaterThan(thumbWidth * 2)
    expect(deepText(dialog)).to.include(`Image 1 of 2: ${SITES[1]}`)

    await sendKeys({ press: 'ArrowRight' })
    await until(() => deepText(dialog.querySelector('h2')!).trim() === SITES[0], 'the next capture')
    await until(() => large()?.alt === `Image 2: ${SITES[0]}` && large()!.naturalWidth > 0, 'its image')
    expect(deepText(dialog)).to.include(`Image 2 of 2: ${SITES[0]}`)
    await sendKeys({ press: 'ArrowRight' })
    await until(() => deepText(dialog.querySelector('h2')!).trim() === SITES[1], 'round to the first')
    const previous = [...dialog.querySelectorAll('button')].find((b) => deepText(b).includes('Previous image'))!
    previous.click()
    await until(() => deepText(dialog.querySelector('h2')!).trim() === SITES[0], 'the previous button')

    // Contrast is judged once the dialog has finished fading in.
    await until(() => getComputedStyle(dialog).opacity === '1', 'the dialog fully shown')
    await expectAccessible(el)

    await sendKeys({ press: 'Escape' })
    await until(() => !dialogOf(root), 'the dialog closed')
    await until(() => root.activeElement === thumbnail, `focus back on the thumbnail; on ${root.activeElement?.outerHTML.slice(0, 80) ?? document.activeElement?.localName}`)
  })

  it('says the large image is loading, readably on its dark stage, while the archive is slow', async () => {
    const el = await fixture<HTMLElement>(html`<clinic-report-viewer examine-id=${String(examineId)} locale="en" api-base="/__fault/held/"></clinic-report-viewer>`)
    const root = el.shadowRoot!
    await until(() => root.querySelector('[data-state="draft"], [data-state="preliminary"]'), 'the report shown')
    await until(() => figures(root).length === 2 && figures(root)[0]!.querySelector('img')?.naturalWidth, 'the thumbnails')
    const match = encodeURIComponent('^api/endoscopy/captures/file/')
    await fetch(`/__fault/hold?match=${match}`)
    try {
      // The thumbnails were read already; the large image asks again (a new object URL) and waits.
      figures(root)[1]!.querySelector('button')!.click()
      await until(() => dialogOf(root), 'the dialog open')
      const dialog = dialogOf(root)!
      await until(() => getComputedStyle(dialog).opacity === '1', 'the dialog fully shown')
      const spinner = await find(dialog, '[role="progressbar"]')
      expect(deepText(spinner.parentElement!)).to.include('Loading')
      await expectAccessible(el)
    } finally {
      await fetch(`/__fault/release?match=${match}`)
    }
    const dialog = dialogOf(root)!
    await until(() => dialog.querySelector<HTMLImageElement>('img')?.naturalWidth, 'the image once the archive answers')
    expect(dialog.querySelector('[role="progressbar"]')).to.equal(null)
  })

  it('prints the figures in a grid of three a row, none split over a page', async () => {
    const el = await mount(examineId)
    const root = el.shadowRoot!
    await until(() => figures(root).length === 2, 'two figures')
    await emulateMedia({ media: 'print' })
    try {
      const list = root.querySelector<HTMLElement>('[data-section="captures"] ol')!
      await until(() => getComputedStyle(list).display === 'grid', 'a grid in print')
      expect(getComputedStyle(list).gridTemplateColumns.split(' ')).to.have.length(3)
      const figure = figures(root)[0]!
      expect(getComputedStyle(figure).breakInside).to.equal('avoid')
      expect(getComputedStyle(figure.querySelector('figcaption')!).fontSize).to.equal('12px')
      // A third of the printable width, less the gaps: far wider than the 160 px screen thumbnail.
      expect(figure.querySelector('button')!.getBoundingClientRect().width).to.be.greaterThan(160)
    } finally {
      await emulateMedia({ media: 'screen' })
    }
  })

  it('leaves out a capture once it is excluded from the report', async () => {
    await update(captures[1]!, { inReport: false })
    const el = await mount(examineId)
    const root = el.shadowRoot!
    await until(() => figures(root).length === 1, 'one figure left')
    expect(Number(figures(root)[0]!.dataset.captureFigure)).to.equal(captures[0]!.id)
    expect(deepText(figures(root)[0]!.querySelector('figcaption')!).trim()).to.equal(`Image 1: ${SITES[0]}`)
  })
})
