import { shared } from '../runtime'

/** A mounted element able to render notifications and confirm dialogs. */
export interface UiHost {
  id: string
  /** True while the element is connected and visible, so a hidden kept-alive view never swallows a message. */
  isAvailable: () => boolean
}

const hosts = shared('notify.hosts', () => [] as UiHost[])

/**
 * Registers an element as a possible renderer of notifications; returns the unregister function. Elements do
 * this from their root, so any page with at least one clinic element shows the error catalogue.
 *
 * @example
 * useEffect(() => registerUiHost({ id, isAvailable: () => host.isConnected }), [])
 */
export function registerUiHost(host: UiHost): () => void {
  hosts.push(host)
  return () => {
    const index = hosts.indexOf(host)
    if (index >= 0) hosts.splice(index, 1)
  }
}

/**
 * Picks the element that renders the next message: the first registered one that is available.
 *
 * @example
 * pickUiHost()?.id
 */
export function pickUiHost(): UiHost | undefined {
  return hosts.find((host) => host.isAvailable())
}
