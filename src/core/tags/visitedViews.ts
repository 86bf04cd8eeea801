import { atom } from 'nanostores'
import { shared } from '../runtime'

/** An open tab: a visited page. */
export interface VisitedView {
  /** The route path, the tab's identity. */
  path: string
  /** Path with query, what the tab navigates back to. */
  fullPath: string
  name: string
  /** Defaults to 'no-name'. */
  title: string
  titleKey?: string
  affix: boolean
  noCache: boolean
}

/**
 * The open tabs, in order (SPEC §4 "Open tabs").
 *
 * @example
 * useStore($visitedViews).map((v) => v.title)
 */
export const $visitedViews = shared('tags.visited', () => atom<VisitedView[]>([]))

/** Route names that never become tabs: the report writer opens from lists and returns to them. */
const NEVER_TABS = new Set(['reportWrite'])

/**
 * Adds a tab for a visit, or refreshes the existing tab of that path (its full path and title).
 *
 * @example
 * addVisitedView({ path: '/dashboard', fullPath: '/dashboard', name: 'Dashboard', title: '首页', affix: true, noCache: true })
 */
export function addVisitedView(view: Omit<VisitedView, 'title'> & { title?: string }): void {
  if (NEVER_TABS.has(view.name)) return
  const entry: VisitedView = { ...view, title: view.title || 'no-name' }
  const list = $visitedViews.get()
  const index = list.findIndex((v) => v.path === entry.path)
  if (index >= 0) $visitedViews.set(list.map((v, i) => (i === index ? { ...v, ...entry } : v)))
  else $visitedViews.set([...list, entry])
}

/**
 * Closes one tab (affix tabs cannot be closed); returns the remaining tabs.
 *
 * @example
 * delVisitedView('/registrations/his')
 */
export function delVisitedView(path: string): VisitedView[] {
  const next = $visitedViews.get().filter((v) => v.path !== path || v.affix)
  $visitedViews.set(next)
  return next
}

/**
 * Closes every tab except the given one and the affix tabs.
 *
 * @example
 * delOtherVisitedViews('/system/user')
 */
export function delOtherVisitedViews(path: string): VisitedView[] {
  const next = $visitedViews.get().filter((v) => v.affix || v.path === path)
  $visitedViews.set(next)
  return next
}

/**
 * Closes all tabs; only affix tabs stay.
 *
 * @example
 * delAllVisitedViews()
 */
export function delAllVisitedViews(): VisitedView[] {
  const next = $visitedViews.get().filter((v) => v.affix)
  $visitedViews.set(next)
  return next
}

/**
 * Updates the tab of a path (e.g. its title once a page knows the patient's name).
 *
 * @example
 * updateVisitedView({ path: '/followup/followupdetail', title: '随访：王晓燕' })
 */
export function updateVisitedView(change: Partial<VisitedView> & { path: string }): void {
  $visitedViews.set($visitedViews.get().map((v) => (v.path === change.path ? { ...v, ...change } : v)))
}
