import { useCallback, useMemo, useState } from 'react'
import { AreaViews } from '../../ui/area/AreaViews'
import { NavigateFallbackContext } from '../../ui/element/navigate'
import { diagnosisViews, viewOfPath } from './views'

/** Props of the diagnosis element. */
export interface DiagnosisAreaProps {
  /** Which view (see views.ts). */
  view?: string
  /** The exam the report editor opens (`examine-id`). */
  examineId?: string
  /** The view's other parameters as a URL query (`id=12`); `examine-id` wins over an `examineId` in it. */
  query?: string
}

/**
 * The diagnosis area: one element whose `view` attribute picks one of its views, each a lazily loaded chunk. A view
 * opening another route (a worklist row opening the editor) is routed by the console; embedded alone, the element
 * opens that view in place instead.
 *
 * @example
 * <DiagnosisArea view="diagnos/diagnos-in" />
 */
export function DiagnosisArea({ view, examineId, query }: DiagnosisAreaProps) {
  const [inPlace, setInPlace] = useState<{ view: string; params: Record<string, string> } | null>(null)
  const fallback = useCallback((path: string) => setInPlace(viewOfPath(path)), [])
  const params = useMemo(
    () => inPlace?.params ?? { ...Object.fromEntries(new URLSearchParams(query ?? '')), ...(examineId ? { examineId } : {}) },
    [inPlace, examineId, query],
  )
  return (
    <NavigateFallbackContext.Provider value={fallback}>
      <AreaViews views={diagnosisViews} view={inPlace?.view ?? view} params={params} />
    </NavigateFallbackContext.Provider>
  )
}
