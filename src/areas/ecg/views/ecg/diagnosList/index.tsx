import { routePath, useNavigateTo } from '../../../../../ui/element/navigate'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ReadingWorklistPage } from '../../../../../ui/report/worklist/ReadingWorklistPage'
import { diagnosListMessages } from './messages'

/** The ECG report's console path. */
const ECG_REPORT_PATH = '/ecg/ecgReport'

/**
 * The ECG reading worklist (`ecg/diagnosList`, 心电诊断): the ECG exams with their report states; an exam opens in the
 * ECG report.
 */
export default function EcgDiagnosListView() {
  useMessages(diagnosListMessages)
  const navigateTo = useNavigateTo()
  return (
    <ReadingWorklistPage
      name="ecg-diagnosList"
      modalities={['ECG']}
      listPermissions={['admin', 'ecg:list']}
      openExam={(exam) => navigateTo(routePath(ECG_REPORT_PATH, { examineId: exam.id }))}
    />
  )
}
