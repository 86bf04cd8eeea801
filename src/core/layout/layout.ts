import { atom } from 'nanostores'
import { shared } from '../runtime'
import { settings, type UiSize } from '../config/settings'
import { persistentJson, readCookie, writeCookie } from '../storage'

/** The layout switches of the settings panel. */
export type LayoutSettings = { -readonly [K in keyof typeof settings.layout]: boolean }

/**
 * The layout settings, persisted in local storage. Only keys that exist in the defaults are ever set (SPEC §2), so
 * an old or tampered stored value cannot add unknown settings.
 *
 * @example
 * useStore($layoutSettings).tagsView
 */
export const $layoutSettings = shared('layout.settings', () => {
  const store = persistentJson<LayoutSettings>('local', 'clinic-layout', { ...settings.layout })
  const clean = { ...settings.layout } as LayoutSettings
  for (const key of Object.keys(clean) as (keyof LayoutSettings)[]) {
    const stored = store.get()[key]
    if (typeof stored === 'boolean') clean[key] = stored
  }
  store.set(clean)
  return store
})

/**
 * Changes one layout setting; ignored unless the key already exists.
 *
 * @example
 * changeLayoutSetting('tagsView', false)
 */
export function changeLayoutSetting(key: string, value: boolean): boolean {
  const current = $layoutSettings.get()
  if (!Object.prototype.hasOwnProperty.call(current, key) || typeof value !== 'boolean') return false
  $layoutSettings.set({ ...current, [key]: value })
  return true
}

/**
 * Whether the sidebar is open; persisted in the `sidebarStatus` cookie (1 open, 0 closed), as eladmin-web does.
 *
 * @example
 * toggleSidebar()
 */
export const $sidebarOpened = shared('layout.sidebar', () => {
  const store = atom<boolean>(readCookie('sidebarStatus') !== '0')
  store.listen((opened) => writeCookie('sidebarStatus', opened ? '1' : '0'))
  return store
})

/** Opens or closes the sidebar. */
export function toggleSidebar(): void {
  $sidebarOpened.set(!$sidebarOpened.get())
}

/**
 * `mobile` under the 992 px breakpoint, else `desktop`; the shell updates it on resize.
 *
 * @example
 * useStore($device) === 'mobile'
 */
export const $device = shared('layout.device', () => atom<'desktop' | 'mobile'>('desktop'))

function isUiSize(value: unknown): value is UiSize {
  return typeof value === 'string' && (settings.sizes as readonly string[]).includes(value)
}

/**
 * The UI density of the size menu, persisted in the `size` cookie; `small` by default.
 *
 * @example
 * setUiSize('mini')
 */
export const $uiSize = shared('layout.size', () => {
  const stored = readCookie('size')
  const store = atom<UiSize>(isUiSize(stored) ? stored : settings.defaultSize)
  store.listen((size) => writeCookie('size', size, 365))
  return store
})

/** Changes the UI density; ignores unknown sizes. */
export function setUiSize(size: string): void {
  if (isUiSize(size)) $uiSize.set(size)
}
