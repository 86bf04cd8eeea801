import type { FluentIcon } from '@fluentui/react-icons'
import type { Point } from '../model/viewer.types'
import type { ViewportController } from '../viewport/ViewportController'

/**
 * One pointer drag as a tool sees it: where it started and where it is, on screen (CSS pixels of the viewport) and
 * in image pixels, plus the movement since the previous event.
 */
export interface ToolDrag {
  start: Point
  current: Point
  /** Screen movement since the previous event. */
  dx: number
  dy: number
  startImage: Point
  image: Point
  pointerType: string
}

/**
 * A viewer tool, registered by id (`viewer.tool.length`): what the primary pointer does in a viewport while the tool
 * is active. Tools act only through the viewport's own methods (window, pan, zoom, scroll, measurement drafts), so
 * adding one is one file and one registry line; the toolbar lists every registered tool.
 *
 * @example
 * export const panTool: ViewerTool = { id: 'viewer.tool.pan', labelKey: 'picViewer.tools.pan', cursor: 'grab',
 *   move: (viewport, drag) => viewport.panBy(drag.dx, drag.dy) }
 */
export interface ViewerTool {
  id: string
  /** i18n key of the tool's name (toolbar label, help). */
  labelKey: string
  /**
   * Its toolbar icon. The built-in tools' icons are in the toolbar's own table instead (commands/toolbar.ts): a tool
   * file is evaluated with the viewer's model, before its first image, and an icon would bring React with it.
   */
  icon?: FluentIcon
  cursor: string
  down?(viewport: ViewportController, drag: ToolDrag): void
  move?(viewport: ViewportController, drag: ToolDrag): void
  up?(viewport: ViewportController, drag: ToolDrag): void
  /** The pointer moved with no button pressed (e.g. placing an angle's third point). */
  hover?(viewport: ViewportController, image: Point): void
}
