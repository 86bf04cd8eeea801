export { PicViewer } from './PicViewer'
export type { PicViewerProps } from './usePicViewer'
export { forgetEarly, loadEarly } from './model/viewerPlan'
export { picViewerMessages } from './messages'
