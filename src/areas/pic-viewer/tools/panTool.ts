import type { ViewerTool } from './tool.types'

/** Pan: the image follows the pointer (also the middle button with any tool, and two fingers). */
export const panTool: ViewerTool = {
  id: 'viewer.tool.pan',
  labelKey: 'picViewer.tools.pan',
  cursor: 'grab',
  move: (viewport, drag) => viewport.panBy(drag.dx, drag.dy),
}
