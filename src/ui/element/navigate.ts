import { createContext, useCallback, useContext } from 'react'
import { HostContext } from './HostContext'

/** The event an element sends to ask its page to open another console route (`detail.path`, with its query). */
export const NAVIGATE_EVENT = 'clinic-navigate'

/** Detail of `clinic-navigate`. */
export interface NavigateDetail {
  /** A console path with its query: `/diagnos/CTreportwrite?examineId=12`. */
  path: string
}

/**
 * What an area does with a route nobody on the page took: the diagnosis area opens its editor in place when it is
 * embedded alone (no console around it to route the path).
 */
export const NavigateFallbackContext = createContext<((path: string) => void) | null>(null)

/**
 * Builds a console path with a query, values encoded.
 *
 * @example
 * routePath('/diagnos/CTreportwrite', { examineId: 12 }) // '/diagnos/CTreportwrite?examineId=12'
 */
export function routePath(path: string, query: Record<string, string | number | undefined> = {}): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value))
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/**
 * Returns a function that opens a console route from inside an element: it sends `clinic-navigate` (bubbling out of
 * the shadow root); the console routes it, and a host page may take it too (`event.preventDefault()` says it did).
 * When nobody takes it, the area's fallback runs (an embedded diagnosis element opens its editor in place).
 *
 * @example
 * const navigateTo = useNavigateTo(); navigateTo(routePath('/diagnos/CTreportwrite', { examineId: exam.id }))
 */
export function useNavigateTo(): (path: string) => void {
  const host = useContext(HostContext)
  const fallback = useContext(NavigateFallbackContext)
  return useCallback(
    (path: string) => {
      const event = new CustomEvent<NavigateDetail>(NAVIGATE_EVENT, { detail: { path }, bubbles: true, composed: true, cancelable: true })
      const taken = host ? !host.dispatchEvent(event) : false
      if (!taken) fallback?.(path)
    },
    [host, fallback],
  )
}
