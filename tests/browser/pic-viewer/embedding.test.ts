import { expect, waitUntil } from '@open-wc/testing'
import { setViewport } from '@web/test-runner-commands'
import type { ExamDto, Page } from '../../../src/core/contract'
import { http } from '../../../src/core/http'
import { setLocale } from '../../../src/core/i18n'
import { resetOuterSession } from '../../../src/core/report/outerSession'
import { openConsole, resetConsole } from '../support/console'
import { deepText } from '../support/dom'
import { resetAll, signIn } from '../support/session'
import '../../../elements/clinic-report-viewer'
import { litPixels, useBuiltCodecs } from './support'

/** Loads a page in an iframe of the test page (same origin) and resolves with its window. */
async function frame(src: string, height = 900): Promise<Window> {
  const iframe = document.createElement('iframe')
  iframe.style.width = '1200px'
  iframe.style.height = `${height}px`
  iframe.src = src
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }))
  document.body.append(iframe)
  await loaded
  return iframe.contentWindow!
}

/** Whether every viewport pane of a viewer shows an image (its canvas has lit pixels) or an ECG. */
function panesDrawn(viewer: Element, count: number): boolean {
  const panes = Array.from(viewer.shadowRoot?.querySelectorAll('section[data-viewport]') ?? [])
  return (
    panes.length === count &&
    panes.every((pane) => {
      const canvas = pane.querySelector('canvas')
      return canvas && canvas.width > 1 && litPixels(canvas) > 0
    })
  )
}

describe('<clinic-pic-viewer> embedded', function () {
  this.timeout(60_000)
  afterEach(() => document.querySelectorAll('iframe').forEach((iframe) => iframe.remove()))
  after(() => setLocale('zh-CN', false))

  it('works from the classic script tag alone on demo/picviewer.html, codecs found beside the script', async () => {
    const win = await frame('/demo/picviewer.html')
    const doc = win.document
    expect(doc.querySelectorAll('script[type="module"]'), 'no module loader on the page').to.have.length(0)
    expect(doc.querySelector('script[src="/dist/iife/clinic-pic-viewer.js"]')).not.to.equal(null)
    const viewer = doc.getElementById('samples')!
    await waitUntil(() => win.customElements.get('clinic-pic-viewer') && panesDrawn(viewer, 2), 'the CT study drawn', { timeout: 15_000 })
    // Compressed study: JPEG lossless, 12-bit JPEG, HTJ2K and JPEG 2000 in four panes, decoded by codecs loaded on demand.
    doc.querySelector<HTMLInputElement>('input[value="compressed"]')!.click()
    await waitUntil(() => panesDrawn(viewer, 4), 'the compressed study drawn', { timeout: 15_000 })
    const resources = win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)
    expect(resources).to.include('/dist/iife/codecs/decode-worker.js')
    expect(resources.filter((path) => path.startsWith('/dist/es/')), 'nothing from the ES build').to.deep.equal([])

    doc.querySelector<HTMLInputElement>('input[value="mr"]')!.click()
    await waitUntil(() => deepText(viewer.shadowRoot!).includes('incomplete (truncated)'), 'MR_truncated’s error', { timeout: 15_000 })
    doc.querySelector<HTMLInputElement>('input[value="ecg"]')!.click()
    await waitUntil(() => deepText(viewer.shadowRoot!).includes('25 mm/s'), 'the ECG', { timeout: 15_000 })
  })

  it('shows a study inside the console at /webouterpage/picPage with the page’s session', async () => {
    await useBuiltCodecs()
    resetConsole()
    await signIn('admin')
    const exams = await http.get<Page<ExamDto>>('api/exams', { modality: 'CT', page: 0, size: 20 })
    const studyId = exams.content.find((exam) => exam.studyId)!.studyId!
    await setViewport({ width: 1200, height: 860 })
    // The console's own view catalogue (elements/views.ts) maps this route's query to the element's attributes.
    try {
      const el = await openConsole(`/webouterpage/picPage?studyId=${studyId}`)
      let viewer: Element | null = null
      await waitUntil(() => (viewer = el.shadowRoot?.querySelector('clinic-pic-viewer') ?? null), 'the viewer in the console', { timeout: 15_000 })
      expect(viewer!.getAttribute('study-id')).to.equal(String(studyId))
      await waitUntil(() => panesDrawn(viewer!, 1), 'the study drawn inside the console', { timeout: 15_000 })
      expect(deepText(viewer!.shadowRoot!)).to.contain('Im 1/200')
      // The page is the viewer: it fills the window's height, not the element's default 600 px.
      expect(Math.round(viewer!.getBoundingClientRect().height)).to.equal(innerHeight)
    } finally {
      resetConsole()
    }
  })

  it('beside a report viewer that is still signing in to the HIS session, waits for that session and then shows the exam', async () => {
    await useBuiltCodecs()
    resetAll()
    resetOuterSession()
    // An exam of the seed with a DICOM image and two captures (the report viewer's key-image exam).
    const host = document.createElement('div')
    host.innerHTML =
      '<clinic-report-viewer locale="en" examine-id="32" username="hisapi" password="123456"></clinic-report-viewer>' +
      '<clinic-pic-viewer locale="en" examine-id="32" style="display:block;width:900px;height:500px"></clinic-pic-viewer>'
    document.body.append(host)
    try {
      const viewer = host.querySelector('clinic-pic-viewer')!
      await waitUntil(() => viewer.shadowRoot?.querySelector('[role="toolbar"]'), 'viewer rendered', { timeout: 10_000 })
      await waitUntil(() => panesDrawn(viewer, 1), 'the exam drawn once the HIS session arrived', { timeout: 20_000 })
      expect(viewer.shadowRoot!.querySelector('[role="alert"]'), 'no "login expired" left behind').to.equal(null)
    } finally {
      host.remove()
      resetAll()
      resetOuterSession()
    }
  })

  it('without any session, says it waits for a sign-in instead of failing', async () => {
    resetAll()
    resetOuterSession()
    const viewer = document.createElement('clinic-pic-viewer')
    viewer.setAttribute('locale', 'en')
    viewer.setAttribute('examine-id', '32')
    document.body.append(viewer)
    try {
      await waitUntil(() => deepText(viewer.shadowRoot ?? document.createElement('div')).includes('Waiting for a sign-in'), 'waiting', { timeout: 10_000 })
      expect(viewer.shadowRoot!.querySelector('[role="alert"]')).to.equal(null)
    } finally {
      viewer.remove()
    }
  })
})
