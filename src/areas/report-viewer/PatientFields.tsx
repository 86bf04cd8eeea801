import { mergeClasses } from '@fluentui/react-components'
import type { ExamDto, ReportDto } from '../../core/contract'
import { useT } from '../../ui/i18n/useT'
import { formatAge, formatGender, formatGestation, formatPatientType, toMinute } from './format'
import { useReportViewerStyles } from './ReportViewer.styles'

/** Props of {@link PatientFields}. */
export interface PatientFieldsProps {
  exam: ExamDto
  report: ReportDto | null
}

/**
 * The patient and exam block of the report (name, sex, age, ids, department, exam item, times…); fields the exam
 * does not carry are left out.
 *
 * @example
 * <PatientFields exam={view.exam} report={view.report} />
 */
export function PatientFields({ exam, report }: PatientFieldsProps) {
  const styles = useReportViewerStyles()
  const t = useT()
  const ward = [exam.ward, exam.bedNo].filter(Boolean).join(' / ')
  const bodyPart = [exam.bodyPart, exam.bodyPartSmall].filter(Boolean).join(' / ')
  const icd = (report?.icdCodes ?? []).map((code) => `${code.code} ${code.name}`).join('；')
  const rows: [string, string | undefined, boolean?][] = [
    ['patientName', exam.patientName],
    ['gender', formatGender(exam.gender)],
    ['age', formatAge(exam)],
    ['patientId', exam.patientId],
    ['examNo', exam.examNo],
    ['patientType', formatPatientType(exam.patientType)],
    ['outpatientNo', exam.outpatientNo],
    ['inpatientNo', exam.inpatientNo],
    ['wardBed', ward],
    ['applyDept', exam.applyDeptName],
    ['applyPhysician', exam.applyPhysician],
    ['modality', exam.modality],
    ['examItem', exam.examItem],
    ['bodyPart', bodyPart],
    ['checkMethod', exam.checkMethod],
    ['examTime', toMinute(exam.examTime ?? exam.registerTime)],
    ['lmp', exam.lmp],
    ['gestationalAge', formatGestation(exam.gestationalAge)],
    ['clinicalDiagnosis', exam.clinicalDiagnosis, true],
    ['icd', icd, true],
  ]
  return (
    <dl className={styles.fields}>
      {rows
        .filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== '')
        .map(([key, value, wide]) => (
          <div key={key} className={mergeClasses(styles.field, wide && styles.fieldWide)} data-field={key}>
            <dt className={styles.term}>{t(`reportViewer.field.${key}`)}</dt>
            <dd className={styles.definition}>{value}</dd>
          </div>
        ))}
    </dl>
  )
}
