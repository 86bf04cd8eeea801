import { useContext, useEffect, useState } from 'react'
import { registerUiHost } from '../../core/notify/uiHosts'
import { ElementIdContext, useHost } from '../element/HostContext'
import { ConfirmHost } from './ConfirmHost'
import { NotificationHost } from './NotificationHost'

/**
 * Makes this element a candidate renderer of the page's notifications and confirm dialogs. The bus picks the
 * first connected, visible candidate, so messages appear exactly once however many elements the page holds.
 *
 * @example
 * <UiHost />
 */
export function UiHost() {
  const host = useHost()
  const id = `${useContext(ElementIdContext)}ui`
  const [, setRegistered] = useState(false)
  useEffect(() => {
    const unregister = registerUiHost({
      id,
      isAvailable: () => host.isConnected && (typeof host.checkVisibility === 'function' ? host.checkVisibility() : true),
    })
    // Render again once registered, so a question that was waiting for any element is picked up.
    setRegistered(true)
    return unregister
  }, [host, id])
  return (
    <>
      <NotificationHost hostId={id} />
      <ConfirmHost hostId={id} />
    </>
  )
}
