import { Badge, makeStyles, tokens } from '@fluentui/react-components'
import type { ExamDto } from '../../../core/contract'
import { useT } from '../../i18n/useT'

const useStyles = makeStyles({
  patient: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
})

/**
 * The patient's name with the marks nobody handling the exam may miss, independent of its status: emergency, critical
 * value, and a critical value whose notification record is still missing (危急值未通报). Every worklist shows it (the
 * registration desk's and the readers'); its words are the kit's, loaded with every area.
 *
 * @example
 * <ExamPatient exam={exam} />
 */
export function ExamPatient({ exam }: { exam: ExamDto }) {
  const styles = useStyles()
  const t = useT()
  return (
    <span className={styles.patient}>
      {exam.patientName}
      {exam.urgency !== '0' ? (
        <Badge color="danger" appearance="filled" size="small" title={t('kit.marks.emergency')}>
          {t('kit.marks.emergencyShort')}
        </Badge>
      ) : null}
      {exam.critical ? (
        <Badge color="danger" appearance="outline" size="small" data-mark="critical">
          {t('kit.marks.critical')}
        </Badge>
      ) : null}
      {exam.criticalOpen ? (
        <Badge color="danger" appearance="filled" size="small" data-mark="critical-open" title={t('kit.marks.criticalOpen')}>
          {t('kit.marks.criticalOpenShort')}
        </Badge>
      ) : null}
    </span>
  )
}
