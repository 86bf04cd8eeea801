import { angleTool } from './angleTool'
import { ellipseRoiTool } from './ellipseRoiTool'
import { lengthTool } from './lengthTool'
import { panTool } from './panTool'
import { rectangleRoiTool } from './rectangleRoiTool'
import { scrollTool } from './scrollTool'
import type { ViewerTool } from './tool.types'
import { windowLevelTool } from './windowLevelTool'
import { zoomTool } from './zoomTool'

const tools = new Map<string, ViewerTool>()

/**
 * Adds a tool to the registry under its id; the toolbar lists registered tools in registration order and the
 * `viewer.command.setTool` command activates them by id.
 *
 * @example
 * registerTool(probeTool)
 */
export function registerTool(tool: ViewerTool): void {
  tools.set(tool.id, tool)
}

/**
 * The tool registered under an id, if any.
 *
 * @example
 * toolById('viewer.tool.length')?.labelKey // 'picViewer.tools.length'
 */
export function toolById(id: string): ViewerTool | undefined {
  return tools.get(id)
}

/**
 * Every registered tool, in toolbar order.
 *
 * @example
 * registeredTools().map((tool) => tool.id)
 */
export function registeredTools(): ViewerTool[] {
  return [...tools.values()]
}

/** The id of the tool a viewer starts with. */
export const defaultToolId = windowLevelTool.id

// The viewer's tools, in toolbar order: a new tool is one file and one line here.
registerTool(windowLevelTool)
registerTool(panTool)
registerTool(zoomTool)
registerTool(scrollTool)
registerTool(lengthTool)
registerTool(angleTool)
registerTool(rectangleRoiTool)
registerTool(ellipseRoiTool)
