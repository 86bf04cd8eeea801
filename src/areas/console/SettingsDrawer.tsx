import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Label,
  OverlayDrawer,
  Switch,
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
} from '@fluentui/react-components'
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { settings } from '../../core/config/settings'
import { $layoutSettings, changeLayoutSetting, type LayoutSettings } from '../../core/layout/layout'
import { $themeColor, setThemeColor } from '../../core/theme/theme'
import { useT } from '../../ui/i18n/useT'

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  swatches: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  swatch: {
    width: '28px',
    height: '28px',
    minWidth: '28px',
    ...shorthands.padding(0),
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke1),
    borderRadius: tokens.borderRadiusMedium,
    color: '#ffffff',
  },
  custom: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  colourInput: { width: '44px', height: '28px', ...shorthands.padding(0), ...shorthands.border('0'), backgroundColor: 'transparent' },
})

const SWITCHES: (keyof LayoutSettings)[] = ['tagsView', 'fixedHeader', 'sidebarLogo', 'uniqueOpened', 'showFooter']

/**
 * The layout settings panel: 8 theme presets plus a custom colour, and the layout switches. Every change persists;
 * only settings that exist can change.
 *
 * @example
 * <SettingsDrawer open={open} onClose={close} />
 */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles()
  const t = useT()
  const layout = useStore($layoutSettings)
  const theme = useStore($themeColor)
  return (
    <OverlayDrawer position="end" open={open} onOpenChange={(_e, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={t('common.close')} icon={<DismissRegular />} onClick={onClose} />}
        >
          {t('settingsPanel.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <div role="group" aria-labelledby="clinic-theme-label">
          <Label id="clinic-theme-label" weight="semibold">
            {t('settingsPanel.themeColor')}
          </Label>
          <div className={styles.swatches}>
            {settings.themePresets.map((colour) => (
              <button
                key={colour}
                type="button"
                className={mergeClasses(styles.swatch)}
                // The swatch shows its own colour: data, not style.
                ref={(node) => node?.style.setProperty('background-color', colour)}
                aria-label={t('settingsPanel.preset', { colour })}
                aria-pressed={theme.toLowerCase() === colour.toLowerCase()}
                onClick={() => setThemeColor(colour)}
              >
                {theme.toLowerCase() === colour.toLowerCase() ? <CheckmarkRegular aria-hidden="true" /> : null}
              </button>
            ))}
          </div>
          <div className={styles.custom}>
            <input
              id="clinic-theme-custom"
              className={styles.colourInput}
              type="color"
              value={theme.toLowerCase()}
              onChange={(event) => setThemeColor(event.target.value)}
            />
            <Label htmlFor="clinic-theme-custom">{t('settingsPanel.custom')}</Label>
          </div>
        </div>
        {SWITCHES.map((key) => (
          <Switch
            key={key}
            label={t(`settingsPanel.${key}`)}
            checked={layout[key]}
            onChange={(_e, data) => changeLayoutSetting(key, data.checked)}
          />
        ))}
      </DrawerBody>
    </OverlayDrawer>
  )
}
