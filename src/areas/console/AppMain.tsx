import { makeStyles, tokens } from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react'
import type { ResolvedRoute } from '../../core/routing/guard'
import { $visitedViews } from '../../core/tags/visitedViews'
import { focusPageStart } from '../../ui/a11y/focusPageStart'
import { $viewCacheVersions } from './viewCache'
import { ViewHost } from './ViewHost'

const useStyles = makeStyles({
  main: { flex: '1 0 auto', boxSizing: 'border-box', padding: tokens.spacingHorizontalL, position: 'relative', ':focus': { outlineStyle: 'none' } },
})

interface Entry {
  key: string
  route: ResolvedRoute
  query: URLSearchParams
}

/**
 * The content area with keep-alive: a visited view stays mounted (hidden) while its tab is open, so its state
 * survives switching tabs; a view with `noCache` is created anew on every visit. Closing a tab, Refresh and a size
 * change drop the kept element. After each navigation the focus moves to the new page's main heading (or its first
 * field), so a keyboard or screen-reader user starts where the page starts.
 *
 * @example
 * <AppMain route={route} query={query} />
 */
export function AppMain({ route, query, ref }: { route: ResolvedRoute; query: URLSearchParams; ref?: Ref<HTMLElement> }) {
  const styles = useStyles()
  const visited = useStore($visitedViews)
  const versions = useStore($viewCacheVersions)
  const entries = useRef(new Map<string, Entry>())
  const visits = useRef(0)
  const search = query.toString()

  // A visit is a navigation to another address, not a new route object for the same one (the route is resolved
  // again when the menus or the user arrive, and a noCache view re-created then lost what was typed into it and took
  // the focus from whatever the user had opened meanwhile).
  const lastAddress = useRef<string | null>(null)
  const address = `${route.path}?${search}`
  if (lastAddress.current !== address) {
    lastAddress.current = address
    visits.current++
  }
  const visit = visits.current
  const activeKey = useMemo(() => {
    const version = `${versions.all}.${versions.paths[route.path] ?? 0}`
    // A new query on a kept view keeps the view (the key ignores it); a new visit of a noCache view makes a new one.
    return route.noCache ? `${route.path}#${version}#visit${visit}` : `${route.path}#${version}`
  }, [route.path, route.noCache, versions, visit])

  const open = new Set(visited.map((v) => v.path))
  for (const [key, entry] of entries.current) {
    const stale = !key.startsWith(`${entry.route.path}#${versions.all}.${versions.paths[entry.route.path] ?? 0}`)
    const closed = !open.has(entry.route.path) && key !== activeKey
    const leftNoCache = entry.route.noCache && key !== activeKey
    if (stale || closed || leftNoCache) entries.current.delete(key)
  }
  entries.current.set(activeKey, { key: activeKey, route, query: new URLSearchParams(search) })

  const mainRef = useRef<HTMLElement>(null)
  useImperativeHandle(ref, () => mainRef.current as HTMLElement)
  useEffect(() => {
    const active = mainRef.current?.querySelector<HTMLElement>(`[data-view-key="${CSS.escape(activeKey)}"]`)
    return active ? focusPageStart(active) : undefined
  }, [activeKey])

  return (
    <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
      {[...entries.current.values()].map((entry) => (
        <div key={entry.key} hidden={entry.key !== activeKey} data-view-path={entry.route.path} data-view-key={entry.key}>
          <ViewHost route={entry.route} query={entry.query} />
        </div>
      ))}
    </main>
  )
}
