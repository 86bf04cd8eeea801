import { Spinner } from '@fluentui/react-components'
import { lazy, Suspense } from 'react'
import { useViewParams } from '../../../../../ui/area/viewParams'
import { useT } from '../../../../../ui/i18n/useT'
import { ReportEditor, type ReportPanelContext } from '../../../../../ui/report/editor/ReportEditor'
import { DIAGNOS_LIST_PATH, REPORT_PATH } from '../../../paths'

// The measurement panel and the obstetric formulas behind it load just after the editor: the report is ready to type
// in first (the panel is below the text), and the editor's chunk stays within the area budget (see bench/README.md).
const MeasurementPanel = lazy(() => import('../../../measurements/MeasurementPanel').then((m) => ({ default: m.MeasurementPanel })))

function PanelLoading() {
  const t = useT()
  return <Spinner size="tiny" label={t('reportEditor.panelLoading')} />
}

/** The report editor's extra panel in this area: the measurement panel of an ultrasound exam. */
function measurementPanel({ exam, insert, editable }: ReportPanelContext) {
  if (exam.modality.toUpperCase() !== 'US') return null
  return (
    <Suspense fallback={<PanelLoading />}>
      <MeasurementPanel key={exam.id} exam={exam} insert={insert} editable={editable} />
    </Suspense>
  )
}

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
