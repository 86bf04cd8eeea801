import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { $confirmRequests } from '../../core/notify/confirm'
import { pickUiHost } from '../../core/notify/uiHosts'

/**
 * Renders the first confirm request assigned to this element (or waiting for any element, when this one is the
 * page's current choice) as an alert dialog in its shadow root.
 *
 * @example
 * <ConfirmHost hostId={id} />
 */
export function ConfirmHost({ hostId }: { hostId: string }) {
  const request = useStore($confirmRequests).find((r) => r.hostId === hostId || (r.hostId === null && pickUiHost()?.id === hostId))
  if (!request) return null
  return (
    <Dialog open modalType="alert" onOpenChange={(_event, data) => !data.open && request.resolve(false)}>
      <DialogSurface aria-describedby={`${hostId}-confirm-text`}>
        <DialogBody>
          <DialogTitle>{request.title}</DialogTitle>
          <DialogContent id={`${hostId}-confirm-text`}>{request.message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => request.resolve(false)}>
              {request.cancelText}
            </Button>
            <Button appearance="primary" onClick={() => request.resolve(true)}>
              {request.confirmText}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
