import { expect, oneEvent, waitUntil } from '@open-wc/testing'
import { configure } from '../../../src/core/config/runtimeConfig'
import type { ExamDto, ImageStudyDto, KeyImageRef, Page, PriorReportDto, ShareLinkIssued, ShareOpenAnswer } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { $token, clearSession } from '../../../src/core/session'
import { $imageViewType } from '../../../src/core/userConfig'
import { deepText, typeInto } from '../support/dom'
import { resetAll, signIn } from '../support/session'
import { button, canvasOf, ctPhantom, drag, imageNumber, mountViewer, panes, paneText, phantomUrl, press, samples, useBuiltCodecs, waitForImage } from './support'

interface Sent {
  url: string
  authorization: string | null
}

/** Records every request the page makes (URL and Authorization header) while letting it through. */
function spyOnFetch(): { sent: Sent[]; restore: () => void } {
  const sent: Sent[] = []
  const original = window.fetch
  window.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    sent.push({ url, authorization: new Headers(init?.headers).get('Authorization') })
    return original(input, init)
  }
  return { sent, restore: () => (window.fetch = original) }
}

/** Two CT exams with the 200-slice phantom study (the newest first). */
async function ctExams(): Promise<ExamDto[]> {
  const page = await http.get<Page<ExamDto>>('api/exams', { modality: 'CT', page: 0, size: 200, sort: 'id,asc' })
  const withImages = page.content.filter((exam) => exam.studyId && exam.imageCount >= 200)
  if (withImages.length < 2) throw new Error('the contract server has fewer than two CT exams with the phantom')
  return withImages
}

/** A CT exam with a prior CT exam of the same patient that has images (both the 200-slice phantom). */
async function priorPair(exams: ExamDto[]): Promise<[number, number]> {
  for (const exam of exams) {
    const priors = await http.get<PriorReportDto[]>('api/reportInfo/once/list', { examineId: exam.id })
    const prior = priors.find((p) => p.modality === 'CT' && p.studyId)
    if (prior) return [exam.id, prior.examineId]
  }
  throw new Error('no CT exam with a prior CT exam on the contract server')
}

