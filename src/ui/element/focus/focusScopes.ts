import { shared } from '../../../core/runtime'

/** A mutation observer that also watches the shadow roots of this suite's elements (and nothing else). */
interface ScopedObserver {
  addRoot(root: ShadowRoot): void
  removeRoot(root: ShadowRoot): void
}

interface FocusScopes {
  roots: Set<ShadowRoot>
  observers: Set<ScopedObserver>
}

const scopes = shared<FocusScopes>('ui.focusScopes', () => ({ roots: new Set(), observers: new Set() }))

/**
 * Tells the focus engine about one of our shadow roots while its element is mounted; returns the release. The
 * engine watches exactly these roots — never the host page's own shadow roots, which it would otherwise keep
 * alive after the page removed them.
 *
 * @example
 * useLayoutEffect(() => registerFocusScope(shadowRoot), [shadowRoot])
 */
export function registerFocusScope(root: ShadowRoot): () => void {
  scopes.roots.add(root)
  for (const observer of scopes.observers) observer.addRoot(root)
  return () => {
    scopes.roots.delete(root)
    for (const observer of scopes.observers) observer.removeRoot(root)
  }
}

/**
 * The mutation observer the focus engine (tabster) creates through its DOM API: the document as usual, plus a
 * sub-observer per registered shadow root of ours, dropped when that element unmounts. Nothing is patched on the
 * page (tabster's own shadow-DOM observer replaces `Element.prototype.attachShadow` and keeps every shadow root
 * the page ever removed).
 *
 * @example
 * const observer = createScopedMutationObserver((records) => …); observer.observe(document, { subtree: true, childList: true })
 */
export function createScopedMutationObserver(callback: MutationCallback): MutationObserver {
  const main = new MutationObserver(callback)
  const subs = new Map<ShadowRoot, MutationObserver>()
  let options: MutationObserverInit | null = null
  const scoped: ScopedObserver = {
    addRoot(root) {
      if (!options || subs.has(root)) return
      const sub = new MutationObserver(callback)
      sub.observe(root, options)
      subs.set(root, sub)
    },
    removeRoot(root) {
      subs.get(root)?.disconnect()
      subs.delete(root)
    },
  }
  return {
    observe(target: Node, init?: MutationObserverInit) {
      options = init ?? {}
      main.observe(target, init)
      scopes.observers.add(scoped)
      for (const root of scopes.roots) scoped.addRoot(root)
    },
    disconnect() {
      options = null
      main.disconnect()
      for (const sub of subs.values()) sub.disconnect()
      subs.clear()
      scopes.observers.delete(scoped)
    },
    takeRecords() {
      return [...main.takeRecords(), ...[...subs.values()].flatMap((sub) => sub.takeRecords())]
    },
  }
}
