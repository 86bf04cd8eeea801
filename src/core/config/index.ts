export { settings, type UiSize, type ImageViewType, type Locale } from './settings'
export { $runtimeConfig, configure, apiUrl, loadRuntimeConfig, resetRuntimeConfig, type RuntimeConfig } from './runtimeConfig'