describe('<clinic-pic-viewer> with the archive', function () {
  this.timeout(60_000)
  let exams: ExamDto[]

  before(async () => {
    await useBuiltCodecs()
    await signIn('admin')
    exams = await ctExams()
  })
  beforeEach(async () => {
    if (!$token.get()) await signIn('admin')
  })
  after(async () => {
    resetAll()
    $imageViewType.set('WEB')
    await setLocale('zh-CN', false)
  })

  it('loads a study by study-id with the session’s Authorization on every request, and scrolls the 200-slice series', async () => {
    const spy = spyOnFetch()
    try {
      const { root } = await mountViewer({ 'study-id': String(exams[0]!.studyId) })
      await waitForImage(root)
      expect(imageNumber(root)).to.deep.equal([1, 200])
      expect(paneText(root)).to.contain('W 400 L 40')
      const pane = panes(root)[0]!
      press(pane, 'PageDown')
      await waitUntil(() => imageNumber(root)?.[0] === 11, 'PageDown: image 11')
      const images = () => spy.sent.filter((s) => s.url.includes('/api/pacs/image/'))
      await waitUntil(() => images().length > 20, 'the series is being prefetched', { timeout: 10_000 })
      const list = spy.sent.filter((s) => s.url.includes('/api/pacs/retrieve/image/studyId/'))
      expect(list).to.have.length(1)
      for (const request of [...list, ...images()]) expect(request.authorization, request.url).to.equal($token.get())
    } finally {
      spy.restore()
    }
  })

  it('asks for its study as soon as it is on the page, before its first render, and stops when removed before it', async () => {
    const spy = spyOnFetch()
    const list = () => spy.sent.filter((s) => s.url.includes('/api/pacs/retrieve/image/studyId/'))
    try {
      const el = document.createElement('clinic-pic-viewer')
      el.setAttribute('study-id', String(exams[0]!.studyId))
      document.body.append(el)
      // React renders in a task of its own; the request must leave in the microtasks of the connecting one.
      for (let i = 0; i < 50 && list().length === 0; i++) await Promise.resolve()
      expect(list(), 'the series list asked at connect').to.have.length(1)
      expect(el.shadowRoot!.querySelector('[role="toolbar"]'), 'nothing rendered yet').to.equal(null)
      el.remove()
      // The same question answered here means the removed element's answer has come too: it must fetch no image.
      await fetch(list()[0]!.url, { headers: { Authorization: $token.get()! } })
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      expect(spy.sent.filter((s) => s.url.includes('/api/pacs/image/')), 'no image fetched for a removed element').to.deep.equal([])
    } finally {
      spy.restore()
    }
  })

  it('goes on with a load under way when the user\'s image view type arrives beside it', async () => {
    // The user's settings load after the viewer has started (sign-in, then api/userConfig): a view type that changes
    // nothing here (CLIENT with no client viewer configured still shows the study in the browser) must not start the
    // study again from its first image.
    const spy = spyOnFetch()
    try {
      const { root } = await mountViewer({ 'study-id': String(exams[0]!.studyId) })
      await waitForImage(root)
      press(panes(root)[0]!, 'PageDown')
      await waitUntil(() => imageNumber(root)?.[0] === 11, 'PageDown: image 11')
      $imageViewType.set($imageViewType.get() === 'WEB' ? 'CLIENT' : 'WEB')
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      expect(panes(root).length ? imageNumber(root) : 'no image: loading again', 'still on image 11').to.deep.equal([11, 200])
      expect(spy.sent.filter((s) => s.url.includes('/api/pacs/retrieve/image/studyId/')), 'the series list asked once').to.have.length(1)
    } finally {
      spy.restore()
    }
  })

  it('measures HU on the phantom: mediastinal soft tissue ≈ 40 HU and lung ≈ −800 HU at slice 101', async () => {
    const { root } = await mountViewer({ 'study-id': String(exams[0]!.studyId) }, 900, 700)
    await waitForImage(root)
    typeInto(panes(root)[0]!.querySelector<HTMLInputElement>('input[type="range"]')!, '100')
    await waitUntil(() => imageNumber(root)?.[0] === 101)
    await waitForImage(root)
    const canvas = canvasOf(root)
    const at = (x: number, y: number) => {
      const rect = canvas.getBoundingClientRect()
      const scale = Math.min(rect.width / 512, rect.height / 512)
      return { clientX: rect.left + (rect.width - 512 * scale) / 2 + x * scale, clientY: rect.top + (rect.height - 512 * scale) / 2 + y * scale }
    }
    button(root, 'Rectangle ROI').click()
    await drag(canvas, at(248, 244), at(264, 256))
    await drag(canvas, at(168, 228), at(182, 242))
    const text = () => deepText(root.querySelector('section[aria-labelledby="clinic-pic-measurements"]')!)
    await waitUntil(() => (text().match(/Mean/g) ?? []).length === 2, 'two ROIs')
    const means = [...text().matchAll(/Mean (-?[\d.]+) HU/g)].map((m) => Number(m[1]))
    expect(means[0], 'soft tissue').to.be.closeTo(40, 4)
    expect(means[1], 'lung').to.be.closeTo(-800, 4)
  })

  it('uses the element’s token instead of the session, and sends nothing to other origins', async () => {
    const token = $token.get()!
    clearSession()
    const spy = spyOnFetch()
    try {
      const { root } = await mountViewer({ 'study-id': String(exams[0]!.studyId), token: token.replace(/^Bearer /, '') })
      await waitForImage(root)
      const api = spy.sent.filter((s) => s.url.includes('/api/'))
      expect(api.length).to.be.above(1)
      for (const request of api) expect(request.authorization, request.url).to.equal(token)
    } finally {
      spy.restore()
    }
  })

  it('reads a cloud film’s study with its share token alone, with no session at all', async () => {
    const link = await http.post<ShareLinkIssued>('api/shareLinks', { examineId: exams[0]!.id, kind: 'film', withImages: true, expiresIn: '1h', accessCode: false })
    resetAll()
    const opened = await http.post<ShareOpenAnswer>(`api/share/${link.url.slice('/share/'.length)}/open`, {}, { auth: 'none' })
    const spy = spyOnFetch()
    try {
      const { root } = await mountViewer({ 'examine-id': String(opened.examineId), 'share-token': opened.shareToken })
      await waitForImage(root)
      const api = spy.sent.filter((s) => s.url.includes('/api/pacs/'))
      expect(api.length).to.be.above(1)
      for (const request of api) expect(request.authorization, request.url).to.equal(`Share ${opened.shareToken}`)
      expect($token.get(), 'no staff session').to.equal(null)
    } finally {
      spy.restore()
    }
  })

  it('shows the server’s refusal for an unknown study', async () => {
    const { root } = await mountViewer({ 'study-id': '987654' })
    await waitUntil(() => root.querySelector('[role="alert"]'), 'an error', { timeout: 8000 })
    expect(deepText(root)).to.contain('The images could not be loaded')
  })

  it('marks and unmarks a key image through the server and fires clinic-key-image-changed', async () => {
    const exam = exams[1]!
    const query = () => http.get<KeyImageRef[]>('api/keyImage/temporary/query', { examineId: exam.id })
    for (const ref of await query()) await http.post('api/keyImage/temporary/remove', { examineId: exam.id, ids: [ref.imageId] })
    const { el, root } = await mountViewer({ 'examine-id': String(exam.id) })
    await waitForImage(root)
    press(panes(root)[0]!, 'ArrowDown')
    await waitUntil(() => imageNumber(root)?.[0] === 2)
    const star = button(root, 'Mark or unmark key image')
    expect(star.getAttribute('aria-pressed')).to.equal('false')
    const marked = oneEvent(el, 'clinic-key-image-changed')
    star.click()
    const { detail } = await marked
    expect(detail).to.include({ examineId: String(exam.id), marked: true })
    const refs = await query()
    expect(refs.map((r) => String(r.imageId))).to.deep.equal(detail.ids)
    await waitUntil(() => paneText(root).includes('Key image'), 'star in the overlay')
    expect(star.getAttribute('aria-pressed')).to.equal('true')

    // A fresh viewer reads the marks back from the server.
    const again = await mountViewer({ 'examine-id': String(exam.id) })
    await waitForImage(again.root)
    press(panes(again.root)[0]!, 'ArrowDown')
    await waitUntil(() => paneText(again.root).includes('Key image'), 'the mark came back from the query')

    const unmarked = oneEvent(el, 'clinic-key-image-changed')
    button(root, 'Mark or unmark key image').click()
    expect((await unmarked).detail.marked).to.equal(false)
    expect(await query()).to.deep.equal([])
  })

  it('compares with a prior exam side by side and scrolls both in step', async () => {
    const [current, prior] = await priorPair(exams)
    const { root } = await mountViewer({ 'examine-id': String(current), 'compare-examine-id': String(prior) }, 1000, 600)
    await waitUntil(() => panes(root).length === 2, 'two panes', { timeout: 8000 })
    await waitForImage(root, 0)
    await waitForImage(root, 1)
    expect(paneText(root, 1)).to.contain('Prior exam')
    expect(button(root, 'Synchronised scrolling').getAttribute('aria-pressed')).to.equal('true')
    const priorCount = imageNumber(root, 1)![1]
    press(panes(root)[0]!, 'ArrowDown')
    press(panes(root)[0]!, 'ArrowDown')
    // The prior follows the current exam (as far as its own stack goes).
    await waitUntil(() => imageNumber(root, 0)?.[0] === 3 && imageNumber(root, 1)?.[0] === Math.min(3, priorCount), 'in step', { timeout: 5000 })
  })

  it('scrolls two stacks in step when synchronised scrolling is on, and apart when it is off', async () => {
    const slices = [0, 1, 2, 3, 4].map((i) => phantomUrl({ ...ctPhantom(), seriesUid: '1.2.3.4.99', instanceNumber: i + 1, position: -i * 5 }))
    const ct5n = ['2062', '2392', '2693', '3023', '3353'].map((n) => `${samples}series_CT5N/${n}.dcm`)
    const { root } = await mountViewer({ src: [...ct5n, ...slices].join(' '), layout: '1x2' }, 1000, 500)
    await waitForImage(root, 0)
    await waitForImage(root, 1)
    expect(imageNumber(root, 1)).to.deep.equal([1, 5])
    const sync = button(root, 'Synchronised scrolling')
    expect(sync.getAttribute('aria-pressed')).to.equal('false')
    sync.click()
    press(panes(root)[0]!, 'ArrowDown')
    press(panes(root)[0]!, 'ArrowDown')
    await waitUntil(() => imageNumber(root, 0)?.[0] === 3 && imageNumber(root, 1)?.[0] === 3, 'both at image 3', { timeout: 5000 })
    button(root, 'Synchronised scrolling').click()
    press(panes(root)[0]!, 'ArrowDown')
    await waitUntil(() => imageNumber(root, 0)?.[0] === 4)
    expect(imageNumber(root, 1)?.[0], 'no longer in step').to.equal(3)
  })

  it('hands the study to the client viewer when the user views images in the CLIENT', async () => {
    $imageViewType.set('CLIENT')
    configure({ clientViewerUrl: 'clinicviewer://open?study={studyId}&exam={examineId}&uid={studyUid}&patient={patientId}' })
    try {
      const study = await http.get<ImageStudyDto>(`api/pacs/retrieve/image/studyId/${exams[0]!.studyId}`)
      expect(study.studyInstanceUid, 'the study has its DICOM identity').to.match(/^[\d.]+$/)
      const { root } = await mountViewer({ 'study-id': String(exams[0]!.studyId) }, 900, 600, 'a[href^="clinicviewer:"]')
      const expected = `clinicviewer://open?study=${exams[0]!.studyId}&exam=&uid=${study.studyInstanceUid}&patient=${encodeURIComponent(study.patientId)}`
      expect(root.querySelector('a')!.getAttribute('href')).to.equal(expected)
      // The application is launched at once by a hidden frame; the link opens it again.
      expect(root.querySelector<HTMLIFrameElement>('iframe[data-client-launch]')?.getAttribute('src')).to.equal(expected)
      expect(deepText(root)).to.contain('Images open in the client viewer')
      expect(root.querySelector('canvas'), 'no web viewer').to.equal(null)
      Array.from(root.querySelectorAll('button')).find((b) => b.textContent?.includes('View in the browser instead'))!.click()
      await waitForImage(root)
      expect(root.querySelector('iframe[data-client-launch]'), 'no launch frame left behind').to.equal(null)
    } finally {
      $imageViewType.set('WEB')
      configure({ clientViewerUrl: null })
    }
  })

  it('refuses a client-viewer URL that would run in the page', async () => {
    $imageViewType.set('CLIENT')
    configure({ clientViewerUrl: 'javascript:alert({studyId})' })
    try {
      const { root } = await mountViewer({ 'study-id': String(exams[0]!.studyId) }, 900, 600, '[role="alert"]')
      expect(deepText(root)).to.contain('refused client-viewer URL scheme')
      expect(root.querySelector('a[href^="javascript:"], iframe'), 'no link, no frame').to.equal(null)
    } finally {
      $imageViewType.set('WEB')
      configure({ clientViewerUrl: null })
    }
  })
})
