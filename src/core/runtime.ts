/**
 * The page-wide runtime registry. Every bundle of the suite (the ES build, each IIFE build, even two versions
 * of them) reaches the same object on `globalThis` under one well-known symbol, so stores, the HTTP client and
 * the Griffel renderer exist once per page however many bundles load. The first bundle creates a slot; later
 * bundles adopt it.
 *
 * @example
 * export const $token = shared('session.token', () => atom<string | null>(null))
 */
const KEY = Symbol.for('clinic.runtime.v1')

/** What the registry holds: named slots plus who created it, for diagnostics and tests. */
export interface ClinicRuntime {
  readonly createdBy: string
  readonly adopters: string[]
  readonly slots: Map<string, unknown>
  /** nanostores' shared epoch, kept here instead of on `globalThis` (see scripts/host-isolation.mjs). */
  nanostores?: { epoch: number }
}

declare const __CLINIC_BUNDLE__: string | undefined

/** The name of the bundle this copy of the code was built into ("dev" when served unbundled). */
export const bundleName: string = typeof __CLINIC_BUNDLE__ === 'string' ? __CLINIC_BUNDLE__ : 'dev'

function registry(): ClinicRuntime {
  const g = globalThis as unknown as Record<symbol, ClinicRuntime | undefined>
  let runtime = g[KEY]
  if (!runtime) {
    runtime = { createdBy: bundleName, adopters: [], slots: new Map() }
    g[KEY] = runtime
  } else if (runtime.createdBy !== bundleName && !runtime.adopters.includes(bundleName)) {
    runtime.adopters.push(bundleName)
  }
  return runtime
}

/**
 * Returns the page's single instance of a named value, creating it with `create` when this is the first bundle
 * to ask. Names are namespaced by module (`session.token`, `http.inflight`).
 *
 * @example
 * const cache = shared('dicts.cache', () => new Map<string, DictEntry[]>())
 */
export function shared<T>(name: string, create: () => T): T {
  const { slots } = registry()
  if (!slots.has(name)) slots.set(name, create())
  return slots.get(name) as T
}

/**
 * Describes the registry (creator and adopters) so tests and diagnostics can see how bundles met.
 *
 * @example
 * runtimeInfo() // { createdBy: 'iife:clinic-login', adopters: ['iife:clinic-session'] }
 */
export function runtimeInfo(): { createdBy: string; adopters: readonly string[] } {
  const { createdBy, adopters } = registry()
  return { createdBy, adopters: [...adopters] }
}
