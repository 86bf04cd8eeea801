import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { createElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { $runtimeConfig } from '../../core/config/runtimeConfig'
import type { ClinicElement } from '../../core/events'
import { $locale } from '../../core/i18n/instance'
import { ensureElement } from './loadElement'

/** Props of {@link LazyElement}. */
export interface LazyElementProps<Tag extends string = string> {
  /** The element to show (`clinic-pic-viewer`), loaded beside this element's own script on first use. */
  tag: Tag
  /** Its attributes; the page's `locale` and the deployment's `api-base` are added unless given. */
  attributes?: Readonly<Record<string, string | undefined>>
  className?: string | undefined
  /** Listeners of the element's events by name (`clinic-roi-measured`); the latest ones are called. */
  events?: Readonly<Record<string, (event: Event) => void>>
  /** Given the element once it is on the page (with its tag's methods, `ClinicElementMethods`), and null when it goes. */
  elementRef?: (element: ClinicElement<Tag> | null) => void
  /** Shown while the script loads, and in place of the element when it cannot be loaded. */
  loadingLabel: string
  failedMessage: ReactNode
}

/**
 * Another element of the suite inside a view (the picture viewer beside a report, the report viewer in a dialog):
 * its script loaded on demand with a spinner meanwhile and a clear message when it cannot be loaded, then the element
 * with the page's language and API base and the given listeners.
 *
 * @example
 * <LazyElement tag="clinic-pic-viewer" attributes={{ 'examine-id': '12' }} events={{ 'clinic-roi-measured': onRoi }}
 *   loadingLabel={t('x.loading')} failedMessage={t('x.failed')} />
 */
export function LazyElement<Tag extends string>({ tag, attributes = {}, className, events = {}, elementRef, loadingLabel, failedMessage }: LazyElementProps<Tag>) {
  const locale = useStore($locale)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() => (customElements.get(tag) ? 'ready' : 'loading'))
  useEffect(() => {
    if (state !== 'loading') return
    let live = true
    ensureElement(tag).then(() => live && setState('ready'), () => live && setState('failed'))
    return () => {
      live = false
    }
  }, [state, tag])
  const latest = useRef(events)
  latest.current = events
  const latestRef = useRef(elementRef)
  latestRef.current = elementRef
  const names = Object.keys(events).sort().join(' ')
  const detach = useRef<(() => void) | null>(null)
  const attach = useCallback((element: HTMLElement | null) => {
    detach.current?.()
    detach.current = null
    // The element of `tag`, upgraded by its script (ensureElement) before it is rendered.
    latestRef.current?.(element as ClinicElement<Tag> | null)
    if (!element) return
    const listeners = names.split(' ').filter(Boolean).map((name) => [name, (event: Event) => latest.current[name]?.(event)] as const)
    for (const [name, listener] of listeners) element.addEventListener(name, listener)
    detach.current = () => {
      for (const [name, listener] of listeners) element.removeEventListener(name, listener)
    }
  }, [names])
  if (state === 'loading') return <Spinner label={loadingLabel} />
  if (state === 'failed') return <MessageBar intent="error" role="alert"><MessageBarBody>{failedMessage}</MessageBarBody></MessageBar>
  const apiBase = $runtimeConfig.get().apiBase
  const given = Object.fromEntries(Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== undefined))
  return createElement(tag, { locale, ...(apiBase ? { 'api-base': apiBase } : {}), ...given, class: className, ref: attach })
}
