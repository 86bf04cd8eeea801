// First, before the modules it evaluates after: the script-tag build's decode workers start.
import './warmUpOnLoad'
import type { ClinicElementMethods } from '../../core/events'
export type { PicViewerProps } from './model/viewerPlan'
export { forgetEarly, interfaceAfterFirstImage, loadEarly, removeRoi } from './model/viewerPlan'
export { picViewerMessages } from './messages'

/** The methods of `<clinic-pic-viewer>` beyond attributes and events (`ClinicElementMethods` of core). */
export type PicViewerMethods = ClinicElementMethods['clinic-pic-viewer']

/**
 * The viewer's interface (React and Fluent): loaded — in the script-tag build, evaluated — once the element's first
 * image is on screen (see `interfaceAfterFirstImage`).
 *
 * @example
 * toLazyElement(loadPicViewer, options)
 */
export const loadPicViewer = () => import('./PicViewer').then((module) => module.PicViewer)
