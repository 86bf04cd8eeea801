import { Avatar, Button, Caption1 } from '@fluentui/react-components'
import { ImageEditRegular } from '@fluentui/react-icons'
import { useRef, useState, type ChangeEvent } from 'react'
import { apiUrl } from '../../../core/config/runtimeConfig'
import type { UserDto } from '../../../core/contract'
import { http } from '../../../core/http/http'
import { notify } from '../../../core/notify/notifications'
import { getInfo } from '../../../core/session/session'
import { useT } from '../../../ui/i18n/useT'
import { useUserCenterStyles } from './UserCenter.styles'

const TYPES = ['image/png', 'image/jpeg', 'image/gif']
const MAX_BYTES = 5 * 1024 * 1024

/**
 * The avatar with its upload: JPG, PNG or GIF up to 5 MB, posted as `avatar` to api/users/updateAvatar; the user
 * is reloaded afterwards so every element shows the new picture.
 *
 * @example
 * <AvatarUpload user={user} />
 */
export function AvatarUpload({ user }: { user: UserDto }) {
  const styles = useUserCenterStyles()
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const name = user.nickName || user.username

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!TYPES.includes(file.type)) return void notify({ intent: 'warning', message: t('userCenter.avatarWrongType') })
    if (file.size > MAX_BYTES) return void notify({ intent: 'warning', message: t('userCenter.avatarTooBig') })
    const form = new FormData()
    form.append('avatar', file)
    setBusy(true)
    try {
      await http.post('api/users/updateAvatar', form)
      await getInfo()
      notify({ intent: 'success', message: t('userCenter.avatarSaved'), duration: 2500 })
    } catch {
      // The HTTP module has shown the server's message.
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.avatarBlock}>
      <Avatar
        name={name}
        size={96}
        color="brand"
        aria-label={t('userCenter.avatar', { name })}
        {...(user.avatarName ? { image: { src: apiUrl(`avatar/${encodeURIComponent(user.avatarName)}`) } } : {})}
      />
      <input ref={input} className={styles.hiddenInput} type="file" accept={TYPES.join(',')} onChange={(e) => void onFile(e)} aria-label={t('userCenter.changeAvatar')} />
      <Button size="small" icon={<ImageEditRegular />} disabledFocusable={busy} onClick={() => input.current?.click()}>
        {t('userCenter.changeAvatar')}
      </Button>
      <Caption1 className={styles.muted}>{t('userCenter.avatarHint')}</Caption1>
    </div>
  )
}
