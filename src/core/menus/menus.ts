import { atom, computed } from 'nanostores'
import { shared } from '../runtime'
import { http } from '../http/http'
import type { MenuNode } from '../contract'
import { buildMenu, buildRoutes } from './routeTable'

/**
 * The permission-filtered route tree of the signed-in user (GET api/menus/build).
 *
 * @example
 * useStore($menuTree)
 */
export const $menuTree = shared('menus.tree', () => atom<MenuNode[]>([]))

/** The routes the console can open, flattened from the tree. */
export const $routes = shared('menus.routes', () => computed($menuTree, buildRoutes))

/** The sidebar entries, with hidden nodes removed and single children collapsed. */
export const $menu = shared('menus.menu', () => computed($menuTree, buildMenu))

/**
 * Loads the signed-in user's menus from the server into `$menuTree`.
 *
 * @example
 * await loadMenus()
 */
export async function loadMenus(): Promise<MenuNode[]> {
  const tree = await http.get<MenuNode[]>('api/menus/build', undefined, { silent: true })
  const list = Array.isArray(tree) ? tree : []
  $menuTree.set(list)
  return list
}
