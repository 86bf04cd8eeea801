export { PicViewer } from './PicViewer'
export type { PicViewerProps } from './usePicViewer'
export { loadEarly } from './model/viewerPlan'
