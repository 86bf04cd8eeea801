// What the endoscopy tests share: mounting the element wide enough for the capture panel, and waiting for Chromium's
// fake camera to play.
import { fixture, html } from '@open-wc/testing'
import '../../../elements/clinic-endoscopy'
import { find, until } from '../support/dom'

/** Mounts `<clinic-endoscopy view=… [examine-id=…]>` in English, 1400 px wide. */
export async function mountEndoscopy(view: string, examineId?: number): Promise<HTMLElement> {
  const el = examineId === undefined
    ? await fixture<HTMLElement>(html`<clinic-endoscopy view=${view} locale="en"></clinic-endoscopy>`)
    : await fixture<HTMLElement>(html`<clinic-endoscopy view=${view} examine-id=${String(examineId)} locale="en"></clinic-endoscopy>`)
  el.style.width = '1400px'
  return el
}

/** The live picture is playing: the device reported its size and the video has a frame. */
export async function cameraPlaying(root: ShadowRoot): Promise<void> {
  await find(root, '[data-testid="es-actual"]', 15_000)
  const video = root.querySelector<HTMLVideoElement>('[data-testid="es-video"]')!
  await until(() => video.videoWidth > 0 && video.readyState >= 2, 'the fake camera playing', { timeout: 15_000 })
}

