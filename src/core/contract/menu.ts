import type { Audited } from './api'

/**
 * `meta` of a route node: the sidebar title, the svg icon name and whether keep-alive is off.
 */
export interface MenuMeta {
  title: string
  icon?: string
  noCache: boolean
}

/**
 * One node of `GET api/menus/build`, exactly eladmin's `MenuVo`: top-level directories have
 * `component: 'Layout'`, `redirect: 'noredirect'` and `alwaysShow: true`; nested directories `ParentView`; a
 * top-level leaf is wrapped in a `Layout` node whose only child has path `index`; external (iFrame) menus have
 * an http(s) `path` and no component. Buttons never appear; hidden menus do, with `hidden: true`.
 */
export interface MenuNode {
  name?: string
  path: string
  hidden: boolean
  redirect?: string
  component?: string
  alwaysShow?: boolean
  meta?: MenuMeta
  children?: MenuNode[]
}

/**
 * Menu types: 0 directory, 1 menu (a view), 2 button (a permission only).
 */
export type MenuType = 0 | 1 | 2

/**
 * A stored menu (`MenuDto`) as the menu administration calls return it. `pid` is absent for roots;
 * `label` repeats `title` for tree pickers.
 */
export interface MenuDto extends Audited {
  id: number
  pid?: number
  type: MenuType
  title: string
  componentName?: string
  component?: string
  menuSort: number
  icon?: string
  path?: string
  iFrame: boolean
  cache: boolean
  hidden: boolean
  permission?: string
  subCount: number
  hasChildren: boolean
  leaf: boolean
  label: string
  children?: MenuDto[]
}

/**
 * Body of `POST api/menus` (no `id`) and `PUT api/menus` (with `id`). `pid` 0 or absent means a root.
 */
export interface MenuInput {
  id?: number
  pid?: number | null
  type: MenuType
  title: string
  componentName?: string | null
  component?: string | null
  menuSort?: number
  icon?: string | null
  path?: string | null
  iFrame?: boolean
  cache?: boolean
  hidden?: boolean
  permission?: string | null
}
