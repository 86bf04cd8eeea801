import { useViewParams } from '../../../../../ui/area/viewParams'
import { ReportEditor } from '../../../../../ui/report/editor/ReportEditor'
import { measurementPanel } from '../../../measurements/MeasurementPanel'
import { DIAGNOS_LIST_PATH, REPORT_PATH } from '../../../paths'

/**
 * The ultrasound report (`ultrasonic/ultrasonicReport?examineId=N`, 超声报告): the shared report editor with the
 * measurement panel beside the text — the exam type's tables, obstetric biometry with gestational age and fetal
 * weight per fetus — whose values insert into the report.
 */
export default function UltrasonicReportView() {
  const { examineId } = useViewParams()
  const id = examineId && /^\d+$/.test(examineId) ? Number(examineId) : null
  return <ReportEditor examineId={id} layout="standard" backPath={DIAGNOS_LIST_PATH} editorPath={REPORT_PATH} extraPanel={measurementPanel} />
}
