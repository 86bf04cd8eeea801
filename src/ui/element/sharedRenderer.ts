import { createShadowDOMRenderer } from '@griffel/shadow-dom'
import type { GriffelRenderer } from '@fluentui/react-components'
import { shared } from '../../core/runtime'

interface RendererState {
  /** Each registered shadow root with the sheets it owns (its theme), which stay in front of the shared ones. */
  roots: Map<ShadowRoot, CSSStyleSheet[]>
  sheets: CSSStyleSheet[]
  renderer: GriffelRenderer | null
}

const state = shared<RendererState>('ui.griffel', () => ({ roots: new Map(), sheets: [], renderer: null }))

function apply(root: ShadowRoot, own: CSSStyleSheet[]): void {
  root.adoptedStyleSheets = [...own, ...state.sheets]
}

/**
 * One Griffel renderer for every element on the page. `createShadowDOMRenderer` writes to one shadow root; we hand
 * it a fan-out target whose sheet list is copied, by reference, into every registered root — 20 elements share
 * ~30 sheets instead of owning ~220 (reference/prototypes.md §1).
 *
 * @example
 * const renderer = sharedRenderer()
 * const release = adoptRoot(shadowRoot, [themeSheet])
 */
export function sharedRenderer(): GriffelRenderer {
  if (!state.renderer) {
    const fanOut = {
      get adoptedStyleSheets(): CSSStyleSheet[] {
        return state.sheets
      },
      set adoptedStyleSheets(sheets: CSSStyleSheet[]) {
        state.sheets = sheets
        for (const [root, own] of state.roots) apply(root, own)
      },
    }
    state.renderer = createShadowDOMRenderer(fanOut as unknown as ShadowRoot) as GriffelRenderer
  }
  return state.renderer
}

/**
 * Attaches a shadow root to the shared sheets, with its own sheets first; returns the detach function. Calling
 * it again for the same root replaces its own sheets (a theme change).
 *
 * @example
 * useLayoutEffect(() => adoptRoot(root, [themeSheet]), [root, themeSheet])
 */
export function adoptRoot(root: ShadowRoot, own: CSSStyleSheet[]): () => void {
  state.roots.set(root, own)
  apply(root, own)
  return () => {
    if (state.roots.get(root) === own) state.roots.delete(root)
  }
}
