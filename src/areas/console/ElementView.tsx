import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import { createElement, useCallback, useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import type { ViewContext, ViewDefinition } from '../../core/views/registry'
import { NAVIGATE_EVENT, type NavigateDetail } from '../../ui/element/navigate'
import { useT } from '../../ui/i18n/useT'

/** A filling view's element takes the whole of what holds it, whatever height its own stylesheet gives it. */
const FILL = { display: 'block', height: '100%' } as const

/**
 * Renders a registered view: loads its element on first use (lazily, from its own chunk), then creates the tag with
 * the attributes its route gives it. A view opening another route (`clinic-navigate`, e.g. a worklist row opening
 * the report editor) is routed here.
 *
 * @example
 * <ElementView definition={resolveView('registrations/his')!} context={{ params, query }} />
 */
export function ElementView({ definition, context }: { definition: ViewDefinition; context: ViewContext }) {
  const t = useT()
  const [ready, setReady] = useState(() => customElements.get(definition.tag) !== undefined)
  const [error, setError] = useState<string | null>(null)
  const [, navigate] = useLocation()
  const listen = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined
      const onNavigate = (event: Event) => {
        event.preventDefault()
        navigate((event as CustomEvent<NavigateDetail>).detail.path)
      }
      element.addEventListener(NAVIGATE_EVENT, onNavigate)
      return () => element.removeEventListener(NAVIGATE_EVENT, onNavigate)
    },
    [navigate],
  )
  useEffect(() => {
    if (ready) return
    let live = true
    definition
      .load()
      .then(() => customElements.whenDefined(definition.tag))
      .then(() => live && setReady(true))
      .catch((failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)))
    return () => {
      live = false
    }
  }, [definition, ready])
  if (error) {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{t('element.failed', { message: error })}</MessageBarBody>
      </MessageBar>
    )
  }
  if (!ready) return <Spinner label={t('shell.loadingPage')} />
  const attributes: Record<string, unknown> = definition.attributes?.(context) ?? {}
  return createElement(definition.tag, { ...attributes, ...(definition.fill ? { style: FILL } : {}), ref: listen })
}
