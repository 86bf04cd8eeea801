// Scrolling onto a slice that has not arrived yet: the viewer keeps the previous picture meanwhile, and must draw the
// slice itself once it comes — against the seeded calcium-scoring CT, whose plaques say which slice is on screen.
import { expect, waitUntil } from '@open-wc/testing'
import { CALCIUM_CT, CALCIUM_LESIONS } from '../../../demo/server/lib/calciumPhantom'
import type { ExamDto, ImageStudyDto, Page } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { expectAccessible } from '../support/axe'
import { deepText } from '../support/dom'
import { resetAll, signIn } from '../support/session'
import { canvasOf, imageNumber, imagePoint, mountViewer, panes, press, rgbAt, useBuiltCodecs, waitForImage } from './support'

const size = { width: CALCIUM_CT.columns, height: CALCIUM_CT.rows }
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

describe('<clinic-pic-viewer> scrolled onto a slice still loading', function () {
  this.timeout(60_000)
  let hold = ''
  before(useBuiltCodecs)
  beforeEach(async () => {
    resetAll()
    await setLocale('en', false)
    await signIn('fangshe')
  })
  afterEach(async () => {
    if (hold) await fetch(`/__fault/release?match=${encodeURIComponent(hold)}`)
    resetAll()
    await setLocale('zh-CN', false)
  })

  it('has its viewport and canvas ready, saying it is loading, while the study\'s series are still being listed', async () => {
    const exams = await http.get<Page<ExamDto>>('api/exams', { modality: 'CT', page: 0, size: 500 })
    const exam = exams.content.find((e) => e.examItem === '冠状动脉钙化积分 CT' && e.studyId)!
    hold = `^api/pacs/retrieve/image/studyId/${exam.studyId}$`
    await fetch(`/__fault/hold?match=${encodeURIComponent(hold)}`)
    const { root } = await mountViewer({ 'study-id': String(exam.studyId), 'api-base': '/__fault/held/' }, 900, 700)
    await waitUntil(() => panes(root).length === 1 && canvasOf(root) && deepText(panes(root)[0]!).includes('Loading'), 'a viewport that says it is loading')
    expect(root.querySelector('[role="status"]')?.textContent).to.equal('Loading…')
    await expectAccessible(root.host as HTMLElement)
    await fetch(`/__fault/release?match=${encodeURIComponent(hold)}`)
    hold = ''
    await waitForImage(root, 0, 20_000)
    expect(deepText(panes(root)[0]!)).not.to.include('Loading')
  })

  it('draws the slice when it arrives, not the picture it drew again while the slice loaded', async () => {
    // The right coronary plaque lies on two slices only; the slice before them shows tissue where it is.
    const plaque = CALCIUM_LESIONS.find((l) => l.artery === 'RCA' && !CALCIUM_LESIONS.some((o) => o.artery === 'RCA' && o.slice === l.slice - 1))!
    const exams = await http.get<Page<ExamDto>>('api/exams', { modality: 'CT', page: 0, size: 500 })
    const exam = exams.content.find((e) => e.examItem === '冠状动脉钙化积分 CT' && e.studyId)!
    const study = await http.get<ImageStudyDto>(`api/pacs/retrieve/image/studyId/${exam.studyId}`)
    const slice = study.series[0]!.instances.find((i) => i.instanceNumber === plaque.slice + 1)!
    // Only that slice's file is held back; everything else goes straight through to the contract server.
    hold = `^api/pacs/image/${slice.id}$`
    await fetch(`/__fault/hold?match=${encodeURIComponent(hold)}`)
    const { el, root } = await mountViewer({ 'study-id': String(exam.studyId), 'api-base': '/__fault/held/' }, 900, 700)
    await waitForImage(root, 0, 20_000)

    const pane = panes(root)[0]!
    for (let i = 0; i < plaque.slice; i++) press(pane, 'ArrowDown')
    await waitUntil(() => imageNumber(root)?.[0] === plaque.slice + 1, `image ${plaque.slice + 1}`)
    // Meanwhile the picture is drawn again: the reader widens the window (any redraw does — a resize, a window preset).
    const canvas = canvasOf(root)
    const before = canvas.width
    el.style.width = '1000px'
    await waitUntil(() => canvas.width !== before, 'the picture drawn again at the new size')
    await nextFrame()
    const centre = imagePoint(canvas, size, Math.round(plaque.cx) + 0.5, Math.round(plaque.cy) + 0.5)
    // 40 HU tissue draws at grey 127 in the 40/400 window; the plaque (≥ 150 HU) at 197 or brighter.
    expect(rgbAt(canvas, centre.localX, centre.localY)[0], 'the previous slice shown meanwhile').to.be.below(180)

    await fetch(`/__fault/release?match=${encodeURIComponent(hold)}`)
    hold = ''
    await waitUntil(() => rgbAt(canvas, centre.localX, centre.localY)[0] > 180, `the plaque of image ${plaque.slice + 1} drawn`, { timeout: 10_000 })
    expect(imageNumber(root)?.[0]).to.equal(plaque.slice + 1)
  })
})
