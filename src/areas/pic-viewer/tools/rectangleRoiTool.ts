import type { ViewerTool } from './tool.types'

/** Rectangle ROI: drag corner to corner; area, mean, SD, min and max in modality units (HU for CT). */
export const rectangleRoiTool: ViewerTool = {
  id: 'viewer.tool.rectangle',
  labelKey: 'picViewer.tools.rectangle',
  cursor: 'crosshair',
  down: (viewport, drag) => viewport.beginDraft('rectangle', drag.image),
  move: (viewport, drag) => viewport.updateDraft([drag.startImage, drag.image]),
  up: (viewport) => viewport.commitDraft(),
}
