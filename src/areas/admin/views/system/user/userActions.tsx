import { Switch, ToolbarButton } from '@fluentui/react-components'
import { KeyResetRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useState } from 'react'
import type { UserDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { confirm } from '../../../../../core/notify/confirm'
import { notify } from '../../../../../core/notify/notifications'
import { $user } from '../../../../../core/session'
import { useDict } from '../../../../../ui/dict/useDict'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'
import { userBody } from './user.resource'

/** Whether a user id is the signed-in user's own. */
export function isSelf(id: unknown): boolean {
  const me = $user.get()
  return me !== null && id !== undefined && id !== null && String(me.id) === String(id)
}

function EnabledSwitch({ user, context }: { user: UserDto; context: ResourceContext<UserDto> }) {
  const t = useT()
  const canEdit = useCan(['admin', 'user:edit'])
  const me = useStore($user)
  const label = useDict('user_status').labels[String(user.enabled)] ?? ''
  const [busy, setBusy] = useState(false)
  const self = me?.id === user.id
  const toggle = async () => {
    const next = !user.enabled
    const ok = await confirm({
      title: t('kit.confirm.title'),
      message: t(next ? 'resources.user.confirmEnable' : 'resources.user.confirmDisable', { name: user.username }),
      confirmText: t('kit.dialog.submit'),
      cancelText: t('kit.dialog.cancel'),
    })
    if (!ok) return
    setBusy(true)
    try {
      await http.put('api/users', userBody({
        id: user.id, username: user.username, nickName: user.nickName, gender: user.gender, phone: user.phone, email: user.email,
        enabled: next, deptId: user.dept?.id, jobIds: user.jobs.map((j) => j.id), roleIds: user.roles.map((r) => r.id),
      }, 'edit'))
      notify({ intent: 'success', message: t(next ? 'resources.user.enabledNow' : 'resources.user.disabledNow', { name: user.username }), duration: 2500 })
      await context.refresh()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Switch
      checked={user.enabled}
      disabled={!canEdit || self || busy}
      label={label}
      aria-label={t('resources.user.statusOf', { name: user.username, status: label })}
      onChange={() => void toggle()}
    />
  )
}

/** The status column: a switch that asks before it enables or disables an account (never one's own). */
export function enabledCell(user: UserDto, context: ResourceContext<UserDto>) {
  return <EnabledSwitch user={user} context={context} />
}

function ResetPasswordButton({ context }: { context: ResourceContext<UserDto> }) {
  const t = useT()
  const canEdit = useCan(['admin', 'user:edit'])
  const { selection } = useStore(context.list.$state)
  if (!canEdit) return null
  const reset = async () => {
    const ok = await confirm({
      title: t('kit.confirm.title'),
      message: t('resources.user.confirmReset', { count: selection.length }),
      confirmText: t('kit.dialog.submit'),
      cancelText: t('kit.dialog.cancel'),
    })
    if (!ok) return
    await http.put('api/users/resetPwd', selection)
    notify({ intent: 'success', message: t('resources.user.resetDone', { count: selection.length }), duration: 3000 })
    context.list.select([])
  }
  return (
    <ToolbarButton icon={<KeyResetRegular />} disabled={selection.length === 0} onClick={() => void reset()}>
      {t('resources.user.resetPassword')}
    </ToolbarButton>
  )
}

/** "Reset password": the selected accounts go back to the default password, after a confirmation. */
export function resetPasswordTool(context: ResourceContext<UserDto>) {
  return <ResetPasswordButton context={context} />
}
