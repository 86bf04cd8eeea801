import { Badge, Button, makeStyles, tokens, Tooltip, ToolbarButton } from '@fluentui/react-components'
import { PersonDeleteRegular, SignOutRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { OnlineUserDto } from '../../../../../core/contract'
import { confirm } from '../../../../../core/notify/confirm'
import { notify } from '../../../../../core/notify/notifications'
import { useT } from '../../../../../ui/i18n/useT'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'

const useStyles = makeStyles({
  user: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
})

type Context = ResourceContext<OnlineUserDto>

/**
 * Asks, then ends the sessions (eladmin's 强退): their next call is refused and they leave the list. The caller's own
 * session is never among them.
 */
async function kick(users: readonly OnlineUserDto[], context: Context, t: ReturnType<typeof useT>): Promise<void> {
  const targets = users.filter((user) => !user.current)
  if (targets.length === 0) return
  const message = targets.length === 1
    ? t('resources.online.confirmOne', { name: targets[0]!.userName, nickName: targets[0]!.nickName })
    : t('resources.online.confirmMany', { count: targets.length })
  const yes = await confirm({ title: t('resources.online.kick'), message, confirmText: t('resources.online.kick'), cancelText: t('kit.dialog.cancel') })
  if (!yes) return
  try {
    await context.list.remove(targets.map((user) => user.key))
  } catch {
    // The server's reason is already on screen.
    return
  }
  notify({ intent: 'success', message: t('resources.online.kicked', { count: targets.length }), duration: 2500 })
}

function UserName({ user }: { user: OnlineUserDto }) {
  const t = useT()
  const styles = useStyles()
  return (
    <span className={styles.user}>
      {user.userName}
      {user.current ? (
        <Badge appearance="tint" color="brand" size="small">
          {t('resources.online.thisSession')}
        </Badge>
      ) : null}
    </span>
  )
}

/** The user name, with a "this session" mark on the caller's own. */
export function userCell(user: OnlineUserDto) {
  return <UserName user={user} />
}

function KickButton({ user, context }: { user: OnlineUserDto; context: Context }) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const label = t('resources.online.kickOne', { name: `${user.userName} ${user.loginTime.slice(0, 16)}` })
  if (user.current) {
    // Focusable, so a keyboard or screen-reader user learns why this one cannot be kicked.
    return (
      <Tooltip content={t('resources.online.ownSession')} relationship="description" withArrow>
        <Button size="small" appearance="subtle" icon={<SignOutRegular />} disabledFocusable aria-label={label} />
      </Tooltip>
    )
  }
  return (
    <Button
      size="small"
      appearance="subtle"
      icon={<SignOutRegular />}
      aria-label={label}
      title={label}
      disabled={busy}
      onClick={() => {
        setBusy(true)
        void kick([user], context, t).finally(() => setBusy(false))
      }}
    />
  )
}

/** Kick one session out, after a confirmation; the caller's own session says why it cannot be. */
export function kickButton(user: OnlineUserDto, context: Context) {
  return <KickButton user={user} context={context} />
}

function KickSelected({ context }: { context: Context }) {
  const t = useT()
  const others = context.selected.filter((user) => !user.current)
  const ownTicked = others.length !== context.selected.length
  return (
    <Tooltip content={t(ownTicked ? 'resources.online.ownSession' : 'resources.online.kickSelectedHint')} relationship="description">
      <ToolbarButton icon={<PersonDeleteRegular />} disabledFocusable={others.length === 0} onClick={() => void kick(others, context, t)}>
        {t('resources.online.kick')}
      </ToolbarButton>
    </Tooltip>
  )
}

/** The toolbar's kick-out of the ticked sessions (the caller's own, if ticked, stays). */
export function kickSelectedButton(context: Context) {
  return <KickSelected context={context} />
}
