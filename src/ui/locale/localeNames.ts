import type { Locale } from '../../core/config/settings'

/** Each locale's name in its own language: a language menu shows these the same whatever the current locale. */
export const localeNames: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  es: 'Español',
}
