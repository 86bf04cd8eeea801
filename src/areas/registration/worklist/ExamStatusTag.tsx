import { Badge, makeStyles, mergeClasses, type BadgeProps } from '@fluentui/react-components'
import type { ExamDto } from '../../../core/contract'
import { EXAM_STATUS_TONES, type ExamStatusTone } from '../../../core/exam/lifecycle'
import { useDict } from '../../../ui/dict/useDict'

const useStyles = makeStyles({
  struck: { textDecorationLine: 'line-through' },
})

/** Fluent's badge for each tone of the lifecycle (ris-domain §1.6: grey waiting, blues under way, green done, red problems). */
const BADGES: Record<ExamStatusTone, Pick<BadgeProps, 'color' | 'appearance'>> = {
  grey: { color: 'informative', appearance: 'tint' },
  blue: { color: 'brand', appearance: 'tint' },
  cyan: { color: 'brand', appearance: 'outline' },
  geekblue: { color: 'brand', appearance: 'filled' },
  orange: { color: 'warning', appearance: 'tint' },
  red: { color: 'danger', appearance: 'outline' },
  green: { color: 'success', appearance: 'tint' },
  purple: { color: 'success', appearance: 'outline' },
  struck: { color: 'informative', appearance: 'outline' },
}

/**
 * The exam's status as a tag in its lifecycle tone, labelled by the `exam_status` dictionary (the code while the
 * dictionary is missing).
 *
 * @example
 * <ExamStatusTag exam={exam} />
 */
export function ExamStatusTag({ exam }: { exam: Pick<ExamDto, 'status'> }) {
  const styles = useStyles()
  const { labels } = useDict('exam_status')
  const tone = EXAM_STATUS_TONES[exam.status] ?? 'grey'
  return (
    <Badge {...BADGES[tone]} className={mergeClasses(tone === 'struck' && styles.struck)}>
      {labels[exam.status] ?? exam.status}
    </Badge>
  )
}
