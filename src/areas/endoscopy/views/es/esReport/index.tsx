import { useViewParams } from '../../../../../ui/area/viewParams'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { ReportEditor } from '../../../../../ui/report/editor/ReportEditor'
import type { ExamDto } from '../../../../../core/contract'
import { EsReportPanel } from '../../../capture/EsReportPanel'
import { captureMessages } from '../../../capture/messages'
import { esReportMessages } from './messages'

function Panel({ exam, insert }: { exam: ExamDto; insert(text: string): void }) {
  const t = useT()
  return <EsReportPanel exam={exam} insert={insert} label={t('esReport.panel')} />
}

function esPanel(exam: ExamDto, insert: (text: string) => void) {
  return <Panel exam={exam} insert={insert} />
}

/**
 * The endoscopy report (`es/esReport`, 内镜报告) on the exam the route names (`?examineId=`): the shared report editor
 * with live capture, the captured images (site labels, print order, inclusion) and the biopsy records beside the text.
 */
export default function EsReportView() {
  useMessages(esReportMessages, captureMessages)
  const { examineId } = useViewParams()
  const id = examineId && /^\d+$/.test(examineId) ? Number(examineId) : null
  return <ReportEditor examineId={id} layout="standard" backPath="/es/diagnosList" editorPath="/es/esReport" extraPanel={esPanel} />
}
