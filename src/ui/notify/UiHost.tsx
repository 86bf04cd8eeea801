import { useContext, useEffect } from 'react'
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
  useEffect(
    () =>
      registerUiHost({
        id,
        isAvailable: () => host.isConnected && (typeof host.checkVisibility === 'function' ? host.checkVisibility() : true),
      }),
    [host, id],
  )
  return (
    <>
      <NotificationHost hostId={id} />
      <ConfirmHost hostId={id} />
    </>
  )
}
