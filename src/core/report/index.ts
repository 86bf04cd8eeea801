/** Framework-free helpers of the report pages: the report-text sanitiser and the shared outer (HIS) session. */
export { sanitizeReportHtml, reportHtmlToText, REPORT_HTML_TAGS, type ReportHtmlTag, type SafeElement, type SafeNode } from './sanitizeReportHtml'
export { ensureOuterSession, renewOuterSession, resetOuterSession, type OuterCredentials } from './outerSession'
export { outerRequest } from './outerRequest'
