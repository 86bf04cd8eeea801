// A classic <script> (the IIFE builds) is document.currentScript only while it first runs: read it now, at load.
const classicScript: string | null = (() => {
  try {
    const script = typeof document === 'undefined' ? null : document.currentScript
    return script instanceof HTMLScriptElement && script.src ? script.src : null
  } catch {
    return null
  }
})()

/**
 * The URL of the classic script this code was loaded with (the IIFE builds), or null for ES modules and dev. A
 * script-tag build loads its lazy parts (messages of another locale, the RSA library, codecs) from beside it.
 *
 * @example
 * classicScriptUrl() // 'https://pacs.example.org/dist/iife/clinic-report-viewer.js'
 */
export function classicScriptUrl(): string | null {
  return classicScript
}

/**
 * Imports an ES module that a script-tag build ships beside its script (`dist/iife/<path>`). Used only in IIFE
 * builds, for parts that load on demand; ES builds use ordinary `import()` chunks instead.
 *
 * @example
 * const { default: messages } = await importBeside<{ default: MessageTree }>('locales/core.i18n.messages.en.js')
 */
export function importBeside<T>(path: string): Promise<T> {
  const base = classicScript ?? (typeof document === 'undefined' ? '' : document.baseURI)
  return import(/* @vite-ignore */ new URL(path, base).href) as Promise<T>
}
