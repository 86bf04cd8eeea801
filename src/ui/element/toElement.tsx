import r2wc from '@r2wc/react-to-web-component'
import type { ComponentType } from 'react'
import { componentProps, elementClass, type ElementBaseProps, type ElementOptions, type RawProps } from './elementClass'
import { ElementRoot } from './ElementRoot'

export type { ElementBaseProps, ElementOptions, PropKind } from './elementClass'

/**
 * The component inside `ElementRoot` (Fluent, words, host context), with r2wc's props made the component's.
 *
 * @example
 * <ElementTree Component={LoginForm} options={options} raw={raw} />
 */
export function ElementTree<P>({ Component, options, raw }: { Component: ComponentType<P & ElementBaseProps>; options: ElementOptions<P>; raw: RawProps }) {
  const props = componentProps(options, raw)
  const Shown = Component as ComponentType<Record<string, unknown>>
  return (
    <ElementRoot container={raw.container} apiBase={props.apiBase as string | undefined} locale={props.locale as string | undefined} hostCss={options.hostCss} messages={options.messages}>
      <Shown {...props} />
    </ElementRoot>
  )
}

/**
 * Turns an area component into a custom-element class (see `elementClass`): its React tree is mounted in the open
 * shadow root inside `ElementRoot` when the element is connected. Element files subclass the result with a named,
 * JSDoc-documented class and define it under a guard, so two bundles on a page never throw. An element whose first
 * moments must not wait for React uses `toLazyElement`.
 *
 * @example
 * export class ClinicLoginElement extends toElement(LoginForm, { props: { redirect: 'string' } }) {}
 * if (!customElements.get('clinic-login')) customElements.define('clinic-login', ClinicLoginElement)
 */
export function toElement<P extends object>(Component: ComponentType<P & ElementBaseProps>, options: ElementOptions<P>): CustomElementConstructor {
  function Wrapped(raw: RawProps) {
    return <ElementTree Component={Component} options={options} raw={raw} />
  }
  return elementClass(options, (r2wcOptions) => r2wc(Wrapped as unknown as ComponentType<Record<string, unknown>>, r2wcOptions))
}
