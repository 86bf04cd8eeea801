import { ReportViewer, reportViewerMessages } from '../src/areas/report-viewer'
import { toElement } from '../src/ui/element'

/**
 * One exam's report, read-only, as the hospital prints it: letterhead and report title, patient and exam details,
 * findings, impression, recommendation, positive and critical flags, reporting and audit physicians with times,
 * state (a preliminary report is marked "初步报告，以审核报告为准"; void is marked; addenda follow the final text),
 * key-image thumbnails that open `<clinic-pic-viewer>` (loaded on demand from beside this script), the revision
 * history, and an A4 print layout. Report text is sanitised again on the client.
 *
 * Credentials, most specific first: `share-token` (of an opened share link, anonymous, this exam only), `token`, `username`+`password` (the
 * HIS outer login under WEBOUTER-TOEKN — one login shared by every viewer on the page; pass the RSA ciphertext with
 * `encrypted` in production), `session="outer"` (an outer session another element opened), else the staff session.
 * External callers never see drafts or rejected reports.
 *
 * @summary A report as printed, for HIS screens: one script tag and credentials.
 * @tag clinic-report-viewer
 * @attr {string} examine-id - The exam whose report to show; changing it loads the other report.
 * @attr {string} report-id - Or the report's own id.
 * @attr {string} token - A token to send instead of any session (`Bearer …`).
 * @attr {string} username - HIS account for the outer login.
 * @attr {string} password - Its password; plain (the element RSA-encrypts it) or the ciphertext with `encrypted`.
 * @attr {boolean} encrypted - `password` is already the RSA ciphertext.
 * @attr {string} session - `outer` to use the page's existing outer (HIS) session instead of the staff one.
 * @attr {string} share-token - The `shareToken` of `POST api/share/{token}/open`: reads this exam's report without a session.
 * @attr {string} pic-viewer-src - Where to load `clinic-pic-viewer.js` from; default: beside this script.
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 * @fires clinic-report-loaded - The report is on screen; detail `{examineId, reportId, state}`.
 * @fires clinic-report-failed - No report shown; detail `{examineId, reportId, reason, message, status?}`, `reason` one of `not-found`, `unauthorized`, `forbidden`, `no-report`, `network`, `malformed`, `link-expired`, `link-invalid`.
 */
export class ClinicReportViewerElement extends toElement(ReportViewer, {
  messages: [reportViewerMessages],
  props: {
    examineId: 'string',
    reportId: 'string',
    token: 'string',
    username: 'string',
    password: 'string',
    encrypted: 'boolean',
    session: 'string',
    shareToken: 'string',
    picViewerSrc: 'string',
  },
  hostCss: ':host{display:block}',
}) {}

if (!customElements.get('clinic-report-viewer')) customElements.define('clinic-report-viewer', ClinicReportViewerElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-report-viewer': ClinicReportViewerElement
  }
}
