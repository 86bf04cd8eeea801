import { Combobox, makeStyles, Option, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { MENU_ICON_NAMES, MenuIcon } from '../../icons/menuIcons'
import { useT } from '../../i18n/useT'

const useStyles = makeStyles({
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  listbox: { maxHeight: '280px' },
})

/** Props of {@link IconField}. */
export interface IconFieldProps {
  id: string
  value: string
  onChange: (value: string) => void
  size?: 'small' | 'medium' | 'large'
  disabled?: boolean | undefined
}

/**
 * A menu icon: a filterable list of the icons the console draws, each shown with its name (eladmin's icon picker),
 * typed or chosen; the chosen icon shows before the field.
 *
 * @example
 * <IconField id={id} value={icon} onChange={setIcon} />
 */
export function IconField({ id, value, onChange, size, disabled }: IconFieldProps) {
  const styles = useStyles()
  const t = useT()
  const [query, setQuery] = useState<string | null>(null)
  const needle = (query ?? '').trim().toLowerCase()
  const names = needle ? MENU_ICON_NAMES.filter((name) => name.toLowerCase().includes(needle)) : MENU_ICON_NAMES
  return (
    <Combobox
      id={id}
      size={size}
      disabled={disabled}
      placeholder={t('kit.field.icon')}
      value={query ?? value}
      selectedOptions={value ? [value] : []}
      expandIcon={value ? <MenuIcon name={value} /> : undefined}
      listbox={{ className: styles.listbox }}
      onChange={(event) => setQuery(event.target.value)}
      onOptionSelect={(_e, data) => {
        setQuery(null)
        onChange(data.optionValue ?? '')
      }}
      onBlur={() => setQuery(null)}
      freeform={false}
    >
      <Option value="" text={t('kit.field.noIcon')}>
        {t('kit.field.noIcon')}
      </Option>
      {names.map((name) => (
        <Option key={name} value={name} text={name}>
          <span className={styles.option}>
            <MenuIcon name={name} />
            {name}
          </span>
        </Option>
      ))}
    </Combobox>
  )
}
