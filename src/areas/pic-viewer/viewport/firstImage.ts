import type { ViewerModel } from '../model/ViewerModel'

const shown = new WeakMap<HTMLElement, () => void>()

/**
 * Draws the viewer's first image before its interface exists: a canvas over the whole element, in its shadow root,
 * into which the active viewport draws as soon as its image is decoded — the toolbar, series panel and overlays
 * (React and Fluent, a few hundred milliseconds of script on a slow machine) come after. The viewer's own viewport
 * canvas takes over when it mounts, and this one goes. It covers the element's box, which the element kit shapes
 * before the interface (the viewer's `hostCss`: a positioned block of its own height). Only for looking: hidden from
 * assistive technology (the interface announces the study) and from the pointer.
 *
 * @example
 * loadEarly(host) // starts the load, then showFirstImage(host, viewer)
 */
export function showFirstImage(host: HTMLElement, viewer: ViewerModel): void {
  const root = host.shadowRoot
  if (!root || shown.has(host) || root.querySelector('[data-clinic-root]')) return
  const box = document.createElement('div')
  box.setAttribute('data-first-image', '')
  box.setAttribute('aria-hidden', 'true')
  box.style.cssText = 'position:absolute;inset:0;background:#000;pointer-events:none'
  const canvas = document.createElement('canvas')
  canvas.style.cssText = 'display:block;width:100%;height:100%'
  box.append(canvas)
  root.prepend(box)
  const gone = () => {
    box.remove()
    shown.delete(host)
  }
  const detach = viewer.active().attach(canvas, gone)
  shown.set(host, () => {
    detach()
    gone()
  })
}

/**
 * Takes the first-image canvas away (the viewer's interface is there, or the element left the page).
 *
 * @example
 * useLayoutEffect(() => endFirstImage(host), [host])
 */
export function endFirstImage(host: HTMLElement): void {
  shown.get(host)?.()
}

/**
 * Resolves once the element's first image is on screen, the load failed or `cap` ms have passed — at once when
 * nothing is being shown early (no load started before the interface).
 *
 * @example
 * toLazyElement(load, { renderAfter: (host) => firstImageOrLater(host, viewerOf(host), 500) })
 */
export function firstImageOrLater(host: HTMLElement, viewer: ViewerModel | undefined, cap: number): Promise<void> {
  if (!viewer || !shown.has(host)) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(done, cap)
    const stop = viewer.$phase.listen((phase) => {
      if (phase.kind !== 'loading' && phase.kind !== 'ready') done()
    })
    void viewer.active().drawn.then(done)
    function done() {
      clearTimeout(timer)
      stop()
      resolve()
    }
  })
}
