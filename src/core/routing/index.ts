export { decideNavigation, resolveRoute, homePath, NavigationAborted, type NavigationDecision, type ResolvedRoute } from './guard'
export { staticRoutes, HOME_PATH, FIRST_PAGE_PATH, REDIRECT_PREFIX, type StaticRoute, type RouteAccess } from './staticRoutes'
export { matchPath } from './matchPath'
