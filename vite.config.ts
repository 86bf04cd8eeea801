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
        entryFileNames: '[name].js',
        // A locale file of a message catalogue is named after it (`chunks/locales/areas.login.messages.en-…js`).
        chunkFileNames: (chunk) => {
          const catalogue = chunk.facadeModuleId && /[/\\]src[/\\](.+)[/\\]([\w-]+)\.ts$/.exec(chunk.facadeModuleId)
          return catalogue && /(^|[/\\])(messages|\w+Messages)$/.test(catalogue[1] ?? '')
            ? `chunks/locales/${(catalogue[1] ?? '').replace(/[/\\]/g, '.')}.${catalogue[2]}-[hash].js`
            : 'chunks/[name]-[hash].js'
        },
      },
    },
  },
}))
