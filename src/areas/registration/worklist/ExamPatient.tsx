import { Badge, makeStyles, tokens } from '@fluentui/react-components'
import type { ExamDto } from '../../../core/contract'
import { useT } from '../../../ui/i18n/useT'

const useStyles = makeStyles({
  patient: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
})

/**
 * The patient's name with an emergency mark and a critical-value mark, independent of the status.
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
        <Badge color="danger" appearance="filled" size="small" title={t('registration.worklist.emergency')}>
          {t('registration.worklist.emergencyShort')}
        </Badge>
      ) : null}
      {exam.critical ? (
        <Badge color="danger" appearance="outline" size="small">
          {t('registration.worklist.critical')}
        </Badge>
      ) : null}
    </span>
  )
}
