import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, Tooltip, type MenuProps } from '@fluentui/react-components'
import { TextFontSizeRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useLocation } from 'wouter'
import { settings } from '../../core/config/settings'
import { $uiSize, setUiSize } from '../../core/layout/layout'
import { notify } from '../../core/notify/notifications'
import { useT } from '../../ui/i18n/useT'
import { refreshAllViews } from './viewCache'

/**
 * The size menu (Default, Medium, Small, Mini; cookie, default small). A change drops every kept-alive view and
 * reopens the current page in the new size.
 *
 * @example
 * <SizeMenu />
 */
export function SizeMenu() {
  const t = useT()
  const size = useStore($uiSize)
  const [location, navigate] = useLocation()
  const onChange: MenuProps['onCheckedValueChange'] = (_event, data) => {
    const [chosen] = data.checkedItems
    if (!chosen || chosen === size) return
    setUiSize(chosen)
    refreshAllViews()
    navigate(`/redirect${location}`, { replace: true })
    notify({ intent: 'success', message: t('shell.sizeChanged'), duration: 2500 })
  }
  return (
    <Menu checkedValues={{ size: [size] }} onCheckedValueChange={onChange}>
      <Tooltip content={t('shell.size')} relationship="label">
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<TextFontSizeRegular />} />
        </MenuTrigger>
      </Tooltip>
      <MenuPopover>
        <MenuList>
          {settings.sizes.map((option) => (
            <MenuItemRadio key={option} name="size" value={option} disabled={option === size}>
              {t(`shell.sizes.${option}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
