import { atom } from 'nanostores'

/**
 * Versions of kept-alive views: bumping a path's version makes the console drop its element and create a new one
 * (the tab menu's Refresh, the /redirect helper); bumping `all` drops every view (a size change).
 */
export const $viewCacheVersions = atom<{ all: number; paths: Record<string, number> }>({ all: 0, paths: {} })

/**
 * Forgets the kept-alive view of a path so the next visit creates it anew.
 *
 * @example
 * refreshView('/registrations/his')
 */
export function refreshView(path: string): void {
  const current = $viewCacheVersions.get()
  $viewCacheVersions.set({ ...current, paths: { ...current.paths, [path]: (current.paths[path] ?? 0) + 1 } })
}

/** Forgets every kept-alive view. */
export function refreshAllViews(): void {
  const current = $viewCacheVersions.get()
  $viewCacheVersions.set({ all: current.all + 1, paths: {} })
}
