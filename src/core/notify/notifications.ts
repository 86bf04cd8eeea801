import { atom } from 'nanostores'
import { shared } from '../runtime'
import { settings } from '../config/settings'
import { pickUiHost } from './uiHosts'

/** One message on the notification bus. */
export interface Notification {
  id: number
  intent: 'error' | 'warning' | 'success' | 'info'
  message: string
  title?: string
  /** Milliseconds before it closes itself. */
  duration: number
  /** The element that renders it; null when no element is mounted (the message is then only logged). */
  hostId: string | null
}

/**
 * The page's notification bus: core modules push messages, the elected element renders them. Shared across
 * bundles, so an error raised by one element's request shows even if another element renders it.
 *
 * @example
 * useStore($notifications).filter((n) => n.hostId === myId)
 */
export const $notifications = shared('notify.list', () => atom<Notification[]>([]))
const counter = shared('notify.counter', () => ({ next: 1 }))

/**
 * Shows a message; returns its id. Errors stay 5 s unless told otherwise (SPEC §8).
 *
 * @example
 * notify({ intent: 'error', message: t('http.timeout') })
 */
export function notify(input: { intent: Notification['intent']; message: string; title?: string; duration?: number }): number {
  const host = pickUiHost()
  const notification: Notification = {
    id: counter.next++,
    intent: input.intent,
    message: input.message,
    duration: input.duration ?? settings.errorNotificationMs,
    hostId: host?.id ?? null,
    ...(input.title === undefined ? {} : { title: input.title }),
  }
  if (!host) console.warn(`[clinic] ${notification.intent}: ${notification.message}`)
  $notifications.set([...$notifications.get(), notification])
  return notification.id
}

/**
 * Removes a message from the bus (the renderer calls this when it closes).
 *
 * @example
 * dismissNotification(id)
 */
export function dismissNotification(id: number): void {
  $notifications.set($notifications.get().filter((n) => n.id !== id))
}
