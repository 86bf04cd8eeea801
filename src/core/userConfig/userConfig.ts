import { atom } from 'nanostores'
import { shared } from '../runtime'
import { settings, type ImageViewType } from '../config/settings'
import { getOptional, http } from '../http/http'
import type { UserConfig } from '../contract'

const IMAGE_VIEW = { configType: 'page', configPath: 'navbar', comment: 'pic-view' } as const
const DEFAULT_PAGE = { configType: 'page', configPath: '/', comment: 'default-page' } as const

/**
 * Where this user's images open: WEB (the browser viewer) or CLIENT (the desktop viewer).
 *
 * @example
 * useStore($imageViewType) === 'CLIENT'
 */
export const $imageViewType = shared('userConfig.imageViewType', () => atom<ImageViewType>(settings.picViewType))

/**
 * The user's chosen default page (a route path), or null for the console's default.
 *
 * @example
 * navigate($defaultPage.get() ?? '/')
 */
export const $defaultPage = shared('userConfig.defaultPage', () => atom<string | null>(null))

const rows = shared('userConfig.rows', () => ({ imageView: null as UserConfig | null, defaultPage: null as UserConfig | null }))

function isImageViewType(value: unknown): value is ImageViewType {
  return value === 'WEB' || value === 'CLIENT'
}

/**
 * Loads the user's own configuration (GET api/userConfig/all/own). When no image-view row exists one is created
 * with the default WEB, as SPEC §4 asks. A backend without user configurations (eladmin) leaves the defaults, quietly.
 *
 * @example
 * await loadUserConfig()
 */
export async function loadUserConfig(): Promise<void> {
  const own = await getOptional<UserConfig[]>('api/userConfig/all/own', { configTypes: 'page', configPaths: 'navbar,/' })
  if (own === null) {
    rows.imageView = null
    rows.defaultPage = null
    $imageViewType.set(settings.picViewType)
    $defaultPage.set(null)
    return
  }
  const list = Array.isArray(own) ? own : []
  rows.imageView = list.find((r) => r.configPath === IMAGE_VIEW.configPath && r.comment === IMAGE_VIEW.comment) ?? null
  rows.defaultPage = list.find((r) => r.configPath === DEFAULT_PAGE.configPath) ?? null
  if (!rows.imageView) {
    rows.imageView = await http.post<UserConfig>('api/userConfig', { ...IMAGE_VIEW, configValue: settings.picViewType }, { silent: true })
  }
  $imageViewType.set(isImageViewType(rows.imageView?.configValue) ? rows.imageView.configValue : settings.picViewType)
  $defaultPage.set(rows.defaultPage?.configValue || null)
}

async function save(kind: 'imageView' | 'defaultPage', base: typeof IMAGE_VIEW | typeof DEFAULT_PAGE, configValue: string): Promise<void> {
  const existing = rows[kind]
  if (existing) {
    await http.put('api/userConfig', { ...existing, configValue })
    rows[kind] = { ...existing, configValue }
  } else {
    rows[kind] = await http.post<UserConfig>('api/userConfig', { ...base, configValue })
  }
}

/**
 * Switches and saves where images open.
 *
 * @example
 * await setImageViewType('CLIENT')
 */
export async function setImageViewType(value: ImageViewType): Promise<void> {
  await save('imageView', IMAGE_VIEW, value)
  $imageViewType.set(value)
}

/**
 * Saves a route path as the user's default page (the star in the header search).
 *
 * @example
 * await setDefaultPage('/registrations/his')
 */
export async function setDefaultPage(path: string): Promise<void> {
  await save('defaultPage', DEFAULT_PAGE, path)
  $defaultPage.set(path)
}
