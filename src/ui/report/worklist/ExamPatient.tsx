import { Badge, makeStyles, tokens } from '@fluentui/react-components'
import type { ExamDto } from '../../../core/contract'
import { useMessages } from '../../i18n/useMessages'
import { useT } from '../../i18n/useT'
import { readingMessages } from './messages'

const useStyles = makeStyles({
  patient: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
})

/**
 * The patient's name with the marks nobody handling the exam may miss, independent of its status: emergency, critical
 * value, and a critical value whose notification record is still missing (危急值未通报). Every worklist shows it (the
 * registration desk's and the readers').
 *
 * @example
 * <ExamPatient exam={exam} />
 */
export function ExamPatient({ exam }: { exam: ExamDto }) {
  useMessages(readingMessages)
  const styles = useStyles()
  const t = useT()
  return (
    <span className={styles.patient}>
      {exam.patientName}
      {exam.urgency !== '0' ? (
        <Badge color="danger" appearance="filled" size="small" title={t('reading.marks.emergency')}>
          {t('reading.marks.emergencyShort')}
        </Badge>
      ) : null}
      {exam.critical ? (
        <Badge color="danger" appearance="outline" size="small" data-mark="critical">
          {t('reading.marks.critical')}
        </Badge>
      ) : null}
      {exam.criticalOpen ? (
        <Badge color="danger" appearance="filled" size="small" data-mark="critical-open" title={t('reading.marks.criticalOpen')}>
          {t('reading.marks.criticalOpenShort')}
        </Badge>
      ) : null}
    </span>
  )
}
