import { useEffect, useRef, useState, type RefObject } from 'react'
import type { ServerMonitorDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http'
import { useQuery } from '../../../../../ui/query/useQuery'
import type { UsagePoint } from './UsageChart'

/** eladmin's poll interval. */
export const POLL_MS = 3500
/** Points the chart keeps. */
export const KEPT_POINTS = 20

/** Whether the view can be seen: the tab is shown and the view is in the page and laid out (not `display: none`). */
function visible(element: HTMLElement | null): boolean {
  return !document.hidden && element !== null && element.isConnected && element.getClientRects().length > 0
}

/**
 * Polls `api/monitor` every {@link POLL_MS} through the query primitive while the view at `view` is mounted and can be
 * seen (a hidden tab or a hidden view asks nothing; showing it again asks at once), and keeps the last
 * {@link KEPT_POINTS} CPU and memory figures for the chart. The interval goes with the view.
 */
export function useMonitorPolling(view: RefObject<HTMLElement | null>) {
  const query = useQuery<ServerMonitorDto>('api/monitor', (key) => http.get<ServerMonitorDto>(key, undefined, { silent: true }))
  const [points, setPoints] = useState<readonly UsagePoint[]>([])
  const reload = useRef(query.reload)
  reload.current = query.reload

  useEffect(() => {
    let asking = false
    const ask = () => {
      if (asking || !visible(view.current)) return
      asking = true
      void reload.current().finally(() => {
        asking = false
      })
    }
    const timer = window.setInterval(ask, POLL_MS)
    const onVisibility = () => {
      if (!document.hidden) ask()
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [view])

  const data = query.data
  useEffect(() => {
    if (!data) return
    setPoints((old) => [...old, { at: Date.now(), cpu: Number(data.cpu.used), memory: Number(data.memory.usageRate) }].slice(-KEPT_POINTS))
  }, [data])

  return { data, error: query.error, loading: query.loading, points }
}
