#!/usr/bin/env node
// Builds the files the DICOM engine loads lazily (src/core/dicom): the classic decode worker, the two JavaScript JPEG
// codecs as classic scripts, and the four Emscripten codecs (script + .wasm) copied from node_modules, plus their
// licence notices. `node scripts/build-codecs.mjs [outDir]` (default dist/es/codecs) or `buildCodecs(outDir)`.
import { copyFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const root = resolve(import.meta.dirname, '..')
const dicom = resolve(root, 'src/core/dicom')

/** Classic scripts built from our sources: [entry, file name, global the worker reads (null: none)]. */
const scripts = [
  [resolve(dicom, 'worker/decodeWorker.ts'), 'decode-worker.js', null],
  [resolve(dicom, 'codecs/jpegLosslessCodec.ts'), 'jpeg-lossless.js', 'ClinicJpegLossless'],
  [resolve(dicom, 'codecs/jpeg12Codec.ts'), 'jpeg-12bit.js', 'ClinicJpeg12'],
]

/** Emscripten decoders used as published: only the decode-only wasm builds (no encoders, no asm.js fallbacks). */
const copied = [
  ['@cornerstonejs/codec-charls', ['dist/charlswasm_decode.js', 'dist/charlswasm_decode.wasm']],
  ['@cornerstonejs/codec-openjpeg', ['dist/openjpegwasm_decode.js', 'dist/openjpegwasm_decode.wasm']],
  ['@cornerstonejs/codec-openjph', ['dist/openjphjs.js', 'dist/openjphjs.wasm']],
  ['@cornerstonejs/codec-libjpeg-turbo-8bit', ['dist/libjpegturbowasm_decode.js', 'dist/libjpegturbowasm_decode.wasm']],
]

function notices() {
  const packages = copied.map(([name]) => name)
  const parts = packages.map((name) => {
    const dir = resolve(root, 'node_modules', name)
    const { version, license } = JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8'))
    let text = ''
    for (const file of ['LICENSE', 'LICENSE.txt', 'LICENSE.md']) {
      try {
        text = readFileSync(resolve(dir, file), 'utf8')
        break
      } catch {
        // try the next spelling
      }
    }
    return `${name} ${version} (${license})\n\n${text.trim() || `Licensed under ${license}.`}`
  })
  parts.push(
    `jpeg-lossless.js: jpeg-lossless-decoder-js 2.1.2 (MIT), vendored in src/core/dicom/vendor/jpeg-lossless.js.\n\n${
      readFileSync(resolve(dicom, 'vendor/jpeg-lossless.js'), 'utf8').split('/*')[1]?.split('*/')[0]?.trim() ?? ''
    }`,
    'jpeg-12bit.js: pdf.js-lineage JPEG decoder from @cornerstonejs/dicom-image-loader 5.14.0 (MIT), ' +
      'Copyright 2011 notmasteryet, Apache License 2.0 (http://www.apache.org/licenses/LICENSE-2.0).',
  )
  return `Third-party code in this folder\n${'='.repeat(31)}\n\n${parts.join(`\n\n${'-'.repeat(72)}\n\n`)}\n`
}

/**
 * Writes the decode worker and every codec file into `outDir` and returns their names with raw and gzip sizes.
 *
 * @example
 * await buildCodecs('dist/es/codecs')
 */
export async function buildCodecs(outDir) {
  const out = resolve(root, outDir)
  mkdirSync(out, { recursive: true })
  for (const [entry, fileName, name] of scripts) {
    await build({
      root,
      configFile: false,
      publicDir: false,
      logLevel: 'warn',
      mode: 'production',
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        outDir: out,
        emptyOutDir: false,
        target: 'es2022',
        sourcemap: false,
        reportCompressedSize: false,
        copyPublicDir: false,
        lib: { entry, formats: ['iife'], fileName: () => fileName, ...(name ? { name } : { name: 'ClinicDecodeWorker' }) },
        rolldownOptions: { output: { minify: true } },
      },
    })
  }
  for (const [name, files] of copied) {
    for (const file of files) copyFileSync(resolve(root, 'node_modules', name, file), resolve(out, basename(file)))
  }
  writeFileSync(resolve(out, 'THIRD-PARTY-NOTICES.txt'), notices())
  const names = [...scripts.map(([, fileName]) => fileName), ...copied.flatMap(([, files]) => files.map((file) => basename(file)))]
  return names.map((file) => {
    const bytes = readFileSync(resolve(out, file))
    return { file, bytes: statSync(resolve(out, file)).size, gzip: gzipSync(bytes, { level: 9 }).length }
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = process.argv[2] ?? 'dist/es/codecs'
  const files = await buildCodecs(outDir)
  for (const { file, bytes, gzip } of files) console.log(`${file.padEnd(32)} ${String(bytes).padStart(8)} B  ${String(gzip).padStart(7)} B gzip`)
}
