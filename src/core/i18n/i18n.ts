import type { TOptions } from 'i18next'
import type { Locale } from '../config/settings'
import { writeStorage } from '../storage'
import { loadLocale } from './catalog'
import { $locale, i18nInstance, isLocale, LOCALE_KEY } from './instance'
import './messages'

/**
 * Translates a key in the current locale. A key whose catalogue has not arrived yet reads as the key itself;
 * elements wait for their catalogues before they render (`useMessages`), so people never see one.
 *
 * @example
 * t('http.timeout') // 'Network request timeout'
 */
export function t(key: string, options?: TOptions): string {
  return i18nInstance().t(key, options ?? {}) as string
}

/**
 * Switches the whole page to another locale and remembers the choice. The new locale's messages of every
 * catalogue on the page load first, so the switch happens at once, in one render, with every word in place.
 *
 * @example
 * await setLocale('en')
 */
export async function setLocale(locale: Locale, remember = true): Promise<void> {
  if (!isLocale(locale)) return
  if (remember) writeStorage('local', LOCALE_KEY, locale)
  await loadLocale(locale).catch(() => undefined)
  if ($locale.get() !== locale) $locale.set(locale)
}

/**
 * True when the key exists in the given locale (optional labels such as menu titles or error codes).
 *
 * @example
 * hasMessage('menus.RegistrationsHis')
 */
export function hasMessage(key: string, locale: Locale = $locale.get()): boolean {
  return i18nInstance().exists(key, { lng: locale })
}

export { $locale, isLocale }
