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
 * The URL of the classic script this code was loaded with (the IIFE build), or null for ES modules and dev.
 *
 * @example
 * classicScriptUrl() // 'https://pacs.example.org/dist/iife/clinic-report-viewer.js'
 */
export function classicScriptUrl(): string | null {
  return classicScript
}
