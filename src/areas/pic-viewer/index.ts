// First, before the modules it evaluates after: the script-tag build's decode workers start.
import './warmUpOnLoad'
export type { PicViewerProps } from './model/viewerPlan'
export { forgetEarly, interfaceAfterFirstImage, loadEarly, removeRoi } from './model/viewerPlan'
export { picViewerMessages } from './messages'

/**
 * The viewer's interface (React and Fluent): loaded — in the script-tag build, evaluated — once the element's first
 * image is on screen (see `interfaceAfterFirstImage`).
 *
 * @example
 * toLazyElement(loadPicViewer, options)
 */
export const loadPicViewer = () => import('./PicViewer').then((module) => module.PicViewer)
