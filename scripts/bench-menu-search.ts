// Menu search over 1,000 entries (DESIGN §8: under 5 ms per keystroke): builds the index the header search uses
// and types a few queries one character at a time. Prints JSON. Run with `node --import tsx`.
import { createMenuSearch } from '../src/core/menus/menuSearch'
import type { RouteRecord } from '../src/core/menus/routeTable'

const words = ['registration', 'report', 'ultrasound', 'endoscopy', 'pathology', 'statistics', 'template', 'device', 'follow-up', 'quality']
const routes: RouteRecord[] = Array.from({ length: 1000 }, (_, i) => {
  const group = words[i % words.length] ?? 'page'
  const title = `${group} page ${i}`
  return {
    path: `/${group}/page${i}`,
    name: `Page${i}`,
    title,
    component: `${group}/page${i}`,
    hidden: false,
    noCache: true,
    affix: false,
    breadcrumb: [{ title: group }, { title, path: `/${group}/page${i}` }],
  }
})

const buildStart = performance.now()
const search = createMenuSearch(routes, (crumb) => crumb.title)
const buildMs = performance.now() - buildStart
const times: number[] = []
for (let round = 0; round < 5; round++) {
  for (const query of ['ultrasound page 42', 'registr', 'report 99', 'patholgy']) {
    for (let n = 1; n <= query.length; n++) {
      const start = performance.now()
      search(query.slice(0, n))
      times.push(performance.now() - start)
    }
  }
}
times.sort((a, b) => a - b)
const pick = (q: number) => Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 100) / 100
console.log(JSON.stringify({ entries: routes.length, indexBuildMs: Math.round(buildMs * 100) / 100, keystrokes: times.length, medianMs: pick(0.5), p95Ms: pick(0.95), maxMs: pick(1), budgetMs: 5 }))
