import i18next, { type i18n as I18n } from 'i18next'
import { atom } from 'nanostores'
import { shared } from '../runtime'
import { settings, type Locale } from '../config/settings'
import { $runtimeConfig } from '../config/runtimeConfig'
import { readStorage } from '../storage'
import { bootstrapMessages } from './bootstrapMessages'

/** Where a person's language choice is remembered (local storage). */
export const LOCALE_KEY = 'clinic-locale'

/**
 * True for one of the supported locale codes.
 *
 * @example
 * isLocale('en') // true
 */
export function isLocale(value: unknown): value is Locale {
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
 * The page's current locale, shared by every element. Change it with `setLocale`, which loads the new locale's
 * messages first, so nothing renders in a language whose words have not arrived.
 *
 * @example
 * const locale = useStore($locale)
 */
export const $locale = shared('i18n.locale', () => atom<Locale>(detectLocale()))

let instance: I18n | null = null

/**
 * The page's one i18next instance, created on first use (a word asked for, messages arriving) rather than when the
 * script is evaluated: its set-up costs ~20 ms of a slow machine's script, which the picture viewer's first request
 * need not wait for. Messages arrive per catalogue and locale (see `defineMessages`); there is no fallback language,
 * because every catalogue has every key in every locale (a test checks it).
 *
 * @example
 * i18nInstance().t('common.close')
 */
export function i18nInstance(): I18n {
  return (instance ??= shared<I18n>('i18n.instance', () => {
    const created = i18next.createInstance()
    void created.init({
      lng: $locale.get(),
      fallbackLng: false,
      supportedLngs: [...settings.locales],
      resources: Object.fromEntries(settings.locales.map((locale) => [locale, { translation: bootstrapMessages[locale] }])),
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    $locale.listen((locale) => void created.changeLanguage(locale))
    return created
  }))
}
