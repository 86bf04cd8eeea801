import { Caption1, MessageBar, MessageBarBody } from '@fluentui/react-components'
import { useEffect, useMemo } from 'react'
import { emit } from '../../core/events'
import { useMessages } from '../../ui/i18n/useMessages'
import { useHost } from '../../ui/element/HostContext'
import { useT } from '../../ui/i18n/useT'
import { LocaleMenu } from '../../ui/locale/LocaleMenu'
import { AccessMessage } from './AccessMessage'
import { useHisReportStyles } from './HisReport.styles'
import { hisReportMessages } from './messages'
import { type HisParams, pageOf, readParams } from './params'
import { PatientExams } from './PatientExams'
import { PatientReportTabs } from './PatientReportTabs'
import { ReportViewerTag } from './ReportViewerTag'
import { useOuterAccess } from './useOuterAccess'


/** Props of the external HIS report pages element. */
export interface HisReportProps extends HisParams {
  /** `hisReport`, `hisReportLogin`, `hisReportLoginAllTab`, `hisReportLoginReport` or `hisReadReport`. */
  page?: string
  username?: string
  password?: string
  encrypted?: boolean
}

function Problem({ message }: { message: string }) {
  return (
    <MessageBar intent="error" role="alert" layout="multiline">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  )
}

/**
 * The five external pages for HIS screens. `hisReport` is public: it opened one report through a time-limited signed
 * link, which report links no longer are (they are revocable share links at `/share/…`), so it tells the reader to ask
 * the hospital for a new link. The others sign in to their own outer session (credentials from
 * attributes, the query or local storage; never the staff session): `hisReportLogin` lists the patient's exams,
 * `hisReportLoginAllTab` shows every report as tabs, `hisReportLoginReport` and `hisReadReport` show one report.
 * Reports are rendered by `<clinic-report-viewer>`.
 *
 * @example
 * <HisReport page="hisReportLogin" hisPatientId="H0001" />
 */
export function HisReport(props: HisReportProps) {
  useMessages(hisReportMessages)
  const styles = useHisReportStyles()
  const t = useT()
  const host = useHost()
  const page = pageOf(props.page)
  const { patientId, hisPatientId, examineId, reportId } = props
  const params = useMemo(
    () => readParams({ patientId, hisPatientId, examineId, reportId }),
    [patientId, hisPatientId, examineId, reportId],
  )
  const signed = page === 'hisReport'
  const ids = { examineId: params.examineId ?? null, reportId: params.reportId ?? null }
  const access = useOuterAccess(host, !signed, { username: props.username, password: props.password, encrypted: props.encrypted }, ids)

  const needsPatient = page === 'hisReportLogin' || page === 'hisReportLoginAllTab'
  const patient = { patientId: params.patientId, hisPatientId: params.hisPatientId }
  let problem: string | null = null
  if (signed) problem = t('hisReport.access.linkRetired')
  else if (!signed && access.status === 'ready') {
    if (needsPatient && !patient.patientId && !patient.hisPatientId) problem = t('hisReport.access.noPatient')
    if (!needsPatient && !params.examineId && !params.reportId) problem = t('hisReport.access.noExam')
  }
  useEffect(() => {
    if (!problem) return
    const reason = signed ? 'link-invalid' : 'not-found'
    emit(host, 'clinic-report-failed', { examineId: ids.examineId, reportId: ids.reportId, reason, message: problem })
    // Fire once per distinct problem.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, problem])

  let body = null
  if (problem) body = <Problem message={problem} />
  else if (access.status !== 'ready') body = <AccessMessage access={access} />
  else if (page === 'hisReportLogin') body = <PatientExams credentials={access.credentials} patient={patient} examineId={params.examineId} />
  else if (page === 'hisReportLoginAllTab') body = <PatientReportTabs credentials={access.credentials} patient={patient} examineId={params.examineId} />
  else body = <ReportViewerTag examineId={params.examineId} reportId={params.reportId} session="outer" />

  return (
    <div className={styles.page} data-page={page}>
      <header className={styles.header}>
        <h1 id="clinic-his-title" className={styles.title}>{t(signed ? 'hisReport.page.signedTitle' : 'hisReport.page.title')}</h1>
        <span className={styles.spacer} />
        {access.status === 'ready' ? <Caption1 className={styles.account}>{t('hisReport.page.account', { username: access.credentials.username })}</Caption1> : null}
        <LocaleMenu />
      </header>
      {/* An embedded element is a named region of its host's page, never the page's main landmark. */}
      <section className={styles.main} aria-labelledby="clinic-his-title">
        {body}
      </section>
    </div>
  )
}
