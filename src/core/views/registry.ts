import { atom } from 'nanostores'
import { shared } from '../runtime'

/** What a view element receives from the route it is shown for. */
export interface ViewContext {
  /** Route parameters (`:tableName`). */
  params: Record<string, string>
  /** The query string of the current location. */
  query: URLSearchParams
}

/**
 * One view the console can show: a menu `component` name (`registrations/his`, `system/user/index`) or a static
 * route key mapped to the custom element that renders it, with a lazy loader that defines the tag.
 */
export interface ViewDefinition {
  component: string
  tag: string
  load: () => Promise<unknown>
  /** Attributes for the element, from the route (e.g. `examine-id` from `?examineId=`). */
  attributes?: (context: ViewContext) => Record<string, string>
  /** The element fills what it is shown in (an image viewer: a bare page fills the window). */
  fill?: boolean
}

const views = shared('views.registry', () => new Map<string, ViewDefinition>())

/**
 * Bumps whenever views are registered, so a console that rendered "not part of this build" re-checks.
 *
 * @example
 * useStore($viewsVersion)
 */
export const $viewsVersion = shared('views.version', () => atom(0))

/**
 * Registers views; a later registration of the same component replaces the earlier one.
 *
 * @example
 * registerViews([{ component: 'registrations/his', tag: 'clinic-registration-his', load: () => import('./clinic-registration-his') }])
 */
export function registerViews(definitions: readonly ViewDefinition[]): void {
  for (const definition of definitions) views.set(definition.component, definition)
  $viewsVersion.set($viewsVersion.get() + 1)
}

/**
 * The view registered for a component name, if this build has one.
 *
 * @example
 * resolveView('system/user/index')?.tag
 */
export function resolveView(component: string): ViewDefinition | undefined {
  return views.get(component)
}

/**
 * Every registered component name (for diagnostics and tests).
 *
 * @example
 * registeredViews().includes('webouterpage/picPage')
 */
export function registeredViews(): string[] {
  return [...views.keys()].sort()
}
