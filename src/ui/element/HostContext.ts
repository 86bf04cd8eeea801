import { createContext, useContext } from 'react'

/** The custom element that hosts a React tree, for dispatching events and reading its geometry. */
export const HostContext = createContext<HTMLElement | null>(null)

/**
 * Returns the element hosting the current React tree.
 *
 * @example
 * const host = useHost(); emit(host, 'clinic-report-loaded', detail)
 */
export function useHost(): HTMLElement {
  const host = useContext(HostContext)
  if (!host) throw new Error('useHost must be used inside an element created with toElement')
  return host
}

/** A page-unique id prefix of the current element (`clinic-7-`), for ids that must not collide across elements. */
export const ElementIdContext = createContext<string>('clinic-0-')
