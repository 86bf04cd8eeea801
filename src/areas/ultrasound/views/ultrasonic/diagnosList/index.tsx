import { routePath, useNavigateTo } from '../../../../../ui/element/navigate'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ReadingWorklistPage } from '../../../../../ui/report/worklist/ReadingWorklistPage'
import { REPORT_PATH, US_MODALITIES } from '../../../paths'
import { diagnosListMessages } from './messages'

/**
 * The ultrasound reading worklist (`ultrasonic/diagnosList`, 超声诊断): the ultrasound exams with the preview pane
 * beside them; an exam opens in the ultrasound report with its measurement tables.
 */
export default function DiagnosListView() {
  useMessages(diagnosListMessages)
  const navigateTo = useNavigateTo()
  return (
    <ReadingWorklistPage
      name="us-diagnosList"
      modalities={US_MODALITIES}
      listPermissions={['admin', 'ultrasonic:list']}
      openExam={(exam) => navigateTo(routePath(REPORT_PATH, { examineId: exam.id }))}
    />
  )
}
