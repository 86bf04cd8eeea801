// First, before the modules it evaluates after: the script-tag build's decode workers start.
import './warmUpOnLoad'
export { PicViewer } from './PicViewer'
export type { PicViewerProps } from './usePicViewer'
export { forgetEarly, loadEarly } from './model/viewerPlan'
export { picViewerMessages } from './messages'
