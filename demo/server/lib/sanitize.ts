import { REPORT_HTML_POLICY } from '../../../src/core/report/reportHtmlPolicy'

/**
 * The report HTML sanitiser: a small tokenizer and an open-element stack, no regular-expression surgery on
 * markup. What survives is the allow-list below, with no attribute except a numeric `colspan`/`rowspan` on cells;
 * every other tag is dropped while its text stays — an unclosed `<svg>` or `<select>` included — and only the content
 * of raw-text elements (script, style…, whose text is code, not prose) goes with them. Comments, doctypes, CDATA and processing instructions vanish. Text is decoded
 * (entities) and re-escaped, so the output is well-formed: every element closed in order, `<br>` void.
 * Sanitising sanitised output changes nothing.
 */

/** The elements a report may contain (SPEC's subset, from the shared policy in src/core). */
export const ALLOWED_TAGS: ReadonlySet<string> = new Set(REPORT_HTML_POLICY.tags)

/**
 * Raw-text elements: inside them `<` does not start a tag until the matching end tag, and their content (code, not
 * prose) is dropped with them. Every other removed element keeps its text, closed or not.
 */
const RAW_TEXT: ReadonlySet<string> = new Set(REPORT_HTML_POLICY.rawText)
const DROP_CONTENT = RAW_TEXT

const VOID_TAGS: ReadonlySet<string> = new Set(['br'])
const CELL_ATTRS: ReadonlySet<string> = new Set(REPORT_HTML_POLICY.cellSpans.attributes)
/** Deeper nesting than this is flattened (its tags dropped, text kept). */
const MAX_DEPTH = REPORT_HTML_POLICY.maxDepth

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®', trade: '™', deg: '°',
  plusmn: '±', times: '×', divide: '÷', middot: '·', hellip: '…', mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’',
  ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', bull: '•', micro: 'µ', le: '≤', ge: '≥', ne: '≠', asymp: '≈',
  sup1: '¹', sup2: '²', sup3: '³', frac12: '½', frac14: '¼', frac34: '¾', para: '¶', sect: '§', permil: '‰',
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', mu: 'μ', pi: 'π', sigma: 'σ', larr: '←', rarr: '→', uarr: '↑',
  darr: '↓', harr: '↔', infin: '∞', radic: '√', sum: '∑', minus: '−', prime: '′', Prime: '″', ensp: '\u2002',
  emsp: '\u2003', thinsp: '\u2009', zwj: '\u200d', zwnj: '\u200c', shy: '\u00ad', iexcl: '¡', iquest: '¿',
  ntilde: 'ñ', Ntilde: 'Ñ', aacute: 'á', eacute: 'é', iacute: 'í', oacute: 'ó', uacute: 'ú', uuml: 'ü',
}

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attrs: [string, string][]; selfClosing: boolean }
  | { kind: 'end'; name: string }

const isAlpha = (ch: string | undefined): boolean => ch !== undefined && /^[A-Za-z]$/.test(ch)
const isSpace = (ch: string | undefined): boolean => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f'

/** Replaces character references with their characters; unknown named ones stay literal text. */
export function decodeEntities(text: string): string {
  let out = ''
  let i = 0
  while (i < text.length) {
    const amp = text.indexOf('&', i)
    if (amp < 0) {
      out += text.slice(i)
      break
    }
    out += text.slice(i, amp)
    let j = amp + 1
    let replaced: string | null = null
    if (text[j] === '#') {
      j++
      const hex = text[j] === 'x' || text[j] === 'X'
      if (hex) j++
      const startDigits = j
      while (j < text.length && (hex ? /[0-9a-fA-F]/ : /[0-9]/).test(text[j] as string) && j - startDigits < 8) j++
      if (j > startDigits) {
        const code = Number.parseInt(text.slice(startDigits, j), hex ? 16 : 10)
        // NUL, surrogates and out-of-range code points become U+FFFD, as browsers do.
        replaced = code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code)
        if (text[j] === ';') j++
      }
    } else {
      const startName = j
      while (j < text.length && /[A-Za-z0-9]/.test(text[j] as string) && j - startName < 10) j++
      const name = text.slice(startName, j)
      if (name && Object.hasOwn(NAMED_ENTITIES, name) && text[j] === ';') {
        replaced = NAMED_ENTITIES[name] as string
        j++
      }
    }
    if (replaced === null) {
      out += '&'
      i = amp + 1
    } else {
      out += replaced
      i = j
    }
  }
  return out
}

