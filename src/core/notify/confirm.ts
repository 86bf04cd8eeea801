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
  /** The element that renders it; null until one is available (the first available element then shows it). */
  hostId: string | null
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
 * Asks the user a yes/no question in a dialog inside an element's shadow root; resolves true on confirm. With no
 * element available yet the question waits, and the first element that becomes available asks it — never a blocking
 * browser dialog, which would freeze the page (and the host application) until answered.
 *
 * A question that no longer applies is withdrawn through `signal` (answered "no").
 *
 * @example
 * if (await confirm({ title, message, confirmText, cancelText })) await logout()
 */
export function confirm(input: { title: string; message: string; confirmText: string; cancelText: string }, signal?: AbortSignal): Promise<boolean> {
  const host = pickUiHost()
  if (signal?.aborted) return Promise.resolve(false)
  return new Promise<boolean>((resolve) => {
    const id = counter.next++
    const request: ConfirmRequest = {
      ...input,
      id,
      hostId: host?.id ?? null,
      resolve: (confirmed) => {
        signal?.removeEventListener('abort', withdraw)
        $confirmRequests.set($confirmRequests.get().filter((r) => r.id !== id))
        resolve(confirmed)
      },
    }
    const withdraw = () => request.resolve(false)
    signal?.addEventListener('abort', withdraw, { once: true })
    $confirmRequests.set([...$confirmRequests.get(), request])
  })
}
