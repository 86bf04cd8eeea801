import { routePath, useNavigateTo } from '../../../../../ui/element/navigate'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ReadingWorklistPage } from '../../../../../ui/report/worklist/ReadingWorklistPage'
import { EDITOR_PATH, IMAGING_MODALITIES } from '../../../reading'
import { diagnosOutMessages } from './messages'

/**
 * Outside reading (`diagnos/diagnos-out/index`, 外院诊断): the reading worklist of the exams whose images another
 * hospital sent here to be read (consultation), on the imaging modalities, with the preview pane beside it; an exam
 * opens in the report editor.
 */
export default function DiagnosOutView() {
  useMessages(diagnosOutMessages)
  const navigateTo = useNavigateTo()
  return (
    <ReadingWorklistPage
      name="diagnos-out"
      modalities={IMAGING_MODALITIES}
      source="out"
      openExam={(exam) => navigateTo(routePath(EDITOR_PATH, { examineId: exam.id }))}
    />
  )
}
