export { t, setLocale, hasMessage, $locale, isLocale } from './i18n'
export { defineMessages, loadLocale, declaredCatalogs, retryFailedMessages, $messagesVersion, type MessageCatalog, type MessageTree, type LocaleLoaders } from './catalog'
export type { Shape } from './shape'
