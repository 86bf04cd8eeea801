import type { ViewerTool } from './tool.types'

/** Zoom: drag up to magnify, down to shrink, about the point where the drag started (also the right button). */
export const zoomTool: ViewerTool = {
  id: 'viewer.tool.zoom',
  labelKey: 'picViewer.tools.zoom',
  cursor: 'zoom-in',
  move: (viewport, drag) => viewport.zoomAt(Math.exp(-drag.dy / 150), drag.start),
}
