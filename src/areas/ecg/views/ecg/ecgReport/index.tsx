import { useViewParams } from '../../../../../ui/area/viewParams'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ReportEditor, type ReportPanelContext } from '../../../../../ui/report/editor/ReportEditor'
import { EcgMeasurementPanel } from './EcgMeasurementPanel'
import { ecgReportMessages } from './messages'

/** The editor's extra panel: the ECG measurements of an ECG exam. */
function ecgPanel(panel: ReportPanelContext) {
  return panel.exam.modality === 'ECG' ? <EcgMeasurementPanel key={panel.exam.id} {...panel} /> : null
}

/**
 * The ECG report (`ecg/ecgReport`, 心电报告) on the exam the route names (`?examineId=`): the shared report editor with
 * the ECG measurement panel beside the text — intervals typed or measured with calipers on the 12-lead waveform, QTc by
 * a named formula, axis, rhythm and interpretation phrases, the critical values they meet, inserted into the report.
 */
export default function EcgReportView() {
  useMessages(ecgReportMessages)
  const { examineId } = useViewParams()
  const id = examineId && /^\d+$/.test(examineId) ? Number(examineId) : null
  return <ReportEditor examineId={id} layout="standard" backPath="/ecg/diagnosList" editorPath="/ecg/ecgReport" extraPanel={ecgPanel} />
}
