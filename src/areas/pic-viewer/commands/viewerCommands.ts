import { isLayout } from '../model/ViewerModel'
import { registerCommand } from './commandRegistry'

// Every command the toolbar and the shortcuts name. Stack navigation moves synchronised viewports too.
registerCommand('viewer.command.setTool', (viewer, id) => viewer.setTool(id ?? ''))
registerCommand('viewer.command.next', (viewer) => viewer.scroll(1))
registerCommand('viewer.command.previous', (viewer) => viewer.scroll(-1))
registerCommand('viewer.command.pageDown', (viewer) => viewer.scroll(10))
registerCommand('viewer.command.pageUp', (viewer) => viewer.scroll(-10))
registerCommand('viewer.command.first', (viewer) => viewer.active().scrollTo(0))
registerCommand('viewer.command.last', (viewer) => viewer.active().scrollTo(viewer.active().state.count - 1))
registerCommand('viewer.command.zoomIn', (viewer) => viewer.active().zoomAt(1.25))
registerCommand('viewer.command.zoomOut', (viewer) => viewer.active().zoomAt(0.8))
registerCommand('viewer.command.rotateLeft', (viewer) => viewer.active().rotate(-90))
registerCommand('viewer.command.rotateRight', (viewer) => viewer.active().rotate(90))
registerCommand('viewer.command.flipH', (viewer) => viewer.active().flip('h'))
registerCommand('viewer.command.flipV', (viewer) => viewer.active().flip('v'))
registerCommand('viewer.command.invert', (viewer) => viewer.active().toggleInvert())
registerCommand('viewer.command.reset', (viewer) => viewer.active().reset())
registerCommand('viewer.command.preset', (viewer, id) => viewer.active().applyPreset(id ?? 'default'))
registerCommand('viewer.command.cine', (viewer) => viewer.active().togglePlay())
registerCommand('viewer.command.fps', (viewer, fps) => viewer.active().setFps(Number(fps) || 15))
registerCommand('viewer.command.layout', (viewer, layout) => {
  if (isLayout(layout)) viewer.setLayout(layout)
})
registerCommand('viewer.command.sync', (viewer) => viewer.$sync.set(!viewer.$sync.get()))
registerCommand('viewer.command.keyImage', (viewer) => viewer.toggleKeyImage())
registerCommand('viewer.command.download', (viewer) => viewer.download())
registerCommand('viewer.command.fullscreen', (viewer) => viewer.toggleFullscreen())
registerCommand('viewer.command.help', (viewer) => viewer.toggleHelp())
// Escape closes the help first (its own light dismiss never sees the key: the viewer's handler takes it), else drops a
// measurement being drawn.
registerCommand('viewer.command.cancel', (viewer) => {
  if (!viewer.closeHelp()) viewer.active().cancelDraft()
})
registerCommand('viewer.command.deleteMeasurement', (viewer) => {
  const key = viewer.active().imageKey()
  const last = key ? viewer.measurements.list(key).at(-1) : undefined
  if (key && last) viewer.measurements.remove(key, last.id)
})
