import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import { mountViewer, nextFrame, samples, useBuiltCodecs } from '../pic-viewer/support'
import { expectAccessible } from '../support/axe'
import { buttonByText, deepActive, deepText, until } from '../support/dom'

/** CSS pixels per millimetre of paper: the sheet is drawn at 96 px per inch. */
const PX_PER_MM = 96 / 25.4

interface Measured {
  lead: string
  ms: number
  mV: number
}

/** The viewer on the sample 12-lead ECG, its calipers on, and every `clinic-ecg-measured` it fires. */
async function ecgWithCalipers() {
  const { el, root } = await mountViewer({ src: `${samples}waveform_ecg.dcm` }, 1100, 700)
  const events: Measured[] = []
  el.addEventListener('clinic-ecg-measured', (event) => events.push(event.detail))
  await until(() => deepText(root).includes('25 mm/s · 10 mm/mV'), 'ECG sheet shown', { timeout: 10_000 })
  await until(() => root.querySelector<HTMLCanvasElement>('canvas[role="img"]')?.width, 'sheet drawn')
  const toggle = buttonByText(root, 'Calipers')!
  expect(toggle.getAttribute('aria-pressed')).to.equal('false')
  toggle.click()
  await until(() => root.querySelector('[data-calipers="on"]'), 'calipers on')
  const sheet = root.querySelector<HTMLElement>('[data-calipers="on"]')!
  return { el, root, sheet, events, toggle }
}

/** A synthetic mouse pointer event at client coordinates. */
function pointer(target: Element, type: string, clientX: number, clientY: number, buttons = 1): void {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, clientX, clientY, pointerId: 1, pointerType: 'mouse', button: 0, buttons, isPrimary: true }))
}

describe('ECG calipers on the picture viewer\'s sheet', () => {
  before(useBuiltCodecs)

  it('measures a drag of known pixels on the rhythm strip in ms and mV, within a pixel, and says so', async () => {
    const { root, sheet, events } = await ecgWithCalipers()
    const rect = sheet.getBoundingClientRect()
    // The sheet is true scale: 8 mm margin, three 30 mm rows, then the lead II rhythm strip with its baseline at 113 mm.
    const start = { x: rect.left + 60 * PX_PER_MM, y: rect.top + 113 * PX_PER_MM }
    pointer(sheet, 'pointerdown', start.x, start.y)
    for (let i = 1; i <= 4; i++) {
      pointer(sheet, 'pointermove', start.x + 25 * i, start.y - 7.5 * i)
      await nextFrame()
    }
    pointer(sheet, 'pointerup', start.x + 100, start.y - 30, 0)
    await until(() => events.length === 1, 'one measurement sent')
    // 100 px = 26.46 mm at 25 mm/s = 1058.3 ms; 30 px up = 7.94 mm at 10 mm/mV = 0.794 mV. One pixel is 10.6 ms, 0.026 mV.
    const pixelMs = (1 / PX_PER_MM / 25) * 1000
    const pixelMv = 1 / PX_PER_MM / 10
    const { lead, ms, mV } = events[0]!
    expect(lead).to.equal('II')
    expect(ms).to.be.closeTo((100 / PX_PER_MM / 25) * 1000, pixelMs)
    expect(mV).to.be.closeTo(30 / PX_PER_MM / 10, pixelMv)
    const status = deepText(root.querySelector('[role="status"]')!)
    expect(status).to.equal(`II: Δt ${ms} ms · Δ ${mV.toFixed(2)} mV`)
    // Drawn on the sheet with its reading.
    expect(root.querySelectorAll('svg line').length).to.equal(4)
    expect(root.querySelector('svg text')?.textContent).to.equal(status)
    // A drag elsewhere measures the lead it starts on: V1 is the third column (2.5 s = 62.5 mm each, from 133 mm) of the first row.
    pointer(sheet, 'pointerdown', rect.left + 140 * PX_PER_MM, rect.top + 23 * PX_PER_MM)
    pointer(sheet, 'pointermove', rect.left + 150 * PX_PER_MM, rect.top + 23 * PX_PER_MM)
    pointer(sheet, 'pointerup', rect.left + 150 * PX_PER_MM, rect.top + 23 * PX_PER_MM, 0)
    await until(() => events.length === 2, 'second measurement sent')
    expect(events[1]).to.deep.include({ lead: 'V1', mV: 0 })
    expect(events[1]!.ms).to.be.closeTo(400, pixelMs)
    await expectAccessible(root.host)
  })

  it('works from the keyboard: Enter places a caliper, arrows move the active end, Enter switches ends, Escape removes it', async () => {
    const { root, sheet, events, toggle } = await ecgWithCalipers()
    toggle.focus()
    await sendKeys({ press: 'Tab' })
    await until(() => deepActive() === sheet, 'the sheet takes focus after the toggle')
    expect(sheet.getAttribute('role')).to.equal('application')
    expect(sheet.getAttribute('aria-label')).to.equal('ECG sheet: calipers')
    await sendKeys({ press: 'Enter' })
    await until(() => events.length === 1, 'a caliper placed')
    expect(events[0]).to.deep.equal({ lead: 'II', ms: 200, mV: 0 })
    await sendKeys({ press: 'ArrowRight' })
    await sendKeys({ down: 'Shift' })
    await sendKeys({ press: 'ArrowRight' })
    await sendKeys({ up: 'Shift' })
    await sendKeys({ press: 'ArrowUp' })
    await until(() => events.length === 4, 'three moves measured')
    expect(events[3]).to.deep.equal({ lead: 'II', ms: 440, mV: 0.1 })
    // The other end: 1 mm earlier lengthens the interval; the second end still stands 0.1 mV above it.
    await sendKeys({ press: 'Enter' })
    await sendKeys({ press: 'ArrowLeft' })
    await until(() => events.length === 5, 'the first end moved')
    expect(events[4]).to.deep.equal({ lead: 'II', ms: 480, mV: 0.1 })
    await until(() => deepText(root.querySelector('[role="status"]')!) === 'II: Δt 480 ms · Δ 0.10 mV', 'reading shown')
    // The viewer's own arrow keys (stack scroll) stay out while the sheet measures; Escape removes the caliper.
    await sendKeys({ press: 'Escape' })
    await until(() => root.querySelectorAll('svg line').length === 0, 'caliper removed')
    expect(deepActive()).to.equal(sheet)
  })
})
