import { Badge, type BadgeProps } from '@fluentui/react-components'
import type { ExamDto } from '../../../core/contract'
import type { ReportState } from '../../../core/contract/report'
import { useT } from '../../i18n/useT'

/** A row's report state: its report's, or `none` for an examined exam nobody has written yet. */
export type ReadingState = ReportState | 'none'

/** Fluent's badge per state, in ris-domain §1.6's tones: grey not started, orange in progress, red rejected, green done. */
const BADGES: Record<ReadingState, Pick<BadgeProps, 'color' | 'appearance'>> = {
  none: { color: 'informative', appearance: 'outline' },
  draft: { color: 'warning', appearance: 'outline' },
  preliminary: { color: 'warning', appearance: 'tint' },
  rejected: { color: 'danger', appearance: 'outline' },
  final: { color: 'success', appearance: 'tint' },
  corrected: { color: 'success', appearance: 'outline' },
  void: { color: 'informative', appearance: 'tint' },
}

/** The state a reading worklist shows for an exam (WLJS's 未写 / 初步报告 / 初步报告驳回 / 已审核), or null before the exam. */
export function readingState(exam: Pick<ExamDto, 'reportState' | 'status'>): ReadingState | null {
  if (exam.reportState) return exam.reportState
  return exam.status === '2' || exam.status === '6' ? 'none' : null
}

/**
 * The report's state as a tag in its tone (a reading worklist's `reportState` cell); nothing before the exam is done.
 *
 * @example
 * <ReportStateTag exam={exam} />
 */
export function ReportStateTag({ exam }: { exam: Pick<ExamDto, 'reportState' | 'status'> }) {
  const t = useT()
  const state = readingState(exam)
  if (!state) return null
  return (
    <Badge {...BADGES[state]} data-state={state}>
      {t(`reading.state.${state}`)}
    </Badge>
  )
}
