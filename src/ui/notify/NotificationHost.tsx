import { Toast, ToastBody, ToastTitle, Toaster, useToastController } from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { useEffect, useRef } from 'react'
import { $notifications, dismissNotification } from '../../core/notify/notifications'

/**
 * Renders the notifications the bus assigned to this element as Fluent toasts inside its shadow root.
 *
 * @example
 * <NotificationHost hostId={id} />
 */
export function NotificationHost({ hostId }: { hostId: string }) {
  const toasterId = `${hostId}-toaster`
  const { dispatchToast } = useToastController(toasterId)
  const notifications = useStore($notifications)
  const shown = useRef(new Set<number>())

  useEffect(() => {
    for (const notification of notifications) {
      if (notification.hostId !== hostId || shown.current.has(notification.id)) continue
      shown.current.add(notification.id)
      dispatchToast(
        <Toast data-intent={notification.intent}>
          <ToastTitle>{notification.title ?? notification.message}</ToastTitle>
          {notification.title ? <ToastBody>{notification.message}</ToastBody> : null}
        </Toast>,
        {
          intent: notification.intent,
          timeout: notification.duration,
          toastId: String(notification.id),
          onStatusChange: (_event, data) => {
            if (data.status === 'unmounted') dismissNotification(notification.id)
          },
        },
      )
    }
  }, [notifications, hostId, dispatchToast])

  return <Toaster toasterId={toasterId} position="top-end" pauseOnHover pauseOnWindowBlur={false} limit={5} />
}
