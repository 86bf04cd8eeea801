import { Avatar, Body1Strong, Button, Caption1, Spinner, Text } from '@fluentui/react-components'
import { SignOutRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { emit } from '../../core/events'
import { useMessages } from '../../ui/i18n/useMessages'
import { confirm } from '../../core/notify/confirm'
import { ensureUser, logout } from '../../core/session/session'
import { $token, $user } from '../../core/session/stores'
import { useHost } from '../../ui/element/HostContext'
import { useT } from '../../ui/i18n/useT'
import { sessionMessages } from './messages'
import { useSessionBadgeStyles } from './SessionBadge.styles'


/**
 * Who is signed in (nick name and username) with a logout button that asks first. Reads the shared session, so a
 * login in any other element of the page shows here at once; after a reload it fetches the user for the stored
 * token.
 *
 * @example
 * <SessionBadge />
 */
export function SessionBadge() {
  useMessages(sessionMessages)
  const styles = useSessionBadgeStyles()
  const t = useT()
  const host = useHost()
  const token = useStore($token)
  const user = useStore($user)
  const [leaving, setLeaving] = useState(false)

  useEffect(() => {
    if (token && !user) ensureUser().catch(() => undefined)
  }, [token, user])

  if (!token) {
    return (
      <div className={styles.root} role="status">
        <Text className={styles.muted}>{t('session.badge.notSignedIn')}</Text>
      </div>
    )
  }
  if (!user) {
    return (
      <div className={styles.root} role="status">
        <Spinner size="tiny" label={t('session.badge.loading')} />
      </div>
    )
  }

  const onLogout = async () => {
    const sure = await confirm({
      title: t('common.systemPrompt'),
      message: t('session.logoutConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    })
    if (!sure) return
    setLeaving(true)
    const username = user.username
    await logout()
    setLeaving(false)
    emit(host, 'clinic-logged-out', { username })
  }

  return (
    <div className={styles.root} role="group" aria-label={t('session.badge.signedInAs')}>
      <Avatar name={user.nickName || user.username} color="brand" size={32} aria-hidden="true" />
      <div className={styles.who}>
        <Body1Strong data-testid="nick-name">{user.nickName || user.username}</Body1Strong>
        <Caption1 className={styles.muted} data-testid="username">
          {user.username}
        </Caption1>
      </div>
      <Button appearance="subtle" icon={<SignOutRegular />} onClick={() => void onLogout()} disabledFocusable={leaving}>
        {leaving ? t('session.badge.loggingOut') : t('session.badge.logout')}
      </Button>
    </div>
  )
}
