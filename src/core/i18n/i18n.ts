import i18next, { type i18n as I18n, type TOptions } from 'i18next'
import { atom } from 'nanostores'
import { shared } from '../runtime'
import { settings, type Locale } from '../config/settings'
import { $runtimeConfig } from '../config/runtimeConfig'
import { readStorage, writeStorage } from '../storage'
import { coreMessages } from './messages'

/** A message tree: nested objects whose leaves are strings. */
export interface MessageTree {
  [key: string]: string | MessageTree
}

/** One area's messages in every supported locale; the type makes a missing locale a compile error. */
export type MessageBundle = Record<Locale, MessageTree>

const LOCALE_KEY = 'clinic-locale'

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (settings.locales as readonly string[]).includes(value)
}

function detectLocale(): Locale {
  const stored = readStorage('local', LOCALE_KEY)
  if (isLocale(stored)) return stored
  const configured = $runtimeConfig.get().locale
  if (isLocale(configured)) return configured
  return settings.defaultLocale
}

/**
 * The page's current locale, shared by every element; `setLocale` changes it everywhere at once.
 *
 * @example
 * const locale = useStore($locale)
 */
export const $locale = shared('i18n.locale', () => atom<Locale>(detectLocale()))

const instance = shared<I18n>('i18n.instance', () => {
  const created = i18next.createInstance()
  void created.init({
    lng: $locale.get(),
    fallbackLng: 'en',
    supportedLngs: [...settings.locales],
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  $locale.listen((locale) => void created.changeLanguage(locale))
  return created
})

const registered = shared('i18n.registered', () => new Set<MessageBundle>())

/**
 * Adds an area's messages to the shared instance (idempotent). Each area registers its bundle when its module
 * loads, so a bundle that contains only one element carries only that element's words.
 *
 * @example
 * registerMessages(loginMessages)
 */
export function registerMessages(bundle: MessageBundle): void {
  if (registered.has(bundle)) return
  registered.add(bundle)
  for (const locale of settings.locales) instance.addResourceBundle(locale, 'translation', bundle[locale], true, true)
}

registerMessages(coreMessages)

/**
 * Translates a key in the current locale.
 *
 * @example
 * t('http.timeout') // 'Network request timeout'
 */
export function t(key: string, options?: TOptions): string {
  return instance.t(key, options ?? {}) as string
}

/**
 * Switches the whole page to another locale and remembers the choice.
 *
 * @example
 * setLocale('en')
 */
export function setLocale(locale: Locale, remember = true): void {
  if (!isLocale(locale)) return
  if (remember) writeStorage('local', LOCALE_KEY, locale)
  if ($locale.get() !== locale) $locale.set(locale)
}

/**
 * True when the key exists in the given locale (used by the completeness test and for optional labels).
 *
 * @example
 * hasMessage('menus.RegistrationsHis')
 */
export function hasMessage(key: string, locale: Locale = $locale.get()): boolean {
  return instance.exists(key, { lng: locale, fallbackLng: false })
}

export { isLocale }
