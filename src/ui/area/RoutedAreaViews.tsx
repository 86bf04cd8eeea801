import { useCallback, useMemo, useState } from 'react'
import { NavigateFallbackContext } from '../element/navigate'
import { AreaViews, type AreaViewMap } from './AreaViews'

/** Props of {@link RoutedAreaViews}: an area element's attributes and its views. */
export interface RoutedAreaViewsProps {
  views: AreaViewMap
  /** The console paths of the area's views (`/ultrasonic/ultrasonicReport` → `ultrasonic/ultrasonicReport`). */
  pathViews: Readonly<Record<string, string>>
  view?: string | undefined
  /** The exam a report view opens (`examine-id`). */
  examineId?: string | undefined
  /** The view's other parameters as a URL query (`id=12`); `examine-id` wins over an `examineId` in it. */
  query?: string | undefined
}

/**
 * The view and parameters of a console path with its query, by an area's `pathViews`.
 *
 * @example
 * viewOfPath('/diagnos/CTreportwrite?examineId=3', paths) // { view: 'diagnos/diagnos-in/report', params: { examineId: '3' } }
 */
export function viewOfPath(path: string, pathViews: Readonly<Record<string, string>>): { view: string; params: Record<string, string> } {
  const [pathname = '', search = ''] = path.split('?')
  return { view: pathViews[pathname] ?? pathname.replace(/^\//, ''), params: Object.fromEntries(new URLSearchParams(search)) }
}

/**
 * The body of an area element whose views open one another (a worklist row opening its report): the view `view`
 * names with its parameters (`examine-id`, `query`). A view opening another route sends `clinic-navigate`: the console
 * routes it; embedded alone, the element opens that view in place instead.
 *
 * @example
 * export function UltrasoundArea(props: AreaProps) { return <RoutedAreaViews views={ultrasoundViews} pathViews={PATHS} {...props} /> }
 */
export function RoutedAreaViews({ views, pathViews, view, examineId, query }: RoutedAreaViewsProps) {
  const [inPlace, setInPlace] = useState<{ view: string; params: Record<string, string> } | null>(null)
  const fallback = useCallback((path: string) => setInPlace(viewOfPath(path, pathViews)), [pathViews])
  const params = useMemo(
    () => inPlace?.params ?? { ...Object.fromEntries(new URLSearchParams(query ?? '')), ...(examineId ? { examineId } : {}) },
    [inPlace, examineId, query],
  )
  return (
    <NavigateFallbackContext.Provider value={fallback}>
      <AreaViews views={views} view={inPlace?.view ?? view} params={params} />
    </NavigateFallbackContext.Provider>
  )
}
