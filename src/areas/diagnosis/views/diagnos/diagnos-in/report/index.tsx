import { DiagnosisEditor } from '../../../../editor/DiagnosisEditor'

/** The report editor (`diagnos/diagnos-in/report`): layout `standard`. */
export default function ReportView() {
  return <DiagnosisEditor layout="standard" />
}
