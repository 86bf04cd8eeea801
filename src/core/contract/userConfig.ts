import type { Audited } from './api'

/**
 * One per-user setting. Known rows: the image view type (`configType: 'page'`, `configPath: 'navbar'`,
 * `comment: 'pic-view'`, `configValue: 'WEB' | 'CLIENT'`) and the default page (`configType: 'page'`,
 * `configPath: '/'`, `configValue` a route path).
 */
export interface UserConfig extends Audited {
  id: number
  userId: number
  configType: string
  configPath: string
  configValue: string
  comment?: string
}

/**
 * Body of `POST api/userConfig` (no `id`, answered 201 with the stored row) and `PUT api/userConfig` (with `id`).
 */
export interface UserConfigInput {
  id?: number
  configType: string
  configPath: string
  configValue: string
  comment?: string | null
}

/**
 * Known values of the image view type row.
 */
export type PicViewType = 'WEB' | 'CLIENT'
