import {
  FluentProvider,
  IdPrefixProvider,
  PortalMountNodeProvider,
  RendererProvider,
} from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { startTransition, Suspense, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { getTabsterAttribute, TABSTER_ATTRIBUTE_NAME } from 'tabster'
import { configure } from '../../core/config/runtimeConfig'
import type { MessageCatalog } from '../../core/i18n/catalog'
import { $locale, isLocale, setLocale } from '../../core/i18n/i18n'
import { coreMessages } from '../../core/i18n/messages'
import { shared } from '../../core/runtime'
import { $themeColor } from '../../core/theme/theme'
import { useMessages } from '../i18n/useMessages'
import { UiHost } from '../notify/UiHost'
import { createElementTheme, createHostSheet } from './createElementTheme'
import { ElementErrorBoundary } from './ElementErrorBoundary'
import { focusDocument } from './focus/focusDocument'
import { registerFocusScope } from './focus/focusScopes'
import { ElementIdContext, HostContext } from './HostContext'
import { adoptRoot, sharedRenderer } from './sharedRenderer'

const counter = shared('ui.elementCounter', () => ({ next: 1 }))

/** Props every element root receives from the factory. */
export interface ElementRootProps {
  /** The element's open shadow root (r2wc's `container`). */
  container: ShadowRoot
  apiBase?: string | undefined
  locale?: string | undefined
  /** Extra `:host` rules of this element (display, sizing). */
  hostCss?: string | undefined
  /** The catalogues the element's first render reads besides the core's (see `ElementOptions.messages`). */
  messages?: readonly MessageCatalog[] | undefined
  children: ReactNode
}

/**
 * The one box inside the shadow root that holds everything the element renders, its portals (dialogs, menus,
 * toasts) included: the focus engine's root for this element (so arrow keys in menus and the dialog focus trap work
 * without touching the host page), and the element's language. `display: contents` keeps it out of the layout.
 */
function createScope(container: ShadowRoot): HTMLDivElement {
  const scope = document.createElement('div')
  scope.setAttribute('data-clinic-root', '')
  scope.setAttribute(TABSTER_ATTRIBUTE_NAME, getTabsterAttribute({ root: {} }, true) as string)
  scope.style.display = 'contents'
  container.append(scope)
  return scope
}

/**
 * Everything an element's React tree needs inside its shadow root: the shared Griffel renderer, portals mounted in
 * the shadow root, the theme's variables on `:host`, a page-unique id prefix, the host for events, an error
 * boundary, the element's messages and a notification/confirm host. Attributes `api-base` and `locale` configure
 * the page-wide runtime. Nothing is written outside the shadow root: the focus engine is scoped to it and its
 * language is set on its own root, never on the host page's `<html>`.
 *
 * @example
 * <ElementRoot container={shadowRoot}><LoginForm /></ElementRoot>
 */
export function ElementRoot({ container, apiBase, locale, hostCss, messages, children }: ElementRootProps) {
  const host = container.host as HTMLElement
  const [elementId] = useState(() => `clinic-${counter.next++}-`)
  const [scope] = useState(() => createScope(container))
  const themeColor = useStore($themeColor)
  const currentLocale = useStore($locale)
  const theme = useMemo(() => createElementTheme(themeColor), [themeColor])
  const hostSheet = useMemo(() => createHostSheet(theme, hostCss, themeColor), [theme, hostCss, themeColor])

  useLayoutEffect(() => adoptRoot(container, [hostSheet]), [container, hostSheet])
  useLayoutEffect(() => registerFocusScope(container), [container])
  useLayoutEffect(() => {
    // React may mount the same root again (strict effects, a moved element): the scope must be back in place.
    if (scope.parentNode !== container) container.append(scope)
    return () => scope.remove()
  }, [container, scope])
  useLayoutEffect(() => {
    scope.lang = currentLocale
  }, [scope, currentLocale])
  useLayoutEffect(() => {
    if (apiBase !== undefined) configure({ apiBase })
  }, [apiBase])
  useLayoutEffect(() => {
    if (isLocale(locale)) void setLocale(locale, false)
  }, [locale])

  return createPortal(
    <RendererProvider renderer={sharedRenderer()} targetDocument={focusDocument()}>
      <IdPrefixProvider value={elementId}>
        <PortalMountNodeProvider value={scope}>
          <FluentProvider theme={theme} targetDocument={focusDocument()}>
            <HostContext.Provider value={host}>
              <ElementIdContext.Provider value={elementId}>
                <ElementErrorBoundary>
                  <FirstWords catalogs={messages}>
                    <Suspense fallback={null}>
                      <WithCoreMessages>
                        {children}
                        <UiHost />
                      </WithCoreMessages>
                    </Suspense>
                  </FirstWords>
                </ElementErrorBoundary>
              </ElementIdContext.Provider>
            </HostContext.Provider>
          </FluentProvider>
        </PortalMountNodeProvider>
      </IdPrefixProvider>
    </RendererProvider>,
    scope,
  )
}

/**
 * Renders nothing until the words of the element's first render (the core's and its own catalogues') have arrived,
 * then its children. Waiting here rather than suspending matters for speed: React holds back the content of a
 * suspended boundary for up to 300 ms after its fallback showed (so that content does not flash in and out), which
 * kept every element — and the picture viewer's first image — off the screen that long after its words were in.
 * Later waits (another locale chosen) suspend as before. That first render is a transition: React renders it in
 * slices of a few milliseconds, so what the element asked for meanwhile (the picture viewer's next request once the
 * archive has answered its search) is not held up behind it.
 */
function FirstWords({ catalogs = [], children }: { catalogs?: readonly MessageCatalog[] | undefined; children: ReactNode }) {
  const locale = useStore($locale)
  const [wanted] = useState(() => [coreMessages, ...catalogs])
  const [ready, setReady] = useState(() => {
    const loaded = wanted.every((catalog) => catalog.has(locale))
    // Asked for in the first render itself: the requests leave with the element, not after its first commit.
    if (!loaded) for (const catalog of wanted) catalog.load(locale).catch(() => undefined)
    return loaded
  })
  useEffect(() => {
    if (ready) return
    let live = true
    // A failed load renders the children anyway: their own `useMessages` then raises it to the error boundary.
    const open = () => live && startTransition(() => setReady(true))
    Promise.all(wanted.map((catalog) => catalog.load(locale))).then(open, open)
    return () => {
      live = false
    }
  }, [ready, wanted, locale])
  return ready ? children : null
}

/** Renders its children once the core's words (errors, prompts) of the current locale have arrived. */
function WithCoreMessages({ children }: { children: ReactNode }) {
  useMessages(coreMessages)
  return children
}
