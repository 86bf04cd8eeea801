import type { ViewportController } from '../viewport/ViewportController'
import type { ViewerTool } from './tool.types'

const startIndex = new WeakMap<ViewportController, number>()

/** Stack scroll: drag (or swipe on a touch screen) up for the next images, down for the previous, one per 12 pixels. */
export const scrollTool: ViewerTool = {
  id: 'viewer.tool.scroll',
  labelKey: 'picViewer.tools.scroll',
  cursor: 'ns-resize',
  down: (viewport) => startIndex.set(viewport, viewport.state.index),
  move: (viewport, drag) => {
    const from = startIndex.get(viewport) ?? viewport.state.index
    viewport.scrollTo(from + Math.trunc((drag.start.y - drag.current.y) / 12))
  },
}
