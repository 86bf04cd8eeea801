import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  useRestoreFocusTarget,
  type MenuProps,
} from '@fluentui/react-components'
import { KeyRegular, PaintBrushRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useLocation } from 'wouter'
import { apiUrl } from '../../core/config/runtimeConfig'
import { settings, type ImageViewType } from '../../core/config/settings'
import { t as translate } from '../../core/i18n/i18n'
import { reloadPage } from '../../core/navigation'
import { confirm } from '../../core/notify/confirm'
import { notify } from '../../core/notify/notifications'
import { logout } from '../../core/session/session'
import { $user } from '../../core/session/stores'
import { $imageViewType, setImageViewType } from '../../core/userConfig/userConfig'
import { useT } from '../../ui/i18n/useT'

/**
 * Asks before logging out ('Are you sure to log out and exit the system?'), then logs out and reloads, which also
 * drops every kept-alive view with patient data in it.
 *
 * @example
 * await confirmLogout()
 */
export async function confirmLogout(): Promise<void> {
  const sure = await confirm({
    title: translate('common.systemPrompt'),
    message: translate('session.logoutConfirm'),
    confirmText: translate('common.confirm'),
    cancelText: translate('common.cancel'),
  })
  if (!sure) return
  await logout()
  reloadPage()
}

/**
 * The user dropdown: name and version, personal center, change password, where images open (WEB or CLIENT,
 * saved in user config), layout settings, logout.
 *
 * @example
 * <UserMenu onChangePassword={openPassword} onSettings={openSettings} />
 */
export function UserMenu({ onChangePassword, onSettings }: { onChangePassword: () => void; onSettings: () => void }) {
  const t = useT()
  const user = useStore($user)
  const viewType = useStore($imageViewType)
  const [, navigate] = useLocation()
  const name = user?.nickName || user?.username || ''
  // The settings drawer and the password dialog opened from this menu give the focus back to this button.
  const restoreFocusTarget = useRestoreFocusTarget()
  const onChecked: MenuProps['onCheckedValueChange'] = (_event, data) => {
    const [value] = data.checkedItems
    if (value === 'WEB' || value === 'CLIENT') {
      // A refusal (a backend without user settings among them) is already said by the HTTP module's notification.
      setImageViewType(value as ImageViewType).then(
        () => notify({ intent: 'success', message: t('shell.imageViewSaved'), duration: 2500 }),
        () => undefined,
      )
    }
  }
  return (
    <Menu checkedValues={{ imageView: [viewType] }} onCheckedValueChange={onChecked}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          {...restoreFocusTarget}
          aria-label={t('shell.account', { name })}
          icon={
            <Avatar
              name={name}
              size={28}
              color="brand"
              {...(user?.avatarName ? { image: { src: apiUrl(`avatar/${encodeURIComponent(user.avatarName)}`) } } : {})}
            />
          }
        >
          {name}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{t('app.version', { version: settings.version })}</MenuGroupHeader>
          </MenuGroup>
          <MenuItem icon={<PersonRegular />} onClick={() => navigate('/user/center')}>
            {t('shell.personalCenter')}
          </MenuItem>
          <MenuItem icon={<KeyRegular />} onClick={onChangePassword}>
            {t('shell.changePassword')}
          </MenuItem>
          <MenuItem icon={<PaintBrushRegular />} onClick={onSettings}>
            {t('shell.settings')}
          </MenuItem>
          <MenuDivider />
          <MenuGroup>
            <MenuGroupHeader>{t('shell.imageView')}</MenuGroupHeader>
            <MenuItemRadio name="imageView" value="WEB">
              {t('shell.imageViewWeb')}
            </MenuItemRadio>
            <MenuItemRadio name="imageView" value="CLIENT">
              {t('shell.imageViewClient')}
            </MenuItemRadio>
          </MenuGroup>
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void confirmLogout()}>
            {t('shell.logout')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
