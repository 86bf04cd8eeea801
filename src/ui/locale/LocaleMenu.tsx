import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, type MenuProps } from '@fluentui/react-components'
import { LocalLanguageRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { settings, type Locale } from '../../core/config/settings'
import { $locale, setLocale } from '../../core/i18n/i18n'
import { useT } from '../i18n/useT'
import { localeNames } from './localeNames'

/**
 * A compact language switcher: the current language's name, opening a menu of all six.
 *
 * @example
 * <LocaleMenu appearance="subtle" />
 */
export function LocaleMenu({ appearance = 'subtle' }: { appearance?: 'subtle' | 'transparent' | 'secondary' }) {
  const t = useT()
  const locale = useStore($locale)
  const onChange: MenuProps['onCheckedValueChange'] = (_event, data) => {
    const [chosen] = data.checkedItems
    if (chosen) void setLocale(chosen as Locale)
  }
  return (
    <Menu checkedValues={{ locale: [locale] }} onCheckedValueChange={onChange}>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance={appearance} icon={<LocalLanguageRegular />} aria-label={`${t('common.language')}: ${localeNames[locale]}`}>
          {localeNames[locale]}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {settings.locales.map((code) => (
            <MenuItemRadio key={code} name="locale" value={code} lang={code}>
              {localeNames[code]}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
