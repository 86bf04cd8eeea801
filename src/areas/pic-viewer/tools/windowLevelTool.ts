import type { ViewerTool } from './tool.types'

/** Window/level: drag right to widen the window, down to raise the level (as Cornerstone and OHIF do). */
export const windowLevelTool: ViewerTool = {
  id: 'viewer.tool.windowLevel',
  labelKey: 'picViewer.tools.windowLevel',
  cursor: 'crosshair',
  move: (viewport, drag) => viewport.adjustWindow(drag.dx, drag.dy),
}
