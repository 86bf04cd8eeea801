import type { ViewerTool } from './tool.types'

/** Ellipse ROI: drag the box the ellipse fits in; area and statistics of the pixels inside the ellipse. */
export const ellipseRoiTool: ViewerTool = {
  id: 'viewer.tool.ellipse',
  labelKey: 'picViewer.tools.ellipse',
  cursor: 'crosshair',
  down: (viewport, drag) => viewport.beginDraft('ellipse', drag.image),
  move: (viewport, drag) => viewport.updateDraft([drag.startImage, drag.image]),
  up: (viewport) => viewport.commitDraft(),
}
