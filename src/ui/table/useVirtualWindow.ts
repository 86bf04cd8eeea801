import { useCallback, useLayoutEffect, useState, type RefObject } from 'react'

/** The rows to render of a long list: `[start, end)`, with the space the others take above and below. */
export interface VirtualWindow {
  start: number
  end: number
  before: number
  after: number
}

/**
 * Which rows of a list of `count` rows of `rowHeight` pixels a scrolling viewport shows, with `overscan` rows either
 * side, updated on scroll and resize: only those are rendered, so a page of 10,000 rows scrolls as smoothly as one
 * of ten. Lists shorter than `threshold` rows are rendered whole.
 *
 * @example
 * const window = useVirtualWindow(viewport, rows.length, 34)
 */
export function useVirtualWindow(viewport: RefObject<HTMLElement | null>, count: number, rowHeight: number, overscan = 8, threshold = 200): VirtualWindow {
  const [scroll, setScroll] = useState({ top: 0, height: 600 })
  useLayoutEffect(() => {
    const element = viewport.current
    if (!element) return
    let frame = 0
    const measure = () => {
      frame = 0
      setScroll((current) =>
        current.top === element.scrollTop && current.height === element.clientHeight ? current : { top: element.scrollTop, height: element.clientHeight },
      )
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    element.addEventListener('scroll', onScroll, { passive: true })
    const resize = new ResizeObserver(onScroll)
    resize.observe(element)
    return () => {
      cancelAnimationFrame(frame)
      element.removeEventListener('scroll', onScroll)
      resize.disconnect()
    }
  }, [viewport])
  if (count <= threshold) return { start: 0, end: count, before: 0, after: 0 }
  const first = Math.max(0, Math.floor(scroll.top / rowHeight) - overscan)
  const last = Math.min(count, Math.ceil((scroll.top + scroll.height) / rowHeight) + overscan)
  return { start: first, end: last, before: first * rowHeight, after: (count - last) * rowHeight }
}

/**
 * Scrolls the viewport so that row `index` is in view (keyboard navigation across unrendered rows).
 *
 * @example
 * const reveal = useRevealRow(viewport, 34); reveal(9000)
 */
export function useRevealRow(viewport: RefObject<HTMLElement | null>, rowHeight: number, headerHeight: number): (index: number) => void {
  return useCallback(
    (index: number) => {
      const element = viewport.current
      if (!element) return
      const top = index * rowHeight
      const visibleTop = element.scrollTop
      const visibleBottom = element.scrollTop + element.clientHeight - headerHeight
      if (top < visibleTop) element.scrollTop = top
      else if (top + rowHeight > visibleBottom) element.scrollTop = top + rowHeight - (element.clientHeight - headerHeight)
    },
    [viewport, rowHeight, headerHeight],
  )
}
