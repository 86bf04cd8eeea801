import { createElement, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import type { ElementBaseProps, ElementOptions, RawProps } from './elementClass'
import { ElementTree } from './toElement'

/**
 * Mounts a lazy element's component in its shadow root (`toLazyElement`, once the code is in) and renders it again
 * with r2wc's props on each `render`.
 *
 * @example
 * const tree = mountTree(PicViewer, options, raw); tree.render(raw); tree.unmount()
 */
export function mountTree<P>(Component: ComponentType<P & ElementBaseProps>, options: ElementOptions<P>, raw: RawProps) {
  const root = createRoot(raw.container)
  const render = (next: RawProps) => root.render(createElement(ElementTree<P>, { Component, options, raw: next }))
  render(raw)
  return { render, unmount: () => root.unmount() }
}
