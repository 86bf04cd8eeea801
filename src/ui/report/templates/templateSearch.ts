/** What the template search reads of a template. */
export interface SearchableTemplate {
  id: number
  name: string
  /** Pinyin initials of the name, lower case (the server's `pinyin`). */
  pinyin: string
  findings?: string
  impression?: string
  recommendation?: string
}

/** Answers a query with the ids of the matching templates, best first; an empty query answers null (no filter). */
export type TemplateSearch = (query: string) => number[] | null

interface Entry {
  id: number
  order: number
  name: string
  pinyin: string
  text: string
}

/**
 * Builds the index the template tree searches while the physician types: names, the pinyin initials of names
 * (`zycs` finds 早孕超声) and the texts, case-insensitive. Every word of the query must match somewhere; a match in
 * the name ranks first, then in the initials (a prefix above a contained run), then in the text; ties keep the
 * tree's order. Plain scans over prepared lower-case strings: a query over 5,000 templates takes a few milliseconds
 * (`scripts/bench-templates.ts`).
 *
 * @example
 * const search = createTemplateSearch(nodes); search('nt') // [12, 14, …]
 */
export function createTemplateSearch(templates: readonly SearchableTemplate[]): TemplateSearch {
  const entries: Entry[] = templates.map((t, order) => ({
    id: t.id,
    order,
    name: t.name.toLowerCase(),
    pinyin: t.pinyin.toLowerCase(),
    text: `${t.findings ?? ''}\n${t.impression ?? ''}\n${t.recommendation ?? ''}`.toLowerCase(),
  }))
  return (query) => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
    if (words.length === 0) return null
    const hits: { id: number; order: number; score: number }[] = []
    for (const entry of entries) {
      let score = 0
      for (const word of words) {
        let best = 0
        if (entry.name.includes(word)) best = 8
        else if (entry.pinyin.startsWith(word)) best = 4
        else if (entry.pinyin.includes(word)) best = 2
        else if (entry.text.includes(word)) best = 1
        if (best === 0) {
          score = 0
          break
        }
        score += best
      }
      if (score > 0) hits.push({ id: entry.id, order: entry.order, score })
    }
    hits.sort((a, b) => b.score - a.score || a.order - b.order)
    return hits.map((hit) => hit.id)
  }
}
