import { routePath, useNavigateTo } from '../../../../../ui/element/navigate'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ReadingWorklistPage } from '../../../../../ui/report/worklist/ReadingWorklistPage'
import { diagnosListMessages } from './messages'

/** The endoscopy report's console path. */
const ES_REPORT_PATH = '/es/esReport'

/**
 * The endoscopy reading worklist (`es/diagnosList`, 内镜诊断): the ES exams with their report states; an exam opens in
 * the endoscopy report.
 */
export default function EsDiagnosListView() {
  useMessages(diagnosListMessages)
  const navigateTo = useNavigateTo()
  return (
    <ReadingWorklistPage
      name="es-diagnosList"
      modalities={['ES']}
      listPermissions={['admin', 'es:list']}
      openExam={(exam) => navigateTo(routePath(ES_REPORT_PATH, { examineId: exam.id }))}
    />
  )
}
