// The message catalogues of the source tree: every `src/**/messages/index.ts` (or `*Messages/index.ts`) folder holds
// one file per locale. A catalogue's id is its folder under `src`; script-tag builds load its locales from
// `locales/<id with dots>.<locale>.js` beside the script (see src/core/i18n/catalog.ts).
import { existsSync, readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

export const LOCALES = ['zh-CN', 'zh-TW', 'en', 'ja', 'ko', 'es']

/** Catalogue folders: `[{ id: 'areas/login/messages', dir }]`. */
export function catalogues(root) {
  const src = resolve(root, 'src')
  return readdirSync(src, { recursive: true })
    .map(String)
    .filter((file) => /(^|[/\\])(messages|\w+Messages)[/\\]index\.ts$/.test(file))
    .map((file) => {
      const dir = join(src, file, '..')
      return { id: relative(src, dir).split(/[/\\]/).join('/'), dir }
    })
    .filter(({ dir }) => LOCALES.every((locale) => existsSync(join(dir, `${locale}.ts`))))
}

/** Build entries `locales/<id>.<locale>` → the locale file, for every catalogue and locale. */
export function localeEntries(root) {
  const entries = {}
  for (const { id, dir } of catalogues(root)) {
    for (const locale of LOCALES) entries[`locales/${id.replace(/\//g, '.')}.${locale}`] = join(dir, `${locale}.ts`)
  }
  return entries
}
