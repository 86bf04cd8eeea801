import { shared } from '../../core/runtime'
import { classicScriptUrl } from '../../core/scriptBase'

const classicScript = classicScriptUrl()

function moduleUrl(): string | null {
  try {
    // The ES build: the chunk or entry this code was bundled into (the IIFE build defines it as undefined).
    return import.meta.url || null
  } catch {
    return null
  }
}

/**
 * Where another element's script is expected: beside the running element's own script (the IIFE's script tag, or the
 * ES entry — a shared chunk lives one level down in `chunks/`).
 *
 * @example
 * elementScriptUrl('clinic-pic-viewer') // 'https://pacs.example.org/dist/iife/clinic-pic-viewer.js'
 */
export function elementScriptUrl(tag: string): string {
  if (classicScript) return new URL(`${tag}.js`, classicScript).href
  const from = moduleUrl()
  if (from) {
    const url = new URL(from)
    return new URL(/\/chunks\/[^/]*$/.test(url.pathname) ? `../${tag}.js` : `./${tag}.js`, url).href
  }
  return new URL(`${tag}.js`, document.baseURI).href
}

function loadClassic(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove()
      reject(new Error(`could not load ${src}`))
    }
    document.head.append(script)
  })
}

const loads = shared('element.scriptLoads', () => new Map<string, Promise<void>>())

/**
 * Makes sure another element (`<clinic-pic-viewer>` inside the report viewer, `<clinic-report-viewer>` at the
 * registration desk) is defined, loading its script on first need, once per page and URL: a classic script from the
 * IIFE build, a module import from the ES build. An area never imports another area's code; it loads the element.
 * Rejects when the file cannot be loaded or does not define the element within 10 s; a later call tries again.
 *
 * @example
 * await ensureElement('clinic-report-viewer') // then render <clinic-report-viewer examine-id="12">
 */
export function ensureElement(tag: string, src?: string): Promise<void> {
  if (customElements.get(tag)) return Promise.resolve()
  const url = src ? new URL(src, document.baseURI).href : elementScriptUrl(tag)
  const known = loads.get(url)
  if (known) return known
  const load = classicScript ? loadClassic(url) : import(/* @vite-ignore */ url).then(() => undefined)
  const promise = load.then(
    () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${url} did not define <${tag}>`)), 10_000)
        void customElements.whenDefined(tag).then(() => {
          clearTimeout(timer)
          resolve()
        })
      }),
  )
  loads.set(url, promise)
  promise.catch(() => loads.delete(url))
  return promise
}
