import type { ComponentType } from 'react'

/** One icon of the Fluent set, rendered at 24 px in its regular style. */
export type FluentIcon = ComponentType<{ 'aria-hidden'?: boolean | 'true'; className?: string }>

/**
 * Every icon module of `@fluentui/react-icons` (one file per icon, all its sizes and styles), by path, each loaded
 * only when asked for: the catalogue costs its names, never the icons a user does not look at.
 */
const modules = import.meta.glob<Record<string, unknown>>('/node_modules/@fluentui/react-icons/lib/atoms/svg/*.js', { exhaustive: true })

/** One entry of the catalogue: the icon's name (`AccessTime`) and its module's loader. */
export interface IconEntry {
  /** PascalCase, as the library exports it without size and style (`AccessTime` → `AccessTimeRegular`). */
  name: string
  load: () => Promise<Record<string, unknown>>
}

const pascal = (kebab: string) => kebab.replace(/(^|-)([a-z0-9])/g, (_, __: string, c: string) => c.toUpperCase())

/** The icons, by name. */
export const ICONS: readonly IconEntry[] = Object.entries(modules)
  .map(([path, load]) => ({ name: pascal(path.slice(path.lastIndexOf('/') + 1, -3)), load }))
  .sort((a, b) => a.name.localeCompare(b.name))

const cache = new Map<string, Promise<FluentIcon | null>>()

/** The regular 24 px component of an icon (the unsized regular one when there is no 24 px size), loaded once. */
export function loadIcon(entry: IconEntry): Promise<FluentIcon | null> {
  let found = cache.get(entry.name)
  if (!found) {
    found = entry.load().then((exports) => (exports[`${entry.name}24Regular`] ?? exports[`${entry.name}Regular`] ?? null) as FluentIcon | null)
    cache.set(entry.name, found)
  }
  return found
}
