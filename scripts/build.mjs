#!/usr/bin/env node
// Builds everything `npm start` serves and the tests load: the ES build (one entry per element, shared chunks),
// one IIFE per script-tag element, type declarations, dist/custom-elements.json, and the README element table.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import { buildCodecs } from './build-codecs.mjs'
import { writeElementTable } from './readme-elements.mjs'
import { localeEntries } from './locale-entries.mjs'
import { hostIsolation } from './host-isolation.mjs'
import { staticInScriptBuilds } from './static-in-script-builds.mjs'

const root = resolve(import.meta.dirname, '..')
/** Elements external pages load with one classic <script> tag (those whose element file exists yet). */
export const scriptTagElements = ['clinic-login', 'clinic-session', 'clinic-report-viewer', 'clinic-his-report', 'clinic-pic-viewer'].filter(
  (tag) => existsSync(resolve(root, 'elements', `${tag}.ts`)),
)

const started = performance.now()
const step = (label) => console.log(`[build] ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`)

rmSync(resolve(root, 'dist'), { recursive: true, force: true })

// The DICOM codecs and decode worker load lazily from `codecs/` beside each build's scripts.
await buildCodecs(resolve(root, 'dist/es/codecs'))
await buildCodecs(resolve(root, 'dist/iife/codecs'))
step('DICOM codecs → dist/{es,iife}/codecs')

await build({ root, mode: 'production', logLevel: 'warn', configFile: resolve(root, 'vite.config.ts') })
step('ES modules → dist/es')

function iifeEntry(tag) {
  const dir = resolve(root, 'node_modules/.cache/clinic-iife')
  mkdirSync(dir, { recursive: true })
  const file = resolve(dir, `${tag}.js`)
  writeFileSync(file, `import ${JSON.stringify(resolve(root, 'elements', `${tag}.ts`))}\n`)
  return file
}

for (const tag of scriptTagElements) {
  await build({
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), hostIsolation(root), staticInScriptBuilds()],
    // import.meta.url does not exist in a classic script; the DICOM engine then reads document.currentScript.
    define: {
      'process.env.NODE_ENV': '"production"',
      __CLINIC_BUNDLE__: JSON.stringify(`iife:${tag}`),
      __CLINIC_IIFE__: 'true',
      'import.meta.url': 'undefined',
    },
    build: {
      outDir: 'dist/iife',
      emptyOutDir: false,
      target: 'es2022',
      reportCompressedSize: false,
      // The entry imports the element file without re-exporting it, so the script defines its tag and adds no
      // global variable to the page (an IIFE with exports would need a global name).
      lib: { entry: iifeEntry(tag), name: 'unused', formats: ['iife'], fileName: () => `${tag}.js` },
      rolldownOptions: { output: { minify: true } },
    },
  })
}
step(`IIFE (${scriptTagElements.join(', ')}) → dist/iife`)

// What the script-tag builds load on demand, as ES modules beside them: each catalogue's messages per locale
// (`locales/<catalogue>.<locale>.js`), and the RSA library (`lazy/jsencrypt.js`).
await build({
  root,
  configFile: false,
  mode: 'production',
  logLevel: 'warn',
  build: {
    outDir: 'dist/iife',
    emptyOutDir: false,
    target: 'es2022',
    reportCompressedSize: false,
    lib: { entry: { ...localeEntries(root), 'lazy/jsencrypt': resolve(root, 'node_modules/jsencrypt/lib/index.js') }, formats: ['es'] },
    rolldownOptions: { output: { minify: true, entryFileNames: '[name].js', chunkFileNames: 'lazy/[name]-[hash].js' } },
  },
})
step('messages per locale and lazy parts of the script-tag builds → dist/iife/{locales,lazy}')

const bin = (name) => resolve(root, 'node_modules', '.bin', name)
execFileSync(bin('tsc'), ['-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' })
step('type declarations → dist/types')

execFileSync(bin('custom-elements-manifest'), ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet'], {
  cwd: root,
  stdio: 'inherit',
})
step('manifest → dist/custom-elements.json')

if (writeElementTable(root)) step('README element table updated from the manifest')
