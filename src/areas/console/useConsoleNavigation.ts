import { useStore } from '@nanostores/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { $hospitalIdentity, siteTitleOf } from '../../core/hospital/hospitalIdentity'
import { $locale, hasMessage, t } from '../../core/i18n/i18n'
import { decideNavigation, NavigationAborted, type ResolvedRoute } from '../../core/routing/guard'
import { $menusLoaded, $token } from '../../core/session/stores'
import { addVisitedView } from '../../core/tags/visitedViews'
import { refreshView } from './viewCache'

/** What the console shows for the current location. */
export interface ConsoleNavigation {
  route: ResolvedRoute | null
  query: URLSearchParams
  /** True while the navigation rules run (the progress bar shows). */
  navigating: boolean
  error: string | null
  retry: () => void
}

/**
 * The translated title of a route or crumb: its i18n key when the locale has it, else the server's title.
 *
 * @example
 * routeTitle({ title: '用户管理', titleKey: 'menus.User' })
 */
export function routeTitle(item: { title: string; titleKey?: string | undefined }): string {
  return item.titleKey && hasMessage(item.titleKey) ? t(item.titleKey) : item.title
}

/**
 * Runs the navigation rules for every location change: redirects (replacing history), loads what the first
 * authenticated navigation needs, resolves the route, keeps document.title in step and records the visit as a tab.
 * A newer navigation supersedes an older one still running.
 *
 * @example
 * const { route, navigating } = useConsoleNavigation()
 */
export function useConsoleNavigation(): ConsoleNavigation {
  const [location, navigate] = useLocation()
  const search = useSearch()
  const token = useStore($token)
  const menusLoaded = useStore($menusLoaded)
  const locale = useStore($locale)
  const [route, setRoute] = useState<ResolvedRoute | null>(null)
  const [navigating, setNavigating] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const generation = useRef(0)

  useEffect(() => {
    const current = ++generation.current
    setNavigating(true)
    setError(null)
    decideNavigation(location, search ? `?${search}` : '')
      .then((decision) => {
        if (current !== generation.current) return
        if (decision.kind === 'redirect') {
          if (decision.refresh) refreshView(decision.refresh)
          navigate(decision.to, { replace: true })
          return
        }
        setRoute(decision.route)
        setNavigating(false)
        if (decision.route.chrome === 'shell') {
          addVisitedView({
            path: decision.route.path,
            fullPath: location + (search ? `?${search}` : ''),
            name: decision.route.name,
            title: decision.route.title,
            ...(decision.route.titleKey ? { titleKey: decision.route.titleKey } : {}),
            affix: decision.route.affix,
            noCache: decision.route.noCache,
          })
        }
      })
      .catch((failure: unknown) => {
        if (current !== generation.current || failure instanceof NavigationAborted) return
        setNavigating(false)
        setError(failure instanceof Error ? failure.message : String(failure))
      })
    // The token and the menus flag re-enter the route: a login, a logout or a menu reset re-runs the rules.
  }, [location, search, token, menusLoaded, attempt, navigate])

  const identity = useStore($hospitalIdentity)
  useEffect(() => {
    if (!route) return
    const siteTitle = siteTitleOf(identity) ?? t('app.siteTitle')
    document.title = `${routeTitle(route)} - ${siteTitle}`
  }, [route, locale, identity])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { route, query: new URLSearchParams(search), navigating, error, retry }
}
