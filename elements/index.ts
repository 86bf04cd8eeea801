/** The "all" bundle: importing it registers every element of the suite. */
export { ClinicLoginElement } from './clinic-login'
export { ClinicSessionElement } from './clinic-session'
export { ClinicConsoleElement } from './clinic-console'
export { ClinicReportViewerElement } from './clinic-report-viewer'
export { ClinicHisReportElement } from './clinic-his-report'
export { ClinicPicViewerElement } from './clinic-pic-viewer'
export { ClinicAdminElement } from './clinic-admin'
export { ClinicRegistrationElement } from './clinic-registration'
