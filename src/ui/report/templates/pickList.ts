/**
 * One piece of a template text: plain text, or a pick-list (`{{左|右}}`) whose options the editor offers, the first
 * being the default. `index` counts the pick-lists of the text from 0.
 */
export type PickListSegment = { kind: 'text'; text: string } | { kind: 'pick'; index: number; options: string[] }

// Two or more options separated by `|`; braces inside are not allowed, so `{{a}}` or `{{` alone stay text.
const PICK_LIST = /\{\{([^{}|]*(?:\|[^{}|]*)+)\}\}/g

/**
 * Splits a template text into plain text and pick-lists. A placeholder needs two options or more (`{{左|右}}`; an
 * option may be empty, `{{|伴积水}}`); anything else in double braces stays text.
 *
 * @example
 * parsePickLists('{{左|右}}侧附件') // [{ kind: 'pick', index: 0, options: ['左', '右'] }, { kind: 'text', text: '侧附件' }]
 */
export function parsePickLists(text: string): PickListSegment[] {
  const out: PickListSegment[] = []
  let last = 0
  let index = 0
  for (const match of text.matchAll(PICK_LIST)) {
    const at = match.index
    if (at > last) out.push({ kind: 'text', text: text.slice(last, at) })
    out.push({ kind: 'pick', index: index++, options: (match[1] ?? '').split('|') })
    last = at + match[0].length
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) })
  return out
}

/**
 * How many pick-lists a text holds.
 *
 * @example
 * countPickLists('{{左|右}}肾{{未见|见}}结石') // 2
 */
export function countPickLists(text: string): number {
  return parsePickLists(text).filter((segment) => segment.kind === 'pick').length
}

/**
 * The text with every pick-list replaced by its choice: `choices[i]` is the chosen option of the i-th pick-list (its
 * text, or its index among the options); a missing or unknown choice takes the first option.
 *
 * @example
 * fillPickLists('{{左|右}}肾{{未见|见}}结石', ['右']) // '右肾未见结石'
 * fillPickLists('{{左|右}}肾', [1]) // '右肾'
 */
export function fillPickLists(text: string, choices: readonly (string | number | undefined)[] = []): string {
  return parsePickLists(text)
    .map((segment) => {
      if (segment.kind === 'text') return segment.text
      const choice = choices[segment.index]
      if (typeof choice === 'number') return segment.options[choice] ?? segment.options[0] ?? ''
      if (choice !== undefined && segment.options.includes(choice)) return choice
      return segment.options[0] ?? ''
    })
    .join('')
}
