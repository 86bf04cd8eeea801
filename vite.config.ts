import { readdirSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { hostIsolation } from './scripts/host-isolation.mjs'

const root = import.meta.dirname

/** One build entry per element file (`elements/clinic-login.ts` → `clinic-login`) plus `index`, the "all" bundle. */
export const elementEntries: Record<string, string> = Object.fromEntries(
  readdirSync(resolve(root, 'elements'))
    .filter((file) => /^(clinic-[a-z-]+|index)\.ts$/.test(file))
    .map((file) => [basename(file, '.ts'), resolve(root, 'elements', file)]),
)

const BASE_PACKAGES =
  /[/\\]node_modules[/\\](react|react-dom|scheduler|@fluentui|@griffel|@floating-ui|tabster|keyborg|@swc|tslib|stylis|rtl-css-js|use-sync-external-store|@r2wc|nanostores|@nanostores|i18next|redaxios|@babel[/\\]runtime|embla-carousel[\w-]*|wouter|regexparam|mitt)[/\\]/

/** Folders of src/core that one area uses (their first path part). */
const AREA_CORE = /^(ecg|obstetrics|ultrasound|endoscopy|registration|exam|qc|followup|collection)[/\\]/

/** True for the modules of the shared base (see `codeSplitting` below). */
function inSharedBase(id: string): boolean {
  // Icons belong to the areas that draw them.
  if (/[/\\]@fluentui[/\\]react-icons[/\\]/.test(id)) return false
  // So do the tag picker and tags (the report kit's ICD picker).
  if (/[/\\]@fluentui[/\\]react-tag(s|-picker)[/\\]/.test(id)) return false
  // And the charts (with their d3 modules): they load with the statistics views only.
  if (/[/\\]@fluentui[/\\](react-charts|chart-utilities)[/\\]/.test(id)) return false
  if (BASE_PACKAGES.test(id)) return true
  const source = /[/\\]src[/\\](core|ui)[/\\](.+)$/.exec(id)
  if (!source) return false
  const rest = source[2] ?? ''
  // Never in the base: the DICOM engine (the picture viewer's), the header search (the console's, with fuse.js), the
  // barcode and QR drawing (the slips', with uqr) and every catalogue's locale files (on demand).
  if (source[1] === 'core' && (rest.startsWith('dicom') || rest.startsWith('menus/menuSearch') || rest.startsWith('barcode'))) return false
  // Nor the core of one area: the obstetric formulas and measurement tables (ultrasound), the ECG formulas, registration
  // and exam rules (the registration desk). An area's chunk carries them; a second user would share them in a chunk.
  if (source[1] === 'core' && AREA_CORE.test(rest)) return false
  // Nor the collect dialog with its tag input (Fluent's tag picker would come with it): the collection area's and the
  // report editor's, loaded with them. Nor the rich-text editor (Lexical, ≈ 90 KB gzip): the mail view's and the
  // gallery's, loaded with them; nor the upload button with its progress (the storage views').
  if (source[1] === 'ui' && /^(print[/\\]Barcode|collection[/\\]|richtext[/\\]|form[/\\]UploadButton)/.test(rest)) return false
  return !/(^|[/\\])(messages|\w+Messages)[/\\]/.test(rest)
}

/**
 * True for the report-writing kit (src/ui/report and the core helpers only it uses: Agatston, ICD search, critical-value
 * timing, the text diff): shared by the areas where reports are written, not by the console, administration or
 * registration, so it is a chunk of its own rather than part of the base every element loads.
 */
function inReportKit(id: string): boolean {
  const source = /[/\\]src[/\\](core|ui)[/\\](.+)$/.exec(id)
  if (!source) return false
  const rest = source[2] ?? ''
  if (/(^|[/\\])(messages|\w+Messages)[/\\]/.test(rest)) return false
  if (source[1] === 'ui') return /^report[/\\]/.test(rest)
  return /^report[/\\](agatston|icdSearch|critical|criticalNotice)\.ts$/.test(rest) || /^text[/\\]diff\.ts$/.test(rest)
}

/**
 * The ES build of every element: one entry per tag, shared chunks (React, Fluent, core) fetched once per page,
 * minified for browsers. IIFE builds for script-tag use are made by scripts/build.mjs with the same settings.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react(), hostIsolation(root)],
  define: {
    'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development'),
    __CLINIC_BUNDLE__: JSON.stringify(mode === 'production' ? 'es' : 'dev'),
    __CLINIC_IIFE__: 'false',
  },
  build: {
    outDir: 'dist/es',
    // scripts/build.mjs empties dist first and writes the codecs; the ES build must not delete them.
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    lib: { entry: elementEntries, formats: ['es'] },
    rolldownOptions: {
      output: {
        minify: true,
        // The shared base every element of the console loads once: React, Fluent, the element root, core and the
        // shared UI kit. Each element's own chunk then holds only its area; what loads on demand (the DICOM engine,
        // the RSA library, messages per locale, the header search) stays out of the base.
        codeSplitting: {
          groups: [
            // The report-writing kit is left to the automatic splitting: it lands in chunks shared by the areas that write reports.
            { name: 'base', test: (id: string) => inSharedBase(id) && !inReportKit(id), priority: 10 },
          ],
        },
        entryFileNames: '[name].js',
        // A locale file of a message catalogue is named after it (`chunks/locales/areas.login.messages.en-…js`).
        chunkFileNames: (chunk) => {
          // A view of an area element is named after both (`chunks/admin-view-system-dict-…js`), so sizes read plainly.
          const view = chunk.facadeModuleId && /[/\\]src[/\\]areas[/\\]([\w-]+)[/\\]views[/\\](.+)[/\\]index\.tsx?$/.exec(chunk.facadeModuleId)
          if (view) return `chunks/${view[1]}-view-${(view[2] ?? '').replace(/[/\\]/g, '-')}-[hash].js`
          // An area's root component loaded after its element (`toLazyElement`: `chunks/pic-viewer-interface-…js`), which
          // every use of the element loads.
          const area = chunk.facadeModuleId && /[/\\]src[/\\]areas[/\\]([\w-]+)[/\\](\w+)\.tsx$/.exec(chunk.facadeModuleId)
          if (area && area[2] === (area[1] ?? '').replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase())) return `chunks/${area[1]}-interface-[hash].js`
          const catalogue = chunk.facadeModuleId && /[/\\]src[/\\](.+)[/\\]([\w-]+)\.ts$/.exec(chunk.facadeModuleId)
          return catalogue && /(^|[/\\])(messages|\w+Messages)$/.test(catalogue[1] ?? '')
            ? `chunks/locales/${(catalogue[1] ?? '').replace(/[/\\]/g, '.')}.${catalogue[2]}-[hash].js`
            : 'chunks/[name]-[hash].js'
        },
      },
    },
  },
}))
