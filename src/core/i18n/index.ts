export { $locale, t, setLocale, registerMessages, hasMessage, isLocale, type MessageBundle, type MessageTree } from './i18n'
export type { Shape } from './messages/shape'
