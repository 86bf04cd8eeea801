// Writes the README's element table from dist/custom-elements.json, between two marker comments.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

const START = '<!-- elements:start (generated from dist/custom-elements.json by scripts/readme-elements.mjs) -->'
const END = '<!-- elements:end -->'

/** The declared custom elements of a manifest: tag, summary, attributes, events, public methods. */
export function manifestElements(manifest) {
  const out = []
  for (const module of manifest.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      if (!declaration.tagName) continue
      out.push({
        tag: declaration.tagName,
        summary: declaration.summary ?? '',
        attributes: (declaration.attributes ?? []).map((a) => a.name),
        events: (declaration.events ?? []).map((e) => e.name),
        methods: (declaration.members ?? [])
          .filter((m) => m.kind === 'method' && !m.static && (m.privacy ?? 'public') === 'public' && !m.name.startsWith('#'))
          .map((m) => `${m.name}(${(m.parameters ?? []).map((p) => p.name).join(', ')})`),
        path: module.path,
      })
    }
  }
  return out.sort((a, b) => a.tag.localeCompare(b.tag))
}

/** The markdown table for the README. */
export function elementTable(manifest) {
  const rows = manifestElements(manifest).map(
    (e) =>
      `| \`<${e.tag}>\` | ${e.summary} | ${e.attributes.map((a) => `\`${a}\``).join(', ') || '—'} | ${e.events.map((v) => `\`${v}\``).join(', ') || '—'} | ${e.methods.map((m) => `\`${m}\``).join(', ') || '—'} |`,
  )
  return ['| element | what it is | attributes | events | methods |', '|---|---|---|---|---|', ...rows].join('\n')
}

/** Rewrites the table in README.md; returns true when the file changed. */
export function writeElementTable(root) {
  const manifest = JSON.parse(readFileSync(resolve(root, 'dist/custom-elements.json'), 'utf8'))
  const readmePath = resolve(root, 'README.md')
  const readme = readFileSync(readmePath, 'utf8')
  const start = readme.indexOf(START)
  const end = readme.indexOf(END)
  if (start < 0 || end < start) throw new Error('README.md lacks the element table markers')
  const next = `${readme.slice(0, start + START.length)}\n${elementTable(manifest)}\n${readme.slice(end)}`
  if (next === readme) return false
  writeFileSync(readmePath, next)
  return true
}
