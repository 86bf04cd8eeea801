import { Button, Tooltip } from '@fluentui/react-components'
import { FullScreenMaximizeRegular, FullScreenMinimizeRegular } from '@fluentui/react-icons'
import { useEffect, useState } from 'react'
import { notify } from '../../core/notify/notifications'
import { useT } from '../../ui/i18n/useT'

/**
 * Toggles full screen for the whole page; where the browser cannot, it says so with a warning.
 *
 * @example
 * <FullscreenButton />
 */
export function FullscreenButton() {
  const t = useT()
  const [active, setActive] = useState(() => document.fullscreenElement !== null)
  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', update)
    return () => document.removeEventListener('fullscreenchange', update)
  }, [])
  const toggle = () => {
    if (!document.fullscreenEnabled || typeof document.documentElement.requestFullscreen !== 'function') {
      notify({ intent: 'warning', message: t('shell.fullscreenUnsupported'), duration: 3000 })
      return
    }
    const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()
    change.catch(() => notify({ intent: 'warning', message: t('shell.fullscreenUnsupported'), duration: 3000 }))
  }
  const label = active ? t('shell.exitFullscreen') : t('shell.fullscreen')
  return (
    <Tooltip content={label} relationship="label">
      <Button appearance="subtle" icon={active ? <FullScreenMinimizeRegular /> : <FullScreenMaximizeRegular />} onClick={toggle} />
    </Tooltip>
  )
}
