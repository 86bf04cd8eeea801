import { routePath, useNavigateTo } from '../../../../../ui/element/navigate'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ReadingWorklistPage } from '../../../../../ui/report/worklist/ReadingWorklistPage'
import { EDITOR_PATH, IMAGING_MODALITIES } from '../../../reading'
import { diagnosInMessages } from './messages'

/**
 * In-house reading (`diagnos/diagnos-in/index`, 院内诊断): the reading worklist of the exams made here on the imaging
 * modalities, with the preview pane beside it; an exam opens in the report editor.
 */
export default function DiagnosInView() {
  useMessages(diagnosInMessages)
  const navigateTo = useNavigateTo()
  return (
    <ReadingWorklistPage
      name="diagnos-in"
      modalities={IMAGING_MODALITIES}
      source="in"
      openExam={(exam) => navigateTo(routePath(EDITOR_PATH, { examineId: exam.id }))}
    />
  )
}
