import { fixture, html } from '@open-wc/testing'
import '../../../elements/clinic-console'
import { $menusLoaded } from '../../../src/core/session'
import { $menuTree } from '../../../src/core/menus'
import { $visitedViews } from '../../../src/core/tags'
import { setReloadAction } from '../../../src/core/navigation'
import { resetAll } from './session'
import { until } from './dom'

/** The console under test lives under this base, so the test runner's own page URL is never mistaken for a route. */
export const BASE = '/__console'
const original = location.pathname + location.search

/** The console's current route path (without the base), query included. */
export function consolePath(): string {
  return location.pathname.slice(BASE.length) + location.search
}

/** Waits until the console shows `path` (exact, or matching a predicate). */
export async function waitForPath(expected: string | ((path: string) => boolean), timeout = 8000): Promise<void> {
  const ok = typeof expected === 'string' ? (p: string) => p === expected : expected
  await until(() => ok(consolePath()), `expected console path ${String(expected)}, saw ${consolePath()}`, { timeout })
}

/** Reload calls the tests observe instead of reloading the test page. */
export const reloads = { count: 0 }

/** Opens `<clinic-console>` at a path (the URL is set first, as a user's address bar would). */
export async function openConsole(path: string, locale = 'en', apiBase?: string): Promise<HTMLElement> {
  history.replaceState(null, '', BASE + path)
  const el = apiBase
    ? await fixture<HTMLElement>(html`<clinic-console base=${BASE} locale=${locale} api-base=${apiBase}></clinic-console>`)
    : await fixture<HTMLElement>(html`<clinic-console base=${BASE} locale=${locale}></clinic-console>`)
  return el
}

/** Forgets every console and session state and puts the test page's URL back. */
export function resetConsole(): void {
  document.querySelectorAll('clinic-console').forEach((el) => el.remove())
  resetAll()
  $menusLoaded.set(false)
  $menuTree.set([])
  $visitedViews.set([])
  sessionStorage.setItem('passClose', 'true')
  reloads.count = 0
  setReloadAction(() => reloads.count++)
  history.replaceState(null, '', original)
}

/** Navigates inside the console the way a link does. */
export function go(path: string): void {
  history.pushState(null, '', BASE + path)
  dispatchEvent(new PopStateEvent('popstate'))
}
