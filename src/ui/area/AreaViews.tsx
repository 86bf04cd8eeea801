import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import { lazy, Suspense, useMemo, type ComponentType } from 'react'
import { useMessages } from '../i18n/useMessages'
import { useT } from '../i18n/useT'
import { kitMessages } from '../messages'
import { ViewParamsContext, type ViewParams } from './viewParams'

/** The views of an area by name (the element's `view` attribute), each loaded on demand from its own chunk. */
export type AreaViewMap = Readonly<Record<string, () => Promise<{ default: ComponentType }>>>

const NO_PARAMS: ViewParams = {}

// One lazy component per view and map, so re-rendering an area never reloads or remounts its view.
const loaded = new WeakMap<AreaViewMap, Map<string, ComponentType>>()

function lazyView(views: AreaViewMap, view: string): ComponentType | null {
  const load = views[view]
  if (!load) return null
  let byName = loaded.get(views)
  if (!byName) loaded.set(views, (byName = new Map()))
  let component = byName.get(view)
  if (!component) byName.set(view, (component = lazy(load)))
  return component
}

/**
 * The body of an area element (`<clinic-admin view="system/dict">`): the view its `view` attribute names, loaded
 * on demand with a spinner meanwhile (its parameters, `params`, read with `useViewParams`), or a clear warning when this build has no such view. Every area element
 * renders its views through this.
 *
 * @example
 * export function AdminArea({ view }: { view?: string }) { return <AreaViews views={adminViews} view={view} /> }
 */
export function AreaViews({ views, view, params }: { views: AreaViewMap; view?: string | undefined; params?: ViewParams }) {
  useMessages(kitMessages)
  const t = useT()
  const View = useMemo(() => (view ? lazyView(views, view) : null), [views, view])
  if (!View) {
    return (
      <MessageBar intent="warning" role="alert">
        <MessageBarBody>{t('kit.area.unknownView', { view: view ?? '' })}</MessageBarBody>
      </MessageBar>
    )
  }
  return (
    <ViewParamsContext.Provider value={params ?? NO_PARAMS}>
      <Suspense fallback={<Spinner label={t('kit.area.loading')} />}>
        <View />
      </Suspense>
    </ViewParamsContext.Provider>
  )
}
