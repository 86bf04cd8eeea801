import Fuse from 'fuse.js'
import { settings } from '../config/settings'
import type { RouteRecord } from './routeTable'

/** One entry of the header search: a page's breadcrumb title (`登记管理 > HIS登记`) and path. */
export interface SearchEntry {
  title: string
  path: string
}

/**
 * The header search's index over the visible pages, with the contract's fuzzy options (threshold 0.4, title
 * weight 0.7, path weight 0.3, patterns up to 32 characters). `translate` turns a crumb into the displayed title.
 *
 * @example
 * const search = createMenuSearch(routes, (c) => c.title); search('his')[0]?.path
 */
export function createMenuSearch(
  routes: readonly RouteRecord[],
  translate: (crumb: { title: string; titleKey?: string }) => string,
): (pattern: string) => SearchEntry[] {
  const pool: SearchEntry[] = routes
    .filter((route) => !route.hidden && !route.path.includes(':'))
    .map((route) => ({ title: route.breadcrumb.map(translate).join(' > '), path: route.path }))
  // Fuse 7 has no maxPatternLength option any more: the 32-character limit is applied to the pattern itself.
  const { keys, maxPatternLength: _limit, ...options } = settings.fuzzySearch
  const fuse = new Fuse(pool, { ...options, keys: keys.map((k) => ({ ...k })) })
  return (pattern: string) => {
    const trimmed = pattern.trim().slice(0, settings.fuzzySearch.maxPatternLength)
    return trimmed ? fuse.search(trimmed).map((result) => result.item) : []
  }
}
