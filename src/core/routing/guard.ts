import { loadAllDicts } from '../dicts/dicts'
import { HttpError } from '../http/HttpError'
import { $menuTree, $routes, loadMenus } from '../menus/menus'
import { firstMenuPath, type Crumb } from '../menus/routeTable'
import { reloadPage } from '../navigation'
import { ensureUser, logout } from '../session/session'
import { $menusLoaded, $token } from '../session/stores'
import { $defaultPage, loadUserConfig } from '../userConfig/userConfig'
import { matchPath } from './matchPath'
import { FIRST_PAGE_PATH, HOME_PATH, REDIRECT_PREFIX, staticRoutes, type RouteAccess, type StaticRoute } from './staticRoutes'

/** A route resolved for a location: what to render and how. */
export interface ResolvedRoute {
  /** The route's path pattern; the identity of its tab and its kept-alive view. */
  path: string
  name: string
  title: string
  titleKey?: string
  component: string
  params: Record<string, string>
  access: RouteAccess
  chrome: StaticRoute['chrome']
  noCache: boolean
  affix: boolean
  breadcrumb: Crumb[]
}

/** What the console does with a location. */
export type NavigationDecision =
  | { kind: 'show'; route: ResolvedRoute }
  | { kind: 'redirect'; to: string; refresh?: string }

function staticMatch(path: string): ResolvedRoute | null {
  for (const route of staticRoutes) {
    const params = matchPath(route.path, path)
    if (params) {
      return {
        path: route.path,
        name: route.name,
        title: route.name,
        titleKey: route.titleKey,
        component: route.component,
        params,
        access: route.access,
        chrome: route.chrome,
        noCache: route.noCache,
        affix: route.affix,
        breadcrumb: [{ title: route.name, titleKey: route.titleKey, path: route.path }],
      }
    }
  }
  return null
}

function menuMatch(path: string): ResolvedRoute | null {
  for (const route of $routes.get()) {
    const params = matchPath(route.path, path)
    if (params) {
      const fixed = staticRoutes.find((s) => s.path === route.path)
      return {
        path: route.path,
        name: route.name,
        title: route.title,
        ...(route.titleKey ? { titleKey: route.titleKey } : {}),
        component: route.component,
        params,
        access: 'private',
        chrome: fixed?.chrome ?? 'shell',
        noCache: route.noCache,
        affix: fixed?.affix ?? false,
        breadcrumb: route.breadcrumb,
      }
    }
  }
  return null
}

/**
 * Resolves a path among the routes known now (static routes, then the user's menu routes), or null.
 *
 * @example
 * resolveRoute('/system/user')?.component // 'system/user/index'
 */
export function resolveRoute(path: string): ResolvedRoute | null {
  const fixed = staticMatch(path)
  if (fixed && fixed.access !== 'private') return fixed
  return menuMatch(path) ?? fixed
}

/** Where `/` leads: the user's default page, else /registrations/his, else the first menu, else the dashboard. */
export function homePath(): string {
  const candidates = [$defaultPage.get(), HOME_PATH, firstMenuPath($menuTree.get()), '/dashboard']
  return candidates.find((p): p is string => !!p && resolveRoute(p) !== null) ?? '/dashboard'
}

async function loadSession(): Promise<void> {
  try {
    await ensureUser()
  } catch {
    // A failed user-info call logs out and reloads (SPEC §4); ensureUser already cleared the session.
    await logout()
    reloadPage()
    throw new NavigationAborted()
  }
  if (!$menusLoaded.get()) {
    try {
      await Promise.all([loadMenus(), loadAllDicts(), loadUserConfig().catch(() => undefined)])
      $menusLoaded.set(true)
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        await logout()
        reloadPage()
        throw new NavigationAborted()
      }
      throw error
    }
  }
}

/** Thrown when navigation stopped because the page is reloading. */
export class NavigationAborted extends Error {
  override name = 'NavigationAborted'
}

/**
 * The navigation rules of SPEC §2 and §4 for one location: public and external pages open without a staff login;
 * without a token everything else goes to /login?redirect=…; a signed-in user on /login goes to /; the first
 * authenticated navigation loads the user, menus and dictionaries (and the user's config) together before the route
 * is resolved; `/` and /loginDefaultFistPage redirect; /redirect/x refreshes x; unknown paths go to /404.
 *
 * @example
 * const decision = await decideNavigation('/system/user', '')
 */
export async function decideNavigation(path: string, search = ''): Promise<NavigationDecision> {
  const fixed = staticMatch(path)
  if (fixed && (fixed.access === 'public' || fixed.access === 'external') && path !== '/login') return { kind: 'show', route: fixed }
  const token = $token.get()
  if (!token) {
    if (path === '/login') return { kind: 'show', route: fixed! }
    return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(path + search)}` }
  }
  if (path === '/login') return { kind: 'redirect', to: '/' }
  await loadSession()
  if (path === '/' || path === '') return { kind: 'redirect', to: homePath() }
  if (path === FIRST_PAGE_PATH) return { kind: 'redirect', to: firstMenuPath($menuTree.get()) ?? homePath() }
  if (path === REDIRECT_PREFIX || path.startsWith(`${REDIRECT_PREFIX}/`)) {
    const target = path.slice(REDIRECT_PREFIX.length) || '/'
    return { kind: 'redirect', to: target + search, refresh: target }
  }
  const route = resolveRoute(path)
  return route ? { kind: 'show', route } : { kind: 'redirect', to: '/404' }
}
