import type { ViewerModel } from '../model/ViewerModel'

/** A viewer command: acts on the viewer (usually its active viewport) with an optional string argument. */
export type ViewerCommand = (viewer: ViewerModel, arg?: string) => void | Promise<void>

const commands = new Map<string, ViewerCommand>()

/**
 * Registers a command under a name (`viewer.command.rotateRight`). The toolbar data and the shortcut table refer to
 * commands only by these names.
 *
 * @example
 * registerCommand('viewer.command.invert', (viewer) => viewer.active().toggleInvert())
 */
export function registerCommand(name: string, command: ViewerCommand): void {
  commands.set(name, command)
}

/**
 * Runs a command by name; unknown names are ignored (a toolbar entry for a command another build left out).
 *
 * @example
 * runCommand(viewer, 'viewer.command.setTool', 'viewer.tool.length')
 */
export function runCommand(viewer: ViewerModel, name: string, arg?: string): void {
  const command = commands.get(name)
  if (!command) return
  void Promise.resolve(command(viewer, arg)).catch(() => {
    // Commands that call the server (key images) report through the HTTP client's notifications.
  })
}
