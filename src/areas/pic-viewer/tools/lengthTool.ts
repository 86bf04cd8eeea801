import type { ViewerTool } from './tool.types'

/** Length: drag from one point to another; shows mm from Pixel Spacing (px without it). */
export const lengthTool: ViewerTool = {
  id: 'viewer.tool.length',
  labelKey: 'picViewer.tools.length',
  cursor: 'crosshair',
  down: (viewport, drag) => viewport.beginDraft('length', drag.image),
  move: (viewport, drag) => viewport.updateDraft([drag.startImage, drag.image]),
  up: (viewport) => viewport.commitDraft(),
}
