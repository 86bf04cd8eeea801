// The `tabster` module as every bundle of this suite sees it (a build alias points `tabster` here, for Fluent's own
// imports too): the real library, with the windows it is given replaced by the focus sandbox and its DOM API scoped
// to our shadow roots. See sandboxWindow.ts and focusScopes.ts for why.
import * as real from 'tabster/dist/esm/index.js'
import { getShadowDOMAPI, type Types } from 'tabster/dist/esm/index.js'
import { createScopedMutationObserver } from './focusScopes'
import { sandboxWindow } from './sandboxWindow'

export * from 'tabster/dist/esm/index.js'

const scopedDomApi: Types.DOMAPI = { ...getShadowDOMAPI(), createMutationObserver: createScopedMutationObserver }

/**
 * Creates (or joins) the page's tabster with the sandboxed window, the scoped DOM API and no automatic root on
 * `<body>`: each element marks its own root inside its shadow root (ElementRoot), so nothing is written to the
 * host page.
 *
 * @example
 * createTabster(window, { controlTab: false })
 */
export function createTabster(win: Window, props?: Types.TabsterCoreProps): Types.Tabster {
  const { autoRoot: _autoRoot, ...rest } = props ?? {}
  return real.createTabster(sandboxWindow(win), { ...rest, DOMAPI: scopedDomApi })
}

/**
 * The page's tabster, if one exists (read from the sandbox, where it lives).
 *
 * @example
 * getTabster(window)
 */
export function getTabster(win: Window): Types.Tabster | null {
  return real.getTabster(sandboxWindow(win))
}
