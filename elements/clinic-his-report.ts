import { HisReport, hisReportMessages } from '../src/areas/his-report'
import { toElement } from '../src/ui/element'
// The pages render <clinic-report-viewer> by tag: this entry registers it too (elements/ is the wiring layer).
import './clinic-report-viewer'

/**
 * The external report pages for HIS screens (`/webouterpage/…`). `page="hisReport"` is public: it tells the reader
 * of an old signed report link that report links are now revocable share links (`/share/…`) to ask the hospital for. The
 * other pages sign in to their own outer session under WEBOUTER-TOEKN — credentials from the attributes, else the
 * query (`username`, `password`, `encrypted=true` for a ciphertext; the password is removed from the address bar at
 * once), else the two local-storage keys, where the username and the RSA ciphertext (never the plain password) are
 * saved — and never read or write the staff session: `hisReportLogin` lists the patient's exams,
 * `hisReportLoginAllTab` shows every report of the patient as tabs, `hisReportLoginReport` and `hisReadReport` show
 * one report. Parameters are read from the attributes or, when absent, from `location.search`.
 *
 * @summary The five external HIS report pages.
 * @tag clinic-his-report
 * @attr {string} page - `hisReport`, `hisReportLogin` (default, or the last path segment), `hisReportLoginAllTab`, `hisReportLoginReport`, `hisReadReport`.
 * @attr {string} patient-id - RIS patient id (home and all-tab pages).
 * @attr {string} his-patient-id - Or the HIS's own patient id.
 * @attr {string} examine-id - The exam (report pages; on the home and all-tab pages: the one to open first).
 * @attr {string} report-id - Or the report (report pages).
 * @attr {string} username - HIS account, instead of the query or local storage.
 * @attr {string} password - Its password (plain, or the RSA ciphertext with `encrypted`).
 * @attr {boolean} encrypted - `password` is already the RSA ciphertext.
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 * @fires clinic-report-loaded - From the embedded report viewer: a report is on screen.
 * @fires clinic-report-failed - No credentials or refused credentials (`unauthorized`), an old signed link (`link-invalid`), missing parameters (`not-found`), and every failure of the embedded report viewer.
 */
export class ClinicHisReportElement extends toElement(HisReport, {
  messages: [hisReportMessages],
  props: {
    page: 'string',
    patientId: 'string',
    hisPatientId: 'string',
    examineId: 'string',
    reportId: 'string',
    username: 'string',
    password: 'string',
    encrypted: 'boolean',
  },
  hostCss: ':host{display:block}',
}) {}

if (!customElements.get('clinic-his-report')) customElements.define('clinic-his-report', ClinicHisReportElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-his-report': ClinicHisReportElement
  }
}
