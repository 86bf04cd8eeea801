import { MessageBar, MessageBarBody, Spinner, Tab, TabList } from '@fluentui/react-components'
import { useContext, useState } from 'react'
import type { OuterCredentials } from '../../core/report/outerSession'
import { ElementIdContext } from '../../ui/element/HostContext'
import { useT } from '../../ui/i18n/useT'
import { useHisReportStyles } from './HisReport.styles'
import { ReportViewerTag } from './ReportViewerTag'
import { hasVisibleReport, type PatientRef, useOuterExams } from './useOuterExams'

/** Props of {@link PatientReportTabs}. */
export interface PatientReportTabsProps {
  credentials: OuterCredentials
  patient: PatientRef
  /** The tab to open first (from the link); default: the newest report. */
  examineId?: string | undefined
}

/**
 * The all-tab page (`hisReportLoginAllTab`): every report of the patient that may be shown, one tab each (exam
 * item and date), the selected one below.
 *
 * @example
 * <PatientReportTabs credentials={credentials} patient={{ patientId: 'P0001' }} />
 */
export function PatientReportTabs({ credentials, patient, examineId }: PatientReportTabsProps) {
  const styles = useHisReportStyles()
  const t = useT()
  const prefix = useContext(ElementIdContext)
  const exams = useOuterExams(credentials, patient)
  const [chosen, setChosen] = useState<string | undefined>(examineId)

  if (exams.status === 'loading') return <Spinner size="small" label={t('hisReport.exams.loading')} />
  if (exams.status === 'failed') {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{t('hisReport.exams.failed', { message: exams.message })}</MessageBarBody>
      </MessageBar>
    )
  }
  const reports = exams.exams.filter(hasVisibleReport)
  if (reports.length === 0) {
    return (
      <MessageBar intent="info" role="status">
        <MessageBarBody>{t('hisReport.exams.noReports')}</MessageBarBody>
      </MessageBar>
    )
  }
  const selected = reports.find((exam) => String(exam.id) === chosen) ?? reports[0]!
  const selectedId = String(selected.id)
  return (
    <>
      <TabList
        className={styles.tabs}
        selectedValue={selectedId}
        onTabSelect={(_event, data) => setChosen(String(data.value))}
        aria-label={t('hisReport.exams.tabs')}
      >
        {reports.map((exam) => (
          <Tab key={exam.id} value={String(exam.id)} id={`${prefix}tab-${exam.id}`} aria-controls={`${prefix}panel`}>
            {`${exam.examItem} · ${(exam.examTime ?? exam.registerTime ?? '').slice(0, 10)}`}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${prefix}panel`} aria-labelledby={`${prefix}tab-${selectedId}`}>
        <ReportViewerTag examineId={selectedId} session="outer" />
      </div>
    </>
  )
}
