export { PicViewer } from './PicViewer'
export type { PicViewerProps } from './usePicViewer'
