export { ReportViewer, type ReportViewerProps } from './ReportViewer'
export { type FailureReason, type ReportFailure } from './loadReport'
export { reportViewerMessages } from './messages'