/** Escapes text for an HTML text node. */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : '&gt;'))
}

/**
 * Splits HTML into text, start-tag and end-tag tokens, following the HTML tokenizer's rules closely enough for
 * sanitising: a `<` starts a tag only before a letter (or `/` + letter); quoted attribute values may hold `>`;
 * comments, doctypes, CDATA and processing instructions are skipped; raw-text elements run to their end tag.
 */
export function tokenize(html: string): Token[] {
  const tokens: Token[] = []
  let text = ''
  let i = 0
  const n = html.length
  const flush = (): void => {
    if (text) tokens.push({ kind: 'text', text })
    text = ''
  }
  while (i < n) {
    const ch = html[i] as string
    if (ch !== '<') {
      const next = html.indexOf('<', i)
      const end = next < 0 ? n : next
      text += html.slice(i, end)
      i = end
      continue
    }
    // Markup declarations: comments, doctype, CDATA; bogus comments `<?…>` and `</ …>`.
    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4)
      i = close < 0 ? n : close + 3
      continue
    }
    if (html[i + 1] === '!' || html[i + 1] === '?') {
      const close = html.indexOf('>', i + 2)
      i = close < 0 ? n : close + 1
      continue
    }
    const isEnd = html[i + 1] === '/'
    const nameStart = i + (isEnd ? 2 : 1)
    if (!isAlpha(html[nameStart])) {
      if (isEnd) {
        // `</>` is dropped; `</ x>` and the like are bogus comments.
        const close = html.indexOf('>', i + 2)
        i = close < 0 ? n : close + 1
        continue
      }
      text += '<'
      i++
      continue
    }
    let j = nameStart
    while (j < n && !isSpace(html[j]) && html[j] !== '/' && html[j] !== '>') j++
    const name = html.slice(nameStart, j).toLowerCase()
    const attrs: [string, string][] = []
    let selfClosing = false
    // Attributes, until `>` (or the end of input, which drops the unfinished tag).
    let closed = false
    while (j < n) {
      const c = html[j]
      if (isSpace(c)) {
        j++
        continue
      }
      if (c === '>') {
        closed = true
        j++
        break
      }
      if (c === '/') {
        selfClosing = html[j + 1] === '>'
        j++
        continue
      }
      const attrStart = j
      j++
      while (j < n && !isSpace(html[j]) && html[j] !== '/' && html[j] !== '>' && html[j] !== '=') j++
      const attrName = html.slice(attrStart, j).toLowerCase()
      while (j < n && isSpace(html[j])) j++
      let value = ''
      if (html[j] === '=') {
        j++
        while (j < n && isSpace(html[j])) j++
        const quote = html[j]
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, j + 1)
          value = html.slice(j + 1, close < 0 ? n : close)
          j = close < 0 ? n : close + 1
        } else {
          const valueStart = j
          while (j < n && !isSpace(html[j]) && html[j] !== '>') j++
          value = html.slice(valueStart, j)
        }
      }
      attrs.push([attrName, decodeEntities(value)])
    }
    if (!closed) {
      i = n
      break
    }
    flush()
    i = j
    if (isEnd) {
      tokens.push({ kind: 'end', name })
      continue
    }
    tokens.push({ kind: 'start', name, attrs, selfClosing })
    if (RAW_TEXT.has(name)) {
      // Everything up to `</name` is this element's raw text.
      const lower = html.toLowerCase()
      let close = lower.indexOf(`</${name}`, i)
      while (close >= 0) {
        const after = lower[close + 2 + name.length]
        if (after === undefined || after === '>' || after === '/' || isSpace(after)) break
        close = lower.indexOf(`</${name}`, close + 1)
      }
      const end = close < 0 ? n : close
      if (end > i) tokens.push({ kind: 'text', text: html.slice(i, end) })
      i = end
    }
  }
  flush()
  return tokens
}

/**
 * Closing rules of the HTML tree builder that matter for the allowed elements: opening `name` first closes the
 * innermost open element of `targets` (and whatever is open inside it), unless a `scope` element comes first.
 * `toScope` closes everything down to the nearest scope element instead (a new table section).
 */
