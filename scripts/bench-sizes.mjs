// Sizes of the build (gzip -9, KB), printed as JSON for scripts/bench.mjs:
//   - the shared base every element of the console loads once (the chunks all element entries load statically:
//     React, Fluent, the element root, core, the shared UI kit), named by chunk, with the core's messages of one
//     locale;
//   - each element on top of it: its own static chunks plus its catalogues' messages of one locale (zh-CN, the
//     default), which load on demand but load on every first paint;
//   - each script-tag (IIFE) build, and what those load beside them on demand;
//   - each view chunk of the area elements (`…-view-….js`), which load when their view opens.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const root = resolve(import.meta.dirname, '..')
const LOCALE = 'zh-CN'
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length
const sum = (files) => files.reduce((total, file) => total + gz(file), 0)

/** Files an ES module loads statically, transitively (minified output: `from"./chunks/x.js"` and `import"./x.js"`), and an element's interface. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  for (const match of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) closure(resolve(dirname(file), match[1]), seen)
  // An element's interface loaded after it (`toLazyElement`): loaded by every use of the element, so counted with it.
  for (const match of code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]*-interface-[^"'`]+\.js)["'`]\s*\)/g)) closure(resolve(dirname(file), match[1]), seen)
  return seen
}

/** The locale chunks (of LOCALE) that `files` import on demand. */
function localeChunks(files) {
  const found = new Set()
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]*locales\/[^"'`]+\.js)["'`]\s*\)/g)) {
      if (match[1].includes(`.${LOCALE}-`)) found.add(resolve(dirname(file), match[1]))
    }
  }
  return [...found]
}

/** The chunks (not another element's entry, not a locale) that `files` import on demand. */
function lazyChunks(files) {
  const found = new Set()
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)) {
      const target = resolve(dirname(file), match[1])
      if (target.includes('/chunks/') && !target.includes('/locales/')) found.add(target)
    }
  }
  return [...found]
}

const esDir = resolve(root, 'dist/es')
const entries = readdirSync(esDir).filter((f) => /^clinic-[a-z-]+\.js$|^index\.js$/.test(f)).sort()
const closures = entries.filter((e) => e !== 'index.js').map((e) => closure(join(esDir, e)))
const base = [...(closures[0] ?? [])].filter((f) => f.includes('/chunks/') && closures.every((c) => c.has(f)))
const baseLocale = localeChunks(base)

const elements = entries.map((entry) => {
  const files = [...closure(join(esDir, entry))]
  const own = files.filter((f) => !base.includes(f))
  const locale = localeChunks(own)
  const iife = resolve(root, 'dist/iife', entry)
  return {
    element: basename(entry, '.js'),
    ownKB: kb(sum(own)),
    messagesKB: kb(sum(locale)),
    onTopOfBaseKB: kb(sum(own) + sum(locale)),
    aloneKB: kb(sum(files) + sum(localeChunks(files))),
    chunks: own.map((f) => basename(f)),
    iifeKB: existsSync(iife) ? kb(gz(iife)) : null,
  }
})

// A view: its own chunk, and everything it loads with it that is not in the base (the chunks it shares with other views
// of its area, the report kit of src/ui/report, its messages in one locale) — what opening it costs on top of the base.
// Apart: what it loads on demand later — its dialogs, the ICD picker, an area's panel that follows the editor — except
// another element (the picture viewer beside a report), counted with that element.
const views = readdirSync(join(esDir, 'chunks'))
  .filter((f) => /-view-/.test(f))
  .map((f) => {
    const loaded = [...closure(join(esDir, 'chunks', f))].filter((file) => !base.includes(file))
    const later = new Set()
    for (const lazy of lazyChunks(loaded)) for (const file of closure(lazy)) if (!base.includes(file) && !loaded.includes(file)) later.add(file)
    return {
      chunk: f, kb: kb(gz(join(esDir, 'chunks', f))), withSharedKB: kb(sum(loaded) + sum(localeChunks(loaded))),
      onDemandKB: kb(sum([...later]) + sum(localeChunks([...later]))),
    }
  })

const iifeBeside = (dir) => (existsSync(dir) ? readdirSync(dir).map((f) => join(dir, f)) : [])
const iifeLocales = iifeBeside(resolve(root, 'dist/iife/locales')).filter((f) => f.includes(`.${LOCALE}.js`))

console.log(JSON.stringify({
  locale: LOCALE,
  base: { KB: kb(sum(base) + sum(baseLocale)), chunks: base.map((f) => `${basename(f)} ${kb(gz(f))}`), messagesKB: kb(sum(baseLocale)) },
  elements,
  views,
  iifeOnDemand: {
    jsencryptKB: existsSync(resolve(root, 'dist/iife/lazy/jsencrypt.js')) ? kb(gz(resolve(root, 'dist/iife/lazy/jsencrypt.js'))) : null,
    messagesPerLocaleKB: kb(sum(iifeLocales)),
  },
}))
