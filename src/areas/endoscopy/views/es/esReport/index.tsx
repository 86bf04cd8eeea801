import { useViewParams } from '../../../../../ui/area/viewParams'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { ReportEditor, type ReportPanelContext } from '../../../../../ui/report/editor/ReportEditor'
import { EsReportPanel } from '../../../capture/EsReportPanel'
import { captureMessages } from '../../../capture/messages'
import { esReportMessages } from './messages'

function Panel({ exam, insert, editable }: ReportPanelContext) {
  const t = useT()
  return <EsReportPanel exam={exam} insert={insert} editable={editable} label={t('esReport.panel')} />
}

function esPanel(panel: ReportPanelContext) {
  return <Panel {...panel} />
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
