import type { Point } from '../model/viewer.types'
import type { ViewportController } from '../viewport/ViewportController'
import type { ViewerTool } from './tool.types'

const placingThird = (viewport: ViewportController) => viewport.draft?.type === 'angle' && viewport.draft.points.length === 3

function withThird(viewport: ViewportController, point: Point): void {
  const [a, b] = viewport.draft!.points as [Point, Point]
  viewport.updateDraft([a, b, point])
}

/** Angle: drag the first arm to the vertex, then click (or drag) the end of the second arm. */
export const angleTool: ViewerTool = {
  id: 'viewer.tool.angle',
  labelKey: 'picViewer.tools.angle',
  cursor: 'crosshair',
  down: (viewport, drag) => (placingThird(viewport) ? withThird(viewport, drag.image) : viewport.beginDraft('angle', drag.image)),
  move: (viewport, drag) => (placingThird(viewport) ? withThird(viewport, drag.image) : viewport.updateDraft([drag.startImage, drag.image])),
  up: (viewport, drag) => {
    if (placingThird(viewport)) return viewport.commitDraft()
    const [a, b] = viewport.draft?.points ?? []
    if (a && b && Math.hypot(b.x - a.x, b.y - a.y) > 0.5) viewport.updateDraft([a, drag.image, drag.image])
    else viewport.cancelDraft()
  },
  hover: (viewport, image) => {
    if (placingThird(viewport)) withThird(viewport, image)
  },
}
