import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { LockClosedRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useState } from 'react'
import type { ExamDto } from '../../../core/contract'
import { toMinute, toWireDate } from '../../../core/format/time'
import { notify } from '../../../core/notify/notifications'
import { reportPermission } from '../../../core/report/reportFamily'
import { $user } from '../../../core/session/stores'
import { useT } from '../../i18n/useT'
import { useCan } from '../../permission/useCan'
import { TakeoverDialog } from './TakeoverDialog'

const useStyles = makeStyles({
  badge: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorPaletteDarkOrangeForeground2 },
  time: { color: tokens.colorNeutralForeground2 },
})

/** Props of {@link LockBadge}. */
export interface LockBadgeProps {
  exam: ExamDto
  /** After a takeover (the list reloads to show the new holder). */
  onChanged?: () => void
}

/**
 * Who has an exam's report open in the editor, since when (the live lock of `ris_report_lock`), so a second physician
 * does not start on it. A holder of the family's takeover permission (`report:takeover` for imaging) gets a Take over
 * button, asking a reason, on another physician's lock; nothing shows while nobody edits.
 *
 * @example
 * <LockBadge exam={exam} onChanged={refresh} />
 */
export function LockBadge({ exam, onChanged }: LockBadgeProps) {
  const styles = useStyles()
  const t = useT()
  const me = useStore($user)
  const mayTakeOver = useCan(['admin', reportPermission(exam.modality, 'takeover')])
  const [asking, setAsking] = useState(false)
  const lock = exam.lock
  if (!lock) return null
  const since = toMinute(lock.since)
  // Today's locks say the time only; older ones the day too.
  const short = since.slice(0, 10) === toWireDate(new Date()) ? since.slice(11) : since.slice(5)
  const others = me?.nickName !== lock.user
  const name = `${exam.patientName} ${exam.examNo}`
  return (
    <span className={styles.badge} title={t('reading.lock.label', { user: lock.user, since })} data-lock={lock.user}>
      <LockClosedRegular aria-hidden />
      <span>{lock.user}</span>
      <span className={styles.time}>{short}</span>
      {mayTakeOver && others ? (
        <Button size="small" appearance="subtle" aria-label={t('reading.lock.takeoverOf', { name, user: lock.user })} onClick={() => setAsking(true)}>
          {t('reading.lock.takeover')}
        </Button>
      ) : null}
      {asking ? (
        <TakeoverDialog
          examineId={exam.id}
          title={t('reading.lock.title', { name })}
          onClose={() => setAsking(false)}
          onDone={() => {
            notify({ intent: 'success', message: t('reading.lock.taken', { name }), duration: 2500 })
            onChanged?.()
          }}
        />
      ) : null}
    </span>
  )
}
