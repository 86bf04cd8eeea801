import { DiagnosisEditor } from '../../../../editor/DiagnosisEditor'

/** The report editor (`diagnos/diagnos-in/reportWeb`): layout `web`. */
export default function ReportView() {
  return <DiagnosisEditor layout="web" />
}
