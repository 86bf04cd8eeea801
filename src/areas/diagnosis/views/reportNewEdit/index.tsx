import { DiagnosisEditor } from '../../editor/DiagnosisEditor'

/** The report editor on a page of its own (`/reportNewEdit`, no console shell): images beside the text. */
export default function ReportNewEditView() {
  return <DiagnosisEditor layout="full" />
}
