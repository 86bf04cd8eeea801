import { atom } from 'nanostores'
import { shared } from '../runtime'
import { pickUiHost } from './uiHosts'

/** A question waiting for the user's answer. */
export interface ConfirmRequest {
  id: number
  title: string
  message: string
  confirmText: string
  cancelText: string
  hostId: string
  resolve: (confirmed: boolean) => void
}

/**
 * Pending confirm dialogs; the elected element renders the first one.
 *
 * @example
 * const [request] = useStore($confirmRequests)
 */
export const $confirmRequests = shared('notify.confirms', () => atom<ConfirmRequest[]>([]))
const counter = shared('notify.confirmCounter', () => ({ next: 1 }))

/**
 * Asks the user a yes/no question in a dialog inside an element's shadow root; resolves true on confirm. With
 * no element mounted it falls back to the browser's own dialog so the question is never lost.
 *
 * @example
 * if (await confirm({ title, message, confirmText, cancelText })) await logout()
 */
export function confirm(input: { title: string; message: string; confirmText: string; cancelText: string }): Promise<boolean> {
  const host = pickUiHost()
  if (!host) return Promise.resolve(window.confirm(`${input.title}\n\n${input.message}`))
  return new Promise<boolean>((resolve) => {
    const id = counter.next++
    const request: ConfirmRequest = {
      ...input,
      id,
      hostId: host.id,
      resolve: (confirmed) => {
        $confirmRequests.set($confirmRequests.get().filter((r) => r.id !== id))
        resolve(confirmed)
      },
    }
    $confirmRequests.set([...$confirmRequests.get(), request])
  })
}
