import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import { createElement, useEffect, useState } from 'react'
import type { ViewContext, ViewDefinition } from '../../core/views/registry'
import { useT } from '../../ui/i18n/useT'

/** A filling view's element takes the whole of what holds it, whatever height its own stylesheet gives it. */
const FILL = { display: 'block', height: '100%' } as const

/**
 * Renders a registered view: loads its element on first use (lazily, from its own chunk), then creates the tag with
 * the attributes its route gives it.
 *
 * @example
 * <ElementView definition={resolveView('registrations/his')!} context={{ params, query }} />
 */
export function ElementView({ definition, context }: { definition: ViewDefinition; context: ViewContext }) {
  const t = useT()
  const [ready, setReady] = useState(() => customElements.get(definition.tag) !== undefined)
  const [error, setError] = useState<string | null>(null)
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
  return createElement(definition.tag, definition.fill ? { ...attributes, style: FILL } : attributes)
}
