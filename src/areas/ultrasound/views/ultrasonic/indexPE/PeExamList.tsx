import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components'
import type { ExamDto } from '../../../../../core/contract'
import { useT } from '../../../../../ui/i18n/useT'

/** Where an exam of the batch stands. */
export type PeExamState = 'pending' | 'confirmed' | 'skipped'

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  item: { width: '100%', justifyContent: 'flex-start', textAlign: 'start', minWidth: 0 },
  text: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0, flexGrow: 1 },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', width: '100%' },
})

const BADGE: Record<PeExamState, 'informative' | 'success' | 'warning'> = { pending: 'informative', confirmed: 'success', skipped: 'warning' }

/**
 * The exams of the physical-exam batch in order, each a button opening it, with where it stands (to confirm,
 * confirmed, skipped); the one shown is marked current.
 *
 * @example
 * <PeExamList exams={exams} states={states} current={id} onOpen={setCurrent} />
 */
export function PeExamList({ exams, states, current, onOpen }: {
  exams: readonly ExamDto[]
  states: ReadonlyMap<number, PeExamState>
  current: number | null
  onOpen(examineId: number): void
}) {
  const t = useT()
  const styles = useStyles()
  return (
    <ol className={styles.list}>
      {exams.map((exam) => {
        const state = states.get(exam.id) ?? 'pending'
        const stateText = t(`ultrasound.indexPE.state.${state}`)
        return (
          <li key={exam.id}>
            <Button
              className={styles.item}
              appearance={exam.id === current ? 'secondary' : 'subtle'}
              aria-current={exam.id === current ? 'true' : undefined}
              aria-label={t('ultrasound.indexPE.examLabel', { name: exam.patientName, examNo: exam.examNo, item: exam.examItem, state: stateText })}
              data-exam-no={exam.examNo}
              onClick={() => onOpen(exam.id)}
            >
              <span className={styles.row}>
                <span className={styles.text}>
                  <span>{exam.patientName} · {exam.examNo}</span>
                  <span className={styles.sub}>{exam.examItem}</span>
                </span>
                <Badge appearance="tint" color={BADGE[state]}>{stateText}</Badge>
              </span>
            </Button>
          </li>
        )
      })}
    </ol>
  )
}
