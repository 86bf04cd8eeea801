import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { useId } from 'react'
import { useT } from '../../../../../ui/i18n/useT'
import { PE_SHORTCUTS } from './peShortcuts'

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`, margin: 0 },
  keys: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold },
  what: { margin: 0 },
  pair: { display: 'contents' },
})

/**
 * The batch's keyboard shortcuts, always listed beside the text.
 *
 * @example
 * <PeShortcuts />
 */
export function PeShortcuts() {
  const t = useT()
  const styles = useStyles()
  const heading = useId()
  return (
    <section aria-labelledby={heading}>
      <Subtitle2 as="h3" id={heading}>{t('ultrasound.indexPE.shortcuts.title')}</Subtitle2>
      <dl className={styles.list}>
        {PE_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.keys} className={styles.pair}>
            <dt><kbd className={styles.keys}>{shortcut.keys}</kbd></dt>
            <dd className={styles.what}>{t(`ultrasound.indexPE.shortcuts.${shortcut.label}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
