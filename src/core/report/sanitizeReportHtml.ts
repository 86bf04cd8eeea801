import { REPORT_HTML_POLICY } from './reportHtmlPolicy'

/**
 * The report-text sanitiser: report HTML from the server is parsed into an inert document (`DOMParser` runs no
 * script and loads nothing) and walked into a plain tree that holds only the allowed elements, the `colspan` and
 * `rowspan` attributes (small integers) and text. Nothing else survives: no other attribute (so no `on*`, no
 * `style`, no `href`/`src`, no `javascript:` URL), no script, style, template or embedded content. The result is
 * data, never HTML: a renderer builds elements from it, so there is no second parse that mutation XSS could abuse.
 */

/** The elements report text may contain (the contract's allowed subset, from the policy the server shares). */
export const REPORT_HTML_TAGS = REPORT_HTML_POLICY.tags

/** An allowed element name. */
export type ReportHtmlTag = (typeof REPORT_HTML_TAGS)[number]

/** One sanitised element: an allowed tag, at most `colSpan`/`rowSpan`, and sanitised children. */
export interface SafeElement {
  tag: ReportHtmlTag
  attrs: { colSpan?: number; rowSpan?: number }
  children: SafeNode[]
}

/** Text, or a sanitised element. */
export type SafeNode = string | SafeElement

const allowed = new Set<string>(REPORT_HTML_TAGS)
/** Dropped with everything inside them. */
const dropped = new Set([
  'script', 'style', 'template', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math',
  'textarea', 'select', 'option', 'button', 'input', 'title', 'head', 'link', 'meta', 'base', 'img', 'video', 'audio',
  'source', 'track', 'canvas', 'picture', 'form', 'xmp', 'plaintext', 'noembed', 'noframes', 'dialog', 'portal',
])
/** Unwrapped (their content kept) and followed by a line break, so block structure stays readable. */
const blockLike = new Set([
  'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote', 'section', 'article', 'header', 'footer', 'address',
  'dl', 'dt', 'dd', 'center', 'figure', 'figcaption', 'main', 'aside', 'nav', 'hr',
])
/** Containers whose whitespace-only text children are layout noise (and invalid DOM children in React). */
const structural = new Set(['table', 'thead', 'tbody', 'tr', 'ul', 'ol'])
const maxDepth = REPORT_HTML_POLICY.maxDepth

function span(value: string | null): number | undefined {
  if (value === null || !/^\s*\d{1,3}\s*$/.test(value)) return undefined
  const n = Number(value)
  return n >= REPORT_HTML_POLICY.cellSpans.min && n <= REPORT_HTML_POLICY.cellSpans.max ? n : undefined
}

function walk(node: Node, into: SafeNode[], parentTag: string, depth: number): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) {
      const text = child.nodeValue ?? ''
      if (structural.has(parentTag) && text.trim() === '') continue
      const last = into[into.length - 1]
      if (typeof last === 'string') into[into.length - 1] = last + text
      else if (text) into.push(text)
      continue
    }
    if (child.nodeType !== 1) continue // comments, processing instructions, CDATA
    const name = (child as Element).localName.toLowerCase()
    const isHtml = (child as Element).namespaceURI === 'http://www.w3.org/1999/xhtml'
    if (!isHtml || dropped.has(name) || depth >= maxDepth) continue
    if (allowed.has(name)) {
      const element = child as Element
      const attrs: SafeElement['attrs'] = {}
      if (name === 'td' || name === 'th') {
        const colSpan = span(element.getAttribute('colspan'))
        const rowSpan = span(element.getAttribute('rowspan'))
        if (colSpan !== undefined) attrs.colSpan = colSpan
        if (rowSpan !== undefined) attrs.rowSpan = rowSpan
      }
      const children: SafeNode[] = []
      if (name !== 'br') walk(element, children, name, depth + 1)
      into.push({ tag: name as ReportHtmlTag, attrs, children })
    } else {
      walk(child, into, parentTag, depth + 1)
      if (blockLike.has(name) && !structural.has(parentTag) && child.nextSibling) into.push({ tag: 'br', attrs: {}, children: [] })
    }
  }
}

/**
 * Sanitises report HTML into a tree of allowed elements and text. Plain text (no `<`) comes back as one string,
 * so a renderer can keep its line breaks.
 *
 * @example
 * sanitizeReportHtml('<p onclick="x()">肝脏<script>alert(1)</script>大小正常</p>')
 * // [{ tag: 'p', attrs: {}, children: ['肝脏大小正常'] }]
 */
export function sanitizeReportHtml(html: string | null | undefined): SafeNode[] {
  if (!html) return []
  if (!html.includes('<') && !html.includes('&')) return [html]
  const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html')
  const out: SafeNode[] = []
  walk(doc.body, out, 'body', 0)
  return out
}

/**
 * The text of sanitised report HTML, one line per paragraph, list item or table row (for titles, summaries and
 * comparisons).
 *
 * @example
 * reportHtmlToText('<p>A</p><p>B</p>') // 'A\nB'
 */
export function reportHtmlToText(html: string | null | undefined): string {
  const lines: string[] = []
  let line = ''
  const flush = (): void => {
    if (line.trim()) lines.push(line.trim())
    line = ''
  }
  const visit = (nodes: SafeNode[]): void => {
    for (const node of nodes) {
      if (typeof node === 'string') line += node
      else if (node.tag === 'br') flush()
      else {
        const block = node.tag === 'p' || node.tag === 'li' || node.tag === 'tr'
        if (block) flush()
        visit(node.children)
        if (node.tag === 'td' || node.tag === 'th') line += ' '
        if (block) flush()
      }
    }
  }
  visit(sanitizeReportHtml(html))
  flush()
  return lines.join('\n')
}
