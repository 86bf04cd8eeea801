import { mergeClasses } from '@fluentui/react-components'
import { CheckmarkCircle16Regular, ErrorCircle16Filled, Warning16Filled } from '@fluentui/react-icons'
import { useEffect, useRef, useState } from 'react'
import { parseWireDate } from '../../../core/format/time'
import { criticalTimer, formatElapsed, type CriticalTimerState } from '../../../core/report/critical'
import { useMessages } from '../../i18n/useMessages'
import { useT } from '../../i18n/useT'
import { criticalMessages } from './messages'
import { useCriticalTimerStyles } from './CriticalTimer.styles'

/** Props of {@link CriticalTimer}. */
export interface CriticalTimerProps {
  /** When the value was flagged: a wire time (`yyyy-MM-dd HH:mm:ss`) or an ISO time. */
  since: string
  /** The modality's notification limit in minutes. */
  limitMinutes: number
  /** The moment to show (epoch ms); the timer then stands still. Without it the timer follows the clock every second. */
  now?: number
}

/** Epoch ms of a wire or ISO time; NaN when it is neither. */
function toMs(time: string): number {
  return parseWireDate(time)?.getTime() ?? Date.parse(time)
}

const ICONS: Record<CriticalTimerState, typeof Warning16Filled> = {
  within: CheckmarkCircle16Regular,
  near: Warning16Filled,
  past: ErrorCircle16Filled,
}

/**
 * A critical value's timer: minutes and seconds since it was flagged against the modality's notification limit, in
 * warning colours near the limit and danger colours past it, with the state in words and an icon (never colour
 * alone). Reaching "near" and "past" is said once through a polite live region, not every second.
 *
 * @example
 * <CriticalTimer since={report.criticalNotice?.flaggedAt ?? openedAt} limitMinutes={useCriticalLimit('US')} />
 */
export function CriticalTimer({ since, limitMinutes, now }: CriticalTimerProps) {
  useMessages(criticalMessages)
  const t = useT()
  const styles = useCriticalTimerStyles()
  const [tick, setTick] = useState(() => Date.now())
  useEffect(() => {
    if (now !== undefined) return undefined
    const timer = setInterval(() => setTick(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [now])
  const sinceMs = toMs(since)
  const at = now ?? tick
  const { elapsedSeconds, remainingSeconds, state } = criticalTimer(Number.isFinite(sinceMs) ? sinceMs : at, at, limitMinutes)

  // Said once per state reached (and again only after the state changed back and forth), never on every tick.
  const said = useRef<CriticalTimerState>('within')
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    if (state === said.current) return
    said.current = state
    if (state === 'near') setAnnouncement(t('reportParts.critical.timer.announceNear', { minutes: Math.max(1, Math.ceil(remainingSeconds / 60)) }))
    else if (state === 'past') setAnnouncement(t('reportParts.critical.timer.announcePast', { minutes: limitMinutes }))
    else setAnnouncement('')
  }, [state, remainingSeconds, limitMinutes, t])

  const Icon = ICONS[state]
  const clock = formatElapsed(elapsedSeconds)
  return (
    <div className={mergeClasses(styles.root, state !== 'within' && styles[state])} data-state={state}>
      <span>{t('reportParts.critical.timer.label')}</span>
      <span role="timer" className={styles.clock} aria-label={`${t('reportParts.critical.timer.label')} ${clock}`}>
        {clock}
      </span>
      <span>{t('reportParts.critical.timer.limit', { minutes: limitMinutes })}</span>
      <span className={styles.state}>
        <Icon aria-hidden="true" />
        {t(`reportParts.critical.timer.${state}`)}
      </span>
      <div className={styles.visuallyHidden} aria-live="polite" aria-atomic="true" data-announcement="">
        {announcement}
      </div>
    </div>
  )
}
