import { shared } from './runtime'

/**
 * Navigation requests from core (a 403 goes to /401) reach whichever element owns the URL — the console — without
 * core importing a router. Pages without a console leave the host page's URL alone, and reload is indirect so
 * tests can observe it.
 */
interface PageActions {
  navigate: ((path: string) => void) | null
  reload: () => void
}

const actions = shared<PageActions>('page.actions', () => ({ navigate: null, reload: () => window.location.reload() }))

/**
 * Installs the function that moves the console to a path; returns the uninstall function.
 *
 * @example
 * useEffect(() => setNavigator((path) => setLocation(path)), [])
 */
export function setNavigator(navigate: (path: string) => void): () => void {
  actions.navigate = navigate
  return () => {
    if (actions.navigate === navigate) actions.navigate = null
  }
}

/**
 * Moves the console to `path`; returns false when no element owns the URL on this page.
 *
 * @example
 * if (!navigate('/401')) notify({ intent: 'error', message })
 */
export function navigate(path: string): boolean {
  if (!actions.navigate) return false
  actions.navigate(path)
  return true
}

/**
 * Reloads the page (through an indirection tests replace).
 *
 * @example
 * await logout(); reloadPage()
 */
export function reloadPage(): void {
  actions.reload()
}

/** Test hook: replaces what `reloadPage` does; returns the previous function. */
export function setReloadAction(reload: () => void): () => void {
  const previous = actions.reload
  actions.reload = reload
  return previous
}
