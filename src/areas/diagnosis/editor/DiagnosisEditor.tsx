import { useViewParams } from '../../../ui/area/viewParams'
import { ReportEditor, type ReportEditorLayout } from '../../../ui/report/editor/ReportEditor'
import { calciumPanel } from './CalciumInsert'

/**
 * The radiology report editor in one of its layouts, on the exam the route names (`?examineId=`); a CT with a
 * calcium score offers to insert it.
 *
 * @example
 * <DiagnosisEditor layout="classic" />
 */
export function DiagnosisEditor({ layout }: { layout: ReportEditorLayout }) {
  const { examineId } = useViewParams()
  const id = examineId && /^\d+$/.test(examineId) ? Number(examineId) : null
  return <ReportEditor examineId={id} layout={layout} backPath="/diagnos/diagnosIn" extraPanel={calciumPanel} />
}
