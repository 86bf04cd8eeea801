import { classicScriptUrl } from '../scriptBase'

const loadedFrom = scriptUrl()

let override: string | null = null

function scriptUrl(): string | null {
  const classic = classicScriptUrl()
  if (classic) return classic
  try {
    // ES build: the chunk or entry this module was bundled into. (An IIFE build has no import.meta.)
    return import.meta.url || null
  } catch {
    return null
  }
}

/** The default: a `codecs/` folder beside the bundle; a shared chunk lives one level down in `chunks/`. */
function besideBundle(from: string): string {
  const url = new URL(from)
  return new URL(/\/chunks\/[^/]*$/.test(url.pathname) ? '../codecs/' : './codecs/', url).href
}

/**
 * Sets where the decode worker and the codec files (`decode-worker.js`, `charlswasm_decode.wasm`…) are served from,
 * for hosts that put them on another path or a CDN. Relative URLs resolve against the page. Pass `null` to return to
 * the default: `codecs/` beside the ES entry (`dist/es/codecs/`, from `import.meta.url`) or beside the IIFE script
 * (`dist/iife/codecs/`, from `document.currentScript.src` captured when the script ran). Cross-origin bases work:
 * the worker is then started through a same-origin blob that imports it, and the codec files need CORS headers.
 *
 * @example
 * setCodecBaseUrl('https://cdn.hospital.example/clinic/1.4.0/codecs/')
 */
export function setCodecBaseUrl(url: string | null): void {
  override = url === null ? null : new URL(url.endsWith('/') ? url : `${url}/`, globalThis.location?.href).href
}

/**
 * The absolute base URL codec files are loaded from (always ending in `/`).
 *
 * @example
 * new URL('decode-worker.js', codecBaseUrl())
 */
export function codecBaseUrl(): string {
  if (override) return override
  if (loadedFrom) return besideBundle(loadedFrom)
  return new URL('codecs/', globalThis.location?.href).href
}
