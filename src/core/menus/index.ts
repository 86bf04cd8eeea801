export { $menuTree, $routes, $menu, loadMenus } from './menus'
export { buildRoutes, buildMenu, firstMenuPath, type RouteRecord, type MenuEntry, type Crumb } from './routeTable'
export { createMenuSearch, type SearchEntry } from './menuSearch'
