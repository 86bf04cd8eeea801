import { DiagnosisEditor } from '../../../../editor/DiagnosisEditor'

/** The report editor (`diagnos/diagnos-in/reportOld`): layout `classic`. */
export default function ReportView() {
  return <DiagnosisEditor layout="classic" />
}
