import Fuse from 'fuse.js'
import { settings } from '../config/settings'
import type { RouteRecord } from './routeTable'

/** One entry of the header search: a page's breadcrumb title (`登记管理 > HIS登记`) and path. */
export interface SearchEntry {
  title: string
  path: string
}

/** Character counts of a lower-cased text. */
function charCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const ch of text.toLowerCase()) counts.set(ch, (counts.get(ch) ?? 0) + 1)
  return counts
}

/**
 * A lower bound of the edits that turn some part of `text` into `pattern`: every pattern character the text does
 * not hold (counted with repetition) needs at least one.
 */
function missingChars(pattern: Map<string, number>, text: Map<string, number>): number {
  let missing = 0
  for (const [ch, needed] of pattern) missing += Math.max(0, needed - (text.get(ch) ?? 0))
  return missing
}

/**
 * The header search's index over the visible pages, with the contract's fuzzy options (threshold 0.4, title
 * weight 0.7, path weight 0.3, patterns up to 32 characters). `translate` turns a crumb into the displayed title.
 *
 * Fuse scores a match at least `edits / pattern length`, and drops it above the threshold. Before Fuse runs, the
 * entries whose title and path both lack more pattern characters than that allows are set aside: they could never
 * match, so the results are Fuse's exactly, at a fraction of the cost for long patterns (the budget is 5 ms per
 * keystroke over 1,000 entries).
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
  const counts = pool.map((entry) => [charCounts(entry.title), charCounts(entry.path)] as const)
  // Fuse 7 has no maxPatternLength option any more: the 32-character limit is applied to the pattern itself.
  const { keys, maxPatternLength: _limit, threshold, ...options } = settings.fuzzySearch
  const fuse = new Fuse<SearchEntry>([], { ...options, threshold, keys: keys.map((k) => ({ ...k })) })
  let indexed: SearchEntry[] | null = null
  return (pattern: string) => {
    const trimmed = pattern.trim().slice(0, settings.fuzzySearch.maxPatternLength)
    if (!trimmed) return []
    const wanted = charCounts(trimmed)
    const allowed = threshold * trimmed.length
    const candidates = pool.filter((_, i) => {
      const [title, path] = counts[i]!
      return missingChars(wanted, title) <= allowed || missingChars(wanted, path) <= allowed
    })
    if (candidates.length === 0) return []
    // Re-index only when the candidates change (typing often narrows to the same few entries).
    if (!indexed || indexed.length !== candidates.length || indexed.some((entry, i) => entry !== candidates[i])) {
      fuse.setCollection(candidates)
      indexed = candidates
    }
    return fuse.search(trimmed).map((result) => result.item)
  }
}
