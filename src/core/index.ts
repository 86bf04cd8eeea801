/**
 * The framework-free core: configuration, session, HTTP, crypto, dictionaries, permissions, validators,
 * notifications, i18n and events. Nothing here imports React or Fluent.
 */
export * from './config'
export * from './session'
export * from './http'
export * from './crypto'
export * from './dicts'
export * from './permission'
export * from './validators'
export * from './notify'
export * from './i18n'
export * from './userConfig'
export { guardClicks } from './clickGuard'
export { emit, type ClinicEventMap, type ClinicEventName } from './events'
export { navigate, setNavigator, reloadPage, setReloadAction } from './navigation'
export { shared, runtimeInfo, bundleName } from './runtime'
export { readCookie, writeCookie, readStorage, writeStorage, persistentString, persistentJson } from './storage'
export * from './theme'
