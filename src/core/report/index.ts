/** Framework-free helpers of the report pages: the report-text sanitiser and the shared outer (HIS) session. */
export { sanitizeReportHtml, reportHtmlToText, REPORT_HTML_TAGS, type ReportHtmlTag, type SafeElement, type SafeNode } from './sanitizeReportHtml'
export { ensureOuterSession, renewOuterSession, resetOuterSession, type OuterCredentials } from './outerSession'
export { outerRequest } from './outerRequest'
export { readLocalDraft, writeLocalDraft, removeLocalDraft, listLocalDrafts, storeDraftCopy, moveDraftsToServer } from './drafts'
export { familyOf, reportPermission, REPORT_FAMILIES, type ReportAction, type ReportFamily } from './reportFamily'
export {
  CRITICAL_LIMIT_DEFAULT_KEY, CRITICAL_LIMIT_KEY_PREFIX, criticalLimitKey, DEFAULT_CRITICAL_LIMIT_MINUTES, DEFAULT_CRITICAL_LIMITS, minutesBetween,
  notifiedWithinLimit, RECEIVER_PHONE_PATTERN, criticalTimer, formatElapsed, type CriticalTimerState,
} from './critical'
export { saveCriticalNotice } from './criticalNotice'
