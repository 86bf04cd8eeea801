import { atom } from 'nanostores'
import { shared } from '../runtime'
import type { Locale } from './settings'

/**
 * What a deployment may set at runtime: where the backend is, the RSA public key that encrypts passwords, the
 * default locale, and where the client (desktop) image viewer lives. A page sets it with `window.CLINIC_CONFIG`
 * before loading an element, or serves a `config.json` next to the page (or at the API base).
 */
export interface RuntimeConfig {
  /** Backend base URL; empty means the page's own origin. */
  apiBase: string
  /** Base64 SPKI body of the RSA public key (no PEM armour), as eladmin-web embeds it. */
  rsaPublicKey: string | null
  /** PKCS#1 v1.5 is what eladmin backends decrypt; OAEP is available for backends that accept it. */
  rsaPadding: 'pkcs1' | 'oaep'
  locale: Locale | null
  /** URL template of the client viewer; `{studyId}` and `{examineId}` are substituted. */
  clientViewerUrl: string | null
  /** Overrides the localised site title when a hospital names itself differently. */
  siteTitle: string | null
  /** Minutes without a key, click or touch after which the console covers its screen and asks for the password (0: never). */
  idleLockMinutes: number
}

declare global {
  interface Window {
    CLINIC_CONFIG?: Partial<RuntimeConfig>
  }
}

const defaults: RuntimeConfig = {
  apiBase: '',
  rsaPublicKey: null,
  rsaPadding: 'pkcs1',
  locale: null,
  clientViewerUrl: null,
  siteTitle: null,
  idleLockMinutes: 30,
}

function fromPage(): Partial<RuntimeConfig> {
  return typeof window !== 'undefined' && window.CLINIC_CONFIG ? window.CLINIC_CONFIG : {}
}

/**
 * The effective runtime configuration of the page, shared by every bundle.
 *
 * @example
 * $runtimeConfig.get().apiBase
 */
export const $runtimeConfig = shared('config.runtime', () => atom<RuntimeConfig>({ ...defaults, ...fromPage() }))

/**
 * Merges values into the runtime configuration (an element's `api-base` attribute lands here).
 *
 * @example
 * configure({ apiBase: 'https://pacs.example.org/' })
 */
export function configure(values: Partial<RuntimeConfig>): void {
  const current = $runtimeConfig.get()
  const next = { ...current }
  let changed = false
  for (const [key, value] of Object.entries(values) as [keyof RuntimeConfig, never][]) {
    if (value !== undefined && current[key] !== value) {
      next[key] = value
      changed = true
    }
  }
  if (changed) $runtimeConfig.set(next)
}

/**
 * Resolves a contract path (`auth/login`, `api/users`) against the configured API base.
 *
 * @example
 * apiUrl('auth/code') // 'https://pacs.example.org/auth/code'
 */
export function apiUrl(path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path
  const base = new URL($runtimeConfig.get().apiBase || '/', document.baseURI)
  if (!base.pathname.endsWith('/')) base.pathname += '/'
  return new URL(path.replace(/^\//, ''), base).href
}

async function fetchConfig(url: string): Promise<Partial<RuntimeConfig> | null> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' })
    if (!response.ok) return null
    const body: unknown = await response.json()
    return body && typeof body === 'object' ? (body as Partial<RuntimeConfig>) : null
  } catch {
    return null
  }
}

/**
 * Loads `config.json` once per page — from `<meta name="clinic-config" content="…">`, else next to the page (only
 * when no API base is set), else at the API base — unless `window.CLINIC_CONFIG` already carries the public key. Values set by the page
 * win over the file. Resolves with the effective configuration.
 *
 * @example
 * const { rsaPublicKey } = await loadRuntimeConfig()
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const slot = shared('config.loading', () => ({ promise: null as Promise<RuntimeConfig> | null }))
  slot.promise ??= (async () => {
    if (!$runtimeConfig.get().rsaPublicKey) {
      const meta = document.querySelector<HTMLMetaElement>('meta[name="clinic-config"]')?.content
      // An element pointed at a backend (api-base) asks that backend, never the host page's origin, unless the page
      // names its own file.
      const beside = meta ?? ($runtimeConfig.get().apiBase ? null : 'config.json')
      const candidates = [...(beside ? [new URL(beside, document.baseURI).href] : []), apiUrl('config.json')]
      for (const url of [...new Set(candidates)]) {
        const file = await fetchConfig(url)
        if (file) {
          $runtimeConfig.set({ ...defaults, ...file, ...stripUndefined($runtimeConfig.get()), ...fromPage() })
          if ($runtimeConfig.get().rsaPublicKey) break
        }
      }
    }
    return $runtimeConfig.get()
  })()
  return slot.promise
}

function stripUndefined(config: RuntimeConfig): Partial<RuntimeConfig> {
  // Keep values a page or an element attribute already set; defaults must not shadow the file's values.
  const kept: Partial<RuntimeConfig> = {}
  for (const [key, value] of Object.entries(config) as [keyof RuntimeConfig, never][]) {
    if (value !== defaults[key]) kept[key] = value
  }
  return kept
}

/** Test hook: forget the loaded configuration so the next `loadRuntimeConfig` fetches again. */
export function resetRuntimeConfig(values: Partial<RuntimeConfig> = {}): void {
  shared('config.loading', () => ({ promise: null as Promise<RuntimeConfig> | null })).promise = null
  $runtimeConfig.set({ ...defaults, ...fromPage(), ...values })
}

