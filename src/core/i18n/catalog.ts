import { atom } from 'nanostores'
import type { Locale } from '../config/settings'
import { shared } from '../runtime'
import { importBeside } from '../scriptBase'
import { i18nInstance } from './instance'

/** A message tree: nested objects whose leaves are strings. */
export interface MessageTree {
  [key: string]: string | MessageTree
}

/**
 * How the locales of a catalogue are loaded in ES builds and development: `import.meta.glob` of the catalogue's
 * folder, one lazy import per locale file (`./en.ts`), so each locale is its own chunk.
 */
export type LocaleLoaders = Record<string, () => Promise<unknown>>

/**
 * A catalogue of messages (one folder `messages/` with a file per locale): its id is the folder's path under
 * `src` (`areas/login/messages`), which also names the files a script-tag build ships beside its script
 * (`locales/areas.login.messages.<locale>.js`).
 */
export interface MessageCatalog {
  readonly id: string
  /** Resolves once this catalogue's messages of `locale` are in the i18n instance. */
  load(locale: Locale): Promise<void>
  /** True when `locale` is loaded already (no await needed). */
  has(locale: Locale): boolean
}

interface CatalogState {
  catalog: MessageCatalog
  loaded: Map<Locale, Promise<void>>
  done: Set<Locale>
}

const catalogs = shared('i18n.catalogs', () => new Map<string, CatalogState>())
const failed = shared('i18n.failedLoads', () => new Set<() => void>())

/**
 * Bumps whenever a catalogue finishes loading a locale, so components that render words can re-check.
 *
 * @example
 * useStore($messagesVersion)
 */
export const $messagesVersion = shared('i18n.messagesVersion', () => atom(0))

function besideFile(id: string, locale: Locale): string {
  return `locales/${id.replace(/\//g, '.')}.${locale}.js`
}

/**
 * Declares a message catalogue whose locales load on demand: a locale when the first element that shows these
 * words renders in it (`useMessages`), or when the page switches to it. `loaders` are the `import()`s of the locale files; `null` (script-tag builds)
 * loads the same files as ES modules from beside the script. Declaring the same id twice (two bundles on one page)
 * returns the first catalogue.
 *
 * @example
 * export const loginMessages = defineMessages('areas/login/messages', __CLINIC_IIFE__ ? null : import.meta.glob(['./*.ts', '!./index.ts']))
 */
export function defineMessages(id: string, loaders: LocaleLoaders | null): MessageCatalog {
  const existing = catalogs.get(id)
  if (existing) return existing.catalog
  const state: CatalogState = { catalog: null as unknown as MessageCatalog, loaded: new Map(), done: new Set() }
  let attempt = 0
  // A failed module import is remembered by the browser for its URL, so another attempt asks for another URL.
  const fetchLocale = (locale: Locale): Promise<{ default: MessageTree }> =>
    loaders
      ? (loaders[`./${locale}.ts`]?.() as Promise<{ default: MessageTree }> | undefined) ?? Promise.reject(new Error(`${id} has no ${locale}`))
      : importBeside<{ default: MessageTree }>(`${besideFile(id, locale)}${attempt++ ? `?attempt=${attempt}` : ''}`)
  state.catalog = {
    id,
    has: (locale) => state.done.has(locale),
    load(locale) {
      let promise = state.loaded.get(locale)
      if (!promise) {
        const loading: Promise<void> & { status?: string; reason?: unknown } = fetchLocale(locale).then(
          (module) => {
            i18nInstance().addResourceBundle(locale, 'translation', module.default, true, true)
            state.done.add(locale)
            // React's `use` reads a settled promise synchronously when it carries this status (its thenable convention).
            loading.status = 'fulfilled'
            $messagesVersion.set($messagesVersion.get() + 1)
          },
          (error: unknown) => {
            // Kept (settled) until someone asks to try again: re-fetching on every render would spin forever.
            loading.status = 'rejected'
            loading.reason = error
            failed.add(() => state.loaded.delete(locale))
            throw error
          },
        )
        promise = loading
        state.loaded.set(locale, promise)
      }
      return promise
    },
  }
  catalogs.set(id, state)
  return state.catalog
}

/**
 * Forgets every failed load, so the next render or locale switch fetches those messages again (an element's
 * "try again" after a dropped network).
 *
 * @example
 * retryFailedMessages()
 */
export function retryFailedMessages(): void {
  for (const forget of failed) forget()
  failed.clear()
}

/**
 * Loads `locale` of every catalogue declared so far (before switching the page to it).
 *
 * @example
 * await loadLocale('ja')
 */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all([...catalogs.values()].map((state) => state.catalog.load(locale)))
}

/**
 * The ids of every declared catalogue (diagnostics and tests).
 *
 * @example
 * declaredCatalogs().includes('core/i18n/messages')
 */
export function declaredCatalogs(): string[] {
  return [...catalogs.keys()].sort()
}
