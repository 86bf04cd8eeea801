import { shared } from '../../core/runtime'
import { classicScriptUrl } from '../../core/scriptBase'

const tag = 'clinic-pic-viewer'

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
 * Where `clinic-pic-viewer.js` is expected: beside the report viewer's own script (the IIFE's script tag, or the ES
 * entry — a shared chunk lives one level down in `chunks/`).
 *
 * @example
 * defaultPicViewerSrc() // 'https://pacs.example.org/dist/iife/clinic-pic-viewer.js'
 */
export function defaultPicViewerSrc(): string {
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

const loads = shared('reportViewer.picViewerLoads', () => new Map<string, Promise<void>>())

/**
 * Makes sure `<clinic-pic-viewer>` is defined, loading its script on first need (once per page and URL): a
 * classic script from the IIFE build, a module import from the ES build. Rejects when the file cannot be loaded or
 * does not define the element within 10 s; a later call tries again.
 *
 * @example
 * await ensurePicViewer() // then render <clinic-pic-viewer examine-id="12">
 */
export function ensurePicViewer(src?: string): Promise<void> {
  if (customElements.get(tag)) return Promise.resolve()
  const url = src ? new URL(src, document.baseURI).href : defaultPicViewerSrc()
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
