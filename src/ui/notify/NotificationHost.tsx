import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { DismissRegular } from '@fluentui/react-icons'
import { useEffect, useState } from 'react'
import { $notifications, dismissNotification, type Notification } from '../../core/notify/notifications'
import { useT } from '../i18n/useT'
import { pickUiHost } from '../../core/notify/uiHosts'

const useStyles = makeStyles({
  stack: {
    position: 'fixed',
    top: tokens.spacingVerticalL,
    insetInlineEnd: tokens.spacingHorizontalL,
    zIndex: 1000000,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: 'min(380px, calc(100vw - 32px))',
    pointerEvents: 'none',
  },
  live: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { pointerEvents: 'auto', boxShadow: tokens.shadow16 },
})

/** At most this many at once; older ones wait their turn. */
const VISIBLE = 5

/**
 * One notification: closes itself after its duration, but not while the pointer or the keyboard focus is on it
 * (someone reading or about to press "dismiss").
 */
function NotificationItem({ notification }: { notification: Notification }) {
  const styles = useStyles()
  const t = useT()
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (held) return
    const timer = setTimeout(() => dismissNotification(notification.id), notification.duration)
    return () => clearTimeout(timer)
  }, [held, notification.id, notification.duration])
  return (
    <MessageBar
      className={styles.item}
      intent={notification.intent}
      layout="multiline"
      data-intent={notification.intent}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <MessageBarBody>
        {notification.title ? <MessageBarTitle>{notification.title}</MessageBarTitle> : null}
        {notification.message}
      </MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label={t('common.dismiss')} onClick={() => dismissNotification(notification.id)} />
        }
      />
    </MessageBar>
  )
}

/**
 * Renders the notifications the bus assigned to this element, stacked at the top end of the window inside its shadow
 * root, announced through live regions (errors as alerts, the rest as status messages), each closing itself after its
 * duration. Message bars rather than Fluent's
 * toaster: the same behaviour for a third of the weight every script-tag build carries.
 *
 * @example
 * <NotificationHost hostId={id} />
 */
export function NotificationHost({ hostId }: { hostId: string }) {
  const styles = useStyles()
  const notifications = useStore($notifications)
  // A message raised while no element was ready (a page's first moments) waits for the first one that is.
  const mine = notifications.filter((n) => n.hostId === hostId || (n.hostId === null && pickUiHost()?.id === hostId)).slice(-VISIBLE)
  if (mine.length === 0) return null
  // Errors go into an alert region (announced at once), the rest into a status region (announced politely).
  const errors = mine.filter((n) => n.intent === 'error')
  const others = mine.filter((n) => n.intent !== 'error')
  return (
    <div className={styles.stack}>
      {errors.length ? (
        <div className={styles.live} role="alert">
          {errors.map((n) => <NotificationItem key={n.id} notification={n} />)}
        </div>
      ) : null}
      {others.length ? (
        <div className={styles.live} role="status">
          {others.map((n) => <NotificationItem key={n.id} notification={n} />)}
        </div>
      ) : null}
    </div>
  )
}
