// Every build (ES, script-tag, and the test server) passes through this plugin, so an element leaves the host page as
// it found it (README "Embedding"; tests/browser/elements/host-footprint.test.ts):
//  - `tabster` and `keyborg`, the focus libraries under every Fluent component, resolve to our wrappers
//    (src/ui/element/focus/), which hand them a sandboxed window and a DOM API scoped to our own shadow roots.
//    Without this, a page that embeds one element gets seven globals, a replaced `attachShadow` and `focus()`,
//    attributes in its <body>, and never frees a shadow root it removes.
//  - nanostores keeps the epoch its copies share in `globalThis.nanostoresGlobal`; ours keeps it in the runtime
//    registry (`Symbol.for('clinic.runtime.v1')`), which our bundles already share.
//  - Griffel keeps its class lookup tables under `Symbol.for('@griffel/…')` on window, for copies that merge each
//    other's classes; each of our bundles merges only its own, so the tables stay inside the bundle.
import { resolve } from 'node:path'

const NANOSTORES_GLOBAL = 'export const nanostoresGlobal = (globalThis.nanostoresGlobal ||= { epoch: 0 })'

const REGISTRY_EPOCH = `const clinicLocalEpoch = { epoch: 0 }
function clinicEpoch() {
  const registry = globalThis[Symbol.for('clinic.runtime.v1')]
  return registry ? (registry.nanostores ||= clinicLocalEpoch) : clinicLocalEpoch
}
export const nanostoresGlobal = {
  get epoch() { return clinicEpoch().epoch },
  set epoch(value) { clinicEpoch().epoch = value },
}`

const GRIFFEL_GLOBAL = "const __GLOBAL__ = typeof window === 'undefined' ? global : window;"

function aliases(root) {
  return [
    { find: /^tabster$/, replacement: resolve(root, 'src/ui/element/focus/tabster.ts') },
    { find: /^keyborg$/, replacement: resolve(root, 'src/ui/element/focus/keyborg.ts') },
    { find: /^clinic-keyborg-original$/, replacement: resolve(root, 'node_modules/keyborg/dist/index.js') },
  ]
}

/**
 * The same redirections for Vite's dependency optimizer (development and tests), which bundles Fluent with its own
 * resolver: without it the test pages would run Fluent over the unwrapped libraries.
 */
export function hostIsolationResolver(root) {
  const table = aliases(root)
  return {
    name: 'clinic-host-isolation-resolver',
    resolveId(source) {
      const hit = table.find((entry) => entry.find.test(source))
      return hit ? hit.replacement : null
    },
    transform(code, id) {
      return transformShared(this, code, id)
    },
  }
}

/** The Vite plugin; `root` is the repository. */
export function hostIsolation(root) {
  return {
    name: 'clinic-host-isolation',
    enforce: 'pre',
    config: () => ({ resolve: { alias: aliases(root) } }),
    transform(code, id) {
      return transformShared(this, code, id)
    },
  }
}

function transformShared(context, code, id) {
  if (/nanostores[\\/]atom[\\/]index\.js$/.test(id)) return replaceOnce(context, code, NANOSTORES_GLOBAL, REGISTRY_EPOCH)
  if (/@griffel[\\/]core[\\/]src[\\/]constants\.js$/.test(id)) return replaceOnce(context, code, GRIFFEL_GLOBAL, 'const __GLOBAL__ = {};')
  return null
}

function replaceOnce(context, code, expected, replacement) {
  if (!code.includes(expected)) context.error(`a dependency changed the code scripts/host-isolation.mjs rewrites: ${expected}`)
  return code.replace(expected, replacement)
}
