import { makeStyles, tokens } from '@fluentui/react-components'
import type { ExamDto } from '../../../core/contract'
import { DictLabel } from '../../dict/DictLabel'
import { useT } from '../../i18n/useT'
import { STICKY_TOP } from '../../layout/stickyTop'

const useStyles = makeStyles({
  banner: {
    position: 'sticky', top: STICKY_TOP, zIndex: 2, display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalXS,
    margin: 0, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `2px solid ${tokens.colorBrandStroke1}`,
  },
  item: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'baseline', margin: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  name: { margin: 0, fontWeight: tokens.fontWeightBold, fontSize: tokens.fontSizeBase400 },
})

/**
 * Who and what the report is about, always in view while writing (sticky): name, patient id, sex and age, exam number,
 * item, modality, ordering department, clinical diagnosis, exam time.
 *
 * @example
 * <PatientBanner exam={exam} />
 */
export function PatientBanner({ exam }: { exam: ExamDto }) {
  const t = useT()
  const styles = useStyles()
  const age = `${exam.age}${exam.ageUnit === 'Y' ? '' : exam.ageUnit}`
  const items: [string, React.ReactNode, string?][] = [
    [t('reportEditor.patient.name'), exam.patientName, styles.name],
    [t('reportEditor.patient.id'), exam.patientId],
    [t('reportEditor.patient.sexAge'), <><DictLabel dict="gender" value={exam.gender} /> / {age}</>],
    [t('reportEditor.patient.examNo'), exam.examNo],
    [t('reportEditor.patient.item'), exam.examItem],
    [t('reportEditor.patient.modality'), exam.modality],
    [t('reportEditor.patient.dept'), exam.applyDeptName],
    ...(exam.clinicalDiagnosis ? [[t('reportEditor.patient.clinical'), exam.clinicalDiagnosis] as [string, string]] : []),
    ...(exam.examTime ? [[t('reportEditor.patient.examTime'), exam.examTime.slice(0, 16)] as [string, string]] : []),
  ]
  return (
    <dl className={styles.banner} aria-label={t('reportEditor.patient.label')} data-testid="patient-banner">
      {items.map(([term, value, className]) => (
        <div key={term} className={styles.item}>
          <dt className={styles.term}>{term}</dt>
          <dd className={className ?? styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