function impliedEnds(name: string): { targets: ReadonlySet<string>; scope: ReadonlySet<string>; toScope?: boolean } | null {
  switch (name) {
    case 'p': case 'ul': case 'ol': case 'table':
      return { targets: new Set(['p']), scope: new Set(['td', 'th', 'li', 'table']) }
    case 'li':
      return { targets: new Set(['li']), scope: new Set(['ul', 'ol', 'td', 'th', 'table']) }
    case 'tr':
      return { targets: new Set(['tr']), scope: new Set(['table', 'thead', 'tbody']) }
    case 'td': case 'th':
      return { targets: new Set(['td', 'th']), scope: new Set(['tr', 'table']) }
    case 'thead': case 'tbody':
      return { targets: new Set(), scope: new Set(['table']), toScope: true }
    default:
      return null
  }
}

function cellAttrs(name: string, attrs: [string, string][]): string {
  if (!(REPORT_HTML_POLICY.cellSpans.on as readonly string[]).includes(name)) return ''
  let out = ''
  const seen = new Set<string>()
  for (const [attr, raw] of attrs) {
    if (!CELL_ATTRS.has(attr) || seen.has(attr)) continue
    const value = raw.trim()
    if (!/^\d{1,3}$/.test(value)) continue
    const n = Number(value)
    if (n < REPORT_HTML_POLICY.cellSpans.min || n > REPORT_HTML_POLICY.cellSpans.max) continue
    seen.add(attr)
    out += ` ${attr}="${n}"`
  }
  return out
}

/**
 * Sanitises report HTML to the allowed subset. Unknown and forbidden tags are removed but their text is kept;
 * script-like elements lose their content too; only `colspan`/`rowspan` (1..100) survive, on `td`/`th`.
 *
 * @example
 * sanitizeReportHtml('<p onclick="x()">肝<script>alert(1)</script><b>正常') // '<p>肝<b>正常</b></p>'
 */
export function sanitizeReportHtml(html: string): string {
  const tokens = tokenize(html)
  const stack: string[] = []
  let out = ''
  let dropDepth = 0
  let dropName = ''
  const closeTop = (): void => {
    out += `</${stack.pop() as string}>`
  }
  for (const token of tokens) {
    if (dropDepth > 0) {
      // Inside a dropped element: count nested ones of the same name until it closes.
      if (token.kind === 'start' && token.name === dropName && !token.selfClosing) dropDepth++
      else if (token.kind === 'end' && token.name === dropName) dropDepth--
      continue
    }
    if (token.kind === 'text') {
      out += escapeText(decodeEntities(token.text))
      continue
    }
    const { name } = token
    if (token.kind === 'start') {
      if (DROP_CONTENT.has(name)) {
        if (!token.selfClosing) {
          dropDepth = 1
          dropName = name
        }
        continue
      }
      if (!ALLOWED_TAGS.has(name)) continue
      if (VOID_TAGS.has(name)) {
        out += `<${name}>`
        continue
      }
      const rule = impliedEnds(name)
      if (rule) {
        // Close implied elements (an open <p> before a new block, a previous <li>, cell or row) within scope.
        for (let k = stack.length - 1; k >= 0; k--) {
          const open = stack[k] as string
          if (rule.targets.has(open)) {
            while (stack.length > k) closeTop()
            break
          }
          if (rule.scope.has(open)) {
            if (rule.toScope) while (stack.length > k + 1) closeTop()
            break
          }
        }
      }
      if (stack.length >= MAX_DEPTH) continue
      out += `<${name}${cellAttrs(name, token.attrs)}>`
      stack.push(name)
      continue
    }
    // End tag: close up to the innermost matching open element; stray end tags are ignored.
    if (!ALLOWED_TAGS.has(name) || VOID_TAGS.has(name)) continue
    const at = stack.lastIndexOf(name)
    if (at < 0) continue
    while (stack.length > at) closeTop()
  }
  while (stack.length > 0) closeTop()
  return out
}

/** The plain text of report HTML (tags removed, entities decoded), e.g. for search and summaries. */
export function htmlToText(html: string): string {
  const parts: string[] = []
  for (const token of tokenize(html)) {
    if (token.kind === 'text') parts.push(decodeEntities(token.text))
    else if (token.name === 'br' || token.name === 'p' || token.name === 'li' || token.name === 'tr') parts.push('\n')
  }
  return parts.join('').replace(/\n{2,}/g, '\n').trim()
}
