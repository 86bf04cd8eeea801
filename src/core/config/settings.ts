/**
 * Every business constant of SPEC §9 in one typed, frozen object. Values that a deployment may change at runtime
 * (API base, RSA public key, locale, client viewer URL) live in `runtimeConfig.ts` instead.
 *
 * @example
 * setTimeout(logoutAndReload, settings.logoutDelayMs)
 */
export const settings = Object.freeze({
  /** Session-storage key of the staff token (the spelling TOEKN is the contract's). */
  tokenKey: 'EL-ADMIN-TOEKN',
  /** Session-storage key of the external (HIS) pages' token. */
  outerTokenKey: 'WEBOUTER-TOEKN',
  /** Session-storage key recording which page signed the staff user in. */
  sourcePageKey: 'EL-ADMIN-TOEKN-SOURCE',
  /** Local-storage keys holding external-page credentials (username, and the RSA ciphertext of the password). */
  outerCredentialKeys: Object.freeze({ username: 'webOuterUsername', password: 'webOuterPassword' }),
  /** Request timeout in milliseconds (20 minutes, as configured upstream). */
  timeout: 1_200_000,
  /** Days the token and remember-me cookies live. */
  tokenCookieExpires: 1,
  passCookieExpires: 1,
  sidebarWidth: 205,
  mobileBreakpoint: 992,
  defaultSize: 'small' as UiSize,
  sizes: Object.freeze(['default', 'medium', 'small', 'mini'] as const),
  /** Layout flags; the settings panel may change only keys present here. */
  layout: Object.freeze({ tagsView: true, fixedHeader: true, uniqueOpened: true, sidebarLogo: true, showFooter: true }),
  theme: '#409EFF',
  /** The colour the upstream settings file lists; kept as the second preset. */
  settingsFileTheme: '#1890ff',
  themePresets: Object.freeze(['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d']),
  clickGuardMs: 1000,
  passwordMinLength: 6,
  passwordMaxLength: 20,
  dictPageSize: 9999,
  logoutDelayMs: 1500,
  errorNotificationMs: 5000,
  fuzzySearch: Object.freeze({
    shouldSort: true,
    threshold: 0.4,
    location: 0,
    distance: 100,
    maxPatternLength: 32,
    minMatchCharLength: 1,
    keys: Object.freeze([
      Object.freeze({ name: 'title', weight: 0.7 }),
      Object.freeze({ name: 'path', weight: 0.3 }),
    ]),
  }),
  tagScrollPadding: 4,
  contextMenuWidth: 105,
  defaultRole: 'ROLE_SYSTEM_DEFAULT',
  version: 'V2025032001',
  /** Footer and settings values that exist but are not displayed as such (SPEC §2). */
  caseNumber: '浙ICP备2025031520号',
  picViewType: 'WEB' as ImageViewType,
  /** Requests never cancelled as duplicates: the own user-config list and key-image upload/check calls. */
  duplicateExempt: Object.freeze(['api/userConfig/all/own', 'api/keyImage/temporary/save', 'api/keyImage/temporary/query']),
  locales: Object.freeze(['zh-CN', 'zh-TW', 'en', 'ja', 'ko', 'es'] as const),
  defaultLocale: 'zh-CN' as Locale,
})

/** UI density, as the size menu offers it. */
export type UiSize = 'default' | 'medium' | 'small' | 'mini'
/** Where images open: the browser viewer or the client viewer. */
export type ImageViewType = 'WEB' | 'CLIENT'
/** A supported locale. */
export type Locale = 'zh-CN' | 'zh-TW' | 'en' | 'ja' | 'ko' | 'es'
