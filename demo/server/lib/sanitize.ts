import createDOMPurify, { type Config } from 'dompurify'
import { JSDOM } from 'jsdom'
import { REPORT_HTML_POLICY } from '../../../src/core/report/reportHtmlPolicy'

/**
 * The report HTML sanitiser: DOMPurify, the well-kept sanitiser, over jsdom, whose parser (parse5) follows the HTML
 * standard as browsers do — so the server stores what the viewer's own parser would build. What survives is the shared
 * allow-list of src/core (`REPORT_HTML_POLICY`): its tags, and no attribute except a `colspan`/`rowspan` within range
 * on cells. Every other element is removed while its text stays — an unclosed `<svg>`, `<math>` or `<select>`
 * included — and only raw-text elements (script, style…, whose text is code, not prose) lose their content. Elements
 * the parser put in a foreign namespace (a `<td>` inside an `<svg>`) are unwrapped, never dropped with their text.
 * Deeper nesting than the policy's limit is flattened. Sanitising sanitised output changes nothing.
 */

const { window } = new JSDOM('')
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0])
const HTML_NS = 'http://www.w3.org/1999/xhtml'
const { tags, cellSpans, rawText, maxDepth } = REPORT_HTML_POLICY
const SPAN_ON: ReadonlySet<string> = new Set(cellSpans.on)

/** The elements a report may contain (SPEC's subset, from the shared policy in src/core). */
export const ALLOWED_TAGS: ReadonlySet<string> = new Set(tags)

const CONFIG: Config & { IN_PLACE: true } = {
  ALLOWED_TAGS: [...tags],
  ALLOWED_ATTR: [...cellSpans.attributes],
  // Only raw-text elements lose their content; DOMPurify's own list would also drop the text of svg, math, video…
  FORBID_CONTENTS: [...rawText],
  KEEP_CONTENT: true,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  WHOLE_DOCUMENT: false,
  IN_PLACE: true,
}

/** Moves an element's children before it and removes it: its text stays where it was. */
function unwrap(element: Element): void {
  const parent = element.parentNode
  if (!parent) return
  while (element.firstChild) parent.insertBefore(element.firstChild, element)
  parent.removeChild(element)
}

/**
 * Before DOMPurify sees the tree: a `<template>`'s content (kept aside by the parser, where DOMPurify would lose its
 * text) takes the template's place, and a tag the policy allows that the parser put in SVG or MathML (`<svg><td>…`,
 * which DOMPurify's namespace check would drop with its text) is unwrapped, as is `<plaintext>`.
 */
function prepare(node: Node): void {
  let child = node.firstChild
  while (child) {
    const next: ChildNode | null = child.nextSibling
    if (child.nodeType === 1) {
      const element = child as Element
      if (element.localName === 'template' && element.namespaceURI === HTML_NS) {
        const first = (element as HTMLTemplateElement).content.firstChild
        element.replaceWith((element as HTMLTemplateElement).content)
        child = first ?? next
        continue
      }
      prepare(element)
      // A foreign element with an allowed name, and <plaintext> (whose prose DOMPurify would drop whole, as its text
      // looks like markup), give way to their content.
      if ((element.namespaceURI !== HTML_NS && ALLOWED_TAGS.has(element.localName)) || element.localName === 'plaintext') {
        unwrap(element)
      }
    }
    child = next
  }
}

purify.addHook('uponSanitizeAttribute', (node, data) => {
  // Cell spans only on cells, as whole numbers in range; every other attribute is already gone.
  const value = data.attrValue.trim()
  const number = /^\d{1,3}$/.test(value) ? Number(value) : NaN
  const ok = SPAN_ON.has((node as Element).localName) && number >= cellSpans.min && number <= cellSpans.max
  if (ok) data.attrValue = String(number)
  else data.keepAttr = false
})

/** Flattens elements nested deeper than the policy allows (their tags go, their text stays). */
function flatten(root: Node, depth = 0): void {
  for (const child of [...root.childNodes]) {
    if (child.nodeType !== 1) continue
    flatten(child, depth + 1)
    if (depth + 1 > maxDepth) unwrap(child as Element)
  }
}

/**
 * Sanitises report HTML to the allowed subset. Unknown and forbidden tags are removed but their text is kept;
 * raw-text elements (script, style…) lose their content too; only `colspan`/`rowspan` (1..100) survive, on `td`/`th`.
 *
 * @example
 * sanitizeReportHtml('<p onclick="x()">肝<script>alert(1)</script><b>正常') // '<p>肝<b>正常</b></p>'
 */
export function sanitizeReportHtml(html: string): string {
  // Removing a wrapper can leave a nesting the parser never builds (a <p> inside a <p> once an <object> is gone):
  // what is stored is what a parser reads back from it, so sanitising the output again changes nothing.
  return parse(clean(html).innerHTML).innerHTML
}

/**
 * The body a browser builds from `html` in a standards-mode page (as the viewer's page is: a table closes an open
 * paragraph); a leading element keeps a leading <template> or <title> in the body.
 */
function parse(html: string): HTMLElement {
  const body = new window.DOMParser().parseFromString(`<!doctype html><remove></remove>${html}`, 'text/html').body
  body.firstChild?.remove()
  return body
}

/** The sanitised tree of `html`: parsed as a browser does, prepared, then cleaned by DOMPurify in place. */
function clean(html: string): HTMLElement {
  const body = parse(html)
  prepare(body)
  // DOMPurify cleans in place under a root it allows; a <span> holds the parsed content for it.
  const root = body.ownerDocument.createElement('span')
  root.append(...body.childNodes)
  purify.sanitize(root, CONFIG)
  flatten(root)
  return root
}

const BREAKS: ReadonlySet<string> = new Set(['br', 'p', 'li', 'tr'])

/**
 * The plain text of report HTML (tags removed, entities decoded), a line per paragraph, list item and table row,
 * e.g. for search, summaries and the check that a required part is not blank.
 *
 * @example
 * htmlToText('<p>所见：<b>正常</b></p><p>二</p>') // '所见：正常\n二'
 */
export function htmlToText(html: string): string {
  const body = clean(html)
  const parts: string[] = []
  const walk = (node: Node): void => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) parts.push(child.nodeValue ?? '')
      else if (child.nodeType === 1) {
        const name = (child as Element).localName
        if (BREAKS.has(name)) parts.push('\n')
        walk(child)
      }
    }
  }
  walk(body)
  return parts.join('').replace(/\n{2,}/g, '\n').trim()
}
