import r2wc from '@r2wc/core'
import type { ComponentType } from 'react'
import { coreMessages } from '../../core/i18n/messages'
import { $locale, isLocale, t } from '../../core/i18n/i18n'
import { hostLayoutCss } from './hostLayout'
import { elementClass, type ElementBaseProps, type ElementOptions, type RawProps } from './elementClass'

/** Options of `toLazyElement`: those of `toElement`, and when its React tree may start. */
export interface LazyElementOptions<P> extends ElementOptions<P> {
  /**
   * Resolves when the element's React tree may load and render (the picture viewer: once its first image is on
   * screen, so that the interface's code does not hold that image up). Without it, at once.
   */
  renderAfter?: (host: HTMLElement) => Promise<void>
}

/** An element's React tree once mounted. */
interface Tree {
  render(raw: RawProps): void
  unmount(): void
}

/** One connection of a lazy element: its latest props, and its tree once the code is in. */
interface Connection {
  raw: RawProps
  tree: Tree | null
  gone: boolean
}

/** What a lazy element shows when its code could not be loaded: why, and a button to try again. */
function failureNotice(host: HTMLElement, error: unknown, retry: () => void): HTMLElement {
  // The element's own language when it names one (its interface would have switched the page to it).
  const own = host.getAttribute('locale')
  const lng = own !== null && isLocale(own) ? own : $locale.get()
  const notice = document.createElement('div')
  notice.setAttribute('role', 'alert')
  const text = document.createElement('p')
  text.textContent = t('element.failed', { lng, message: error instanceof Error ? error.message : String(error) })
  const again = document.createElement('button')
  again.type = 'button'
  again.textContent = t('element.retry', { lng })
  again.addEventListener('click', retry, { once: true })
  notice.append(text, again)
  return notice
}

/** What the keyboard can reach. */
const focusable = 'button:not([disabled]),[href],input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])'

/**
 * Gives the keyboard to the first control of a tree being rendered in `container`, once it has one — the "Try again"
 * button that had it went with its notice. Leaves focus alone if it has gone elsewhere meanwhile; gives up after 10 s.
 */
function focusWhenRendered(container: ShadowRoot): void {
  const settled = (): boolean => {
    if (!container.host.isConnected || (document.activeElement !== document.body && document.activeElement !== container.host)) return true
    const control = container.querySelector<HTMLElement>(focusable)
    control?.focus()
    return control !== null
  }
  if (settled()) return
  const observer = new MutationObserver(() => settled() && stop())
  const timer = setTimeout(() => stop(), 10_000)
  const stop = (): void => {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(container, { childList: true, subtree: true })
}

/**
 * Like `toElement`, for an element whose first moments must not wait for React: the class needs no React, and the
 * component's code (with React, Fluent and the element root) is loaded — in the script-tag build, evaluated — only
 * when the element is connected and `renderAfter` allows. Meanwhile `onAttributes` works as usual and the words of
 * the first render are asked for. Attributes and properties set meanwhile reach the first render.
 *
 * @example
 * export class ClinicPicViewerElement extends toLazyElement(() => import('./PicViewer').then((m) => m.PicViewer), options) {}
 */
export function toLazyElement<P extends object>(
  load: () => Promise<ComponentType<P & ElementBaseProps>>,
  options: LazyElementOptions<P>,
): CustomElementConstructor {
  let code: Promise<(raw: RawProps) => Tree> | null = null
  const loadCode = () =>
    (code ??= Promise.all([import('./lazyTree'), load()]).then(([{ mountTree }, Component]) => (raw: RawProps) => mountTree(Component, options, raw)))

  let hostSheet: CSSStyleSheet | null = null
  const mount = (container: ShadowRoot, raw: RawProps): Connection => {
    const connection: Connection = { raw, tree: null, gone: false }
    const host = container.host as HTMLElement
    // The element's box from the start, as its interface's host sheet (which replaces this one) will make it: what
    // `onAttributes` shows meanwhile (the viewer's first image) has its place, and nothing moves when the tree comes.
    if (!container.adoptedStyleSheets.length) {
      if (!hostSheet) {
        hostSheet = new CSSStyleSheet()
        hostSheet.replaceSync(hostLayoutCss(options.hostCss))
      }
      container.adoptedStyleSheets = [hostSheet]
    }
    // After this task's `onAttributes` (queued as the element connected, before this mount), which may start work
    // that `renderAfter` waits for. `focused`: started again from the keyboard, which goes to what comes next.
    const start = (focused = false): void => {
      Promise.resolve()
        .then(() => {
          const locale = $locale.get()
          for (const catalog of [coreMessages, ...(options.messages ?? [])]) catalog.load(locale).catch(() => undefined)
          return options.renderAfter?.(host)
        })
        .then(loadCode)
        .then((mountNow) => {
          if (connection.gone) return
          connection.tree = mountNow(connection.raw)
          if (focused) focusWhenRendered(container)
        })
        .catch((error: unknown) => {
          // Only code that could not be loaded ends here (a chunk of the ES build): said in the element (in the words
          // every bundle carries), and tried again on request or when it is next connected.
          code = null
          if (connection.gone) return
          const notice = failureNotice(host, error, () => {
            const hadFocus = container.activeElement !== null && notice.contains(container.activeElement)
            notice.remove()
            start(hadFocus)
          })
          container.append(notice)
          if (focused) notice.querySelector('button')!.focus()
        })
    }
    start()
    return connection
  }

  return elementClass(options, (r2wcOptions) =>
    r2wc<Record<string, unknown>, Connection>((() => null) as never, r2wcOptions, {
      // r2wc's types say HTMLElement; with `shadow: 'open'` the container is the shadow root.
      mount: (container, _component, raw) => mount(container as unknown as ShadowRoot, raw as RawProps),
      update: (connection, raw) => {
        connection.raw = raw as RawProps
        connection.tree?.render(connection.raw)
      },
      unmount: (connection) => {
        connection.gone = true
        connection.tree?.unmount()
      },
    }),
  )
}
