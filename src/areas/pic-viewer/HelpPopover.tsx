import { Button } from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useEffect, useRef } from 'react'
import { useT } from '../../ui/i18n/useT'
import { shortcuts } from './commands/shortcuts'
import { useHelpPopoverStyles } from './HelpPopover.styles'
import type { ViewerModel } from './model/ViewerModel'

/** Props of the shortcut help. */
export interface HelpPopoverProps {
  viewer: ViewerModel
}

/**
 * The keyboard-shortcut help, listed from the shortcut table (the same table the key handler reads), plus how mouse
 * and touch work. A native popover: light dismiss, Escape closes it, and it costs no positioning library.
 *
 * @example
 * <HelpPopover viewer={viewer} />
 */
export function HelpPopover({ viewer }: HelpPopoverProps) {
  const styles = useHelpPopoverStyles()
  const t = useT()
  const popover = useRef<HTMLDivElement>(null)
  useEffect(() => {
    viewer.toggleHelp = () => popover.current?.togglePopover()
    viewer.closeHelp = () => {
      if (!popover.current?.matches(':popover-open')) return false
      popover.current.hidePopover()
      return true
    }
    return () => {
      viewer.toggleHelp = () => {}
      viewer.closeHelp = () => false
    }
  }, [viewer])
  return (
    <div ref={popover} popover="auto" role="dialog" aria-labelledby="clinic-pic-help" className={styles.popover}>
      <div className={styles.header}>
        <h2 id="clinic-pic-help" className={styles.title}>
          {t('picViewer.help.title')}
        </h2>
        <Button appearance="subtle" icon={<DismissRegular />} aria-label={t('common.close')} title={t('common.close')} onClick={() => popover.current?.hidePopover()} />
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('picViewer.help.key')}</th>
            <th scope="col">{t('picViewer.help.action')}</th>
          </tr>
        </thead>
        <tbody>
          {shortcuts.map((shortcut) => (
            <tr key={shortcut.display}>
              <td>
                <kbd className={styles.key}>{shortcut.display}</kbd>
              </td>
              <td>{t(shortcut.labelKey)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{t('picViewer.help.pointer')}</p>
    </div>
  )
}
