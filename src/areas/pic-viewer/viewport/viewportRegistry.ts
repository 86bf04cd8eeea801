import type { ComponentType } from 'react'
import type { ViewerModel } from '../model/ViewerModel'
import type { SeriesKind } from '../model/viewer.types'
import type { ViewportController } from './ViewportController'

/** Props every viewport component receives. */
export interface ViewportProps {
  viewer: ViewerModel
  viewport: ViewportController
}

/**
 * A viewport type, registered by id (`viewer.viewport.stack`): the component that shows series of the given kinds.
 */
export interface ViewportType {
  id: string
  kinds: SeriesKind[]
  component: ComponentType<ViewportProps>
}

const types = new Map<string, ViewportType>()

/**
 * Registers a viewport type; a later registration for a kind wins, so a host build can replace one.
 *
 * @example
 * registerViewport({ id: 'viewer.viewport.video', kinds: ['video'], component: VideoViewport })
 */
export function registerViewport(type: ViewportType): void {
  types.set(type.id, type)
}

/**
 * The viewport type that shows a series kind.
 *
 * @example
 * viewportFor('waveform')?.id // 'viewer.viewport.ecg'
 */
export function viewportFor(kind: SeriesKind): ViewportType | undefined {
  return [...types.values()].reverse().find((type) => type.kinds.includes(kind))
}
