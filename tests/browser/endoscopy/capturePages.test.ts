// The capture test pages and the endoscopy worklist of <clinic-endoscopy>, with Chromium's fake video device.
import { expect } from '@open-wc/testing'
import '../../../elements/clinic-endoscopy'
import { setLocale } from '../../../src/core/i18n'
import { expectAccessible } from '../support/axe'
import { deepText, find, until, waitForText } from '../support/dom'
import { resetAll, signIn } from '../support/session'
import { cameraPlaying, mountEndoscopy } from './support'

const mount = (view: string) => mountEndoscopy(view)
const playing = cameraPlaying

describe('<clinic-endoscopy> capture test pages and worklist', () => {
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

  it('test/cap1 lists the video inputs with labels, takes the resolution asked for, and shows a test capture with its size and time', async function () {
    this.timeout(60_000)
    const el = await mount('test/cap1')
    const root = el.shadowRoot!
    await playing(root)
    await until(() => root.querySelector('[data-testid="es-test-devices"] tbody tr'), 'the device list')
    await until(() => !deepText(root.querySelector('[data-testid="es-test-devices"]')!).includes('no label'), 'labels once access was granted')
    expect(deepText(root.querySelector('[data-testid="es-test-devices"]')!)).to.match(/fake/i)

    const resolution = root.querySelector<HTMLSelectElement>('[data-testid="es-resolution"]')!
    resolution.value = '640x480'
    resolution.dispatchEvent(new Event('change', { bubbles: true, composed: true }))
    await waitForText(root.querySelector('[data-testid="es-capture"]')!, 'The device delivers 640 × 480.', 15_000)
    expect(localStorage.getItem('clinic-es-capture')).to.contain('640x480')

    const video = root.querySelector<HTMLVideoElement>('[data-testid="es-video"]')!
    await until(() => video.videoWidth === 640, 'the new stream playing')
    root.querySelector<HTMLButtonElement>('[data-testid="es-capture-button"]')!.click()
    const size = await find(root, '[data-testid="es-test-size"]')
    expect(deepText(size)).to.match(/^640 × 480 pixels, [\d.]+ KB$/)
    expect(deepText(root.querySelector('[data-testid="es-test-time"]')!)).to.match(/^Capture to display: \d+ ms$/)
    await expectAccessible(el)
  })

  it('test/cap2 captures the same stream through ImageCapture and through the canvas, side by side', async function () {
    this.timeout(60_000)
    const el = await mount('test/cap2')
    const root = el.shadowRoot!
    await playing(root)
    root.querySelector<HTMLButtonElement>('[data-testid="es-capture-button"]')!.click()
    await until(() => root.querySelector('[data-testid="es-test-result"][data-method="imageCapture"] img'), 'the ImageCapture result')
    root.querySelector<HTMLButtonElement>('[data-testid="es-capture-second"]')!.click()
    await until(() => root.querySelector('[data-testid="es-test-result"][data-method="canvas"] img'), 'the canvas result')
    const sizes = Array.from(root.querySelectorAll('[data-testid="es-test-size"]')).map((node) => deepText(node).replace(/, .*/, ''))
    expect(sizes).to.have.length(2)
    expect(sizes[0]).to.equal(sizes[1])
    await expectAccessible(el)
  })

  it('es/diagnosList lists the endoscopy exams', async function () {
    this.timeout(60_000)
    const el = await mount('es/diagnosList')
    await waitForText(el.shadowRoot!, 'Endoscopy reading', 15_000)
    // (The header row is a row too: wait for the exams themselves.)
    await until(() => /ES\d/.test(deepText(el.shadowRoot!)), 'endoscopy exams listed', { timeout: 15_000 })
    await expectAccessible(el)
  })
})
