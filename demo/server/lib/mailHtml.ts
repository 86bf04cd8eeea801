import createDOMPurify, { type Config } from 'dompurify'
import { JSDOM } from 'jsdom'
import { REPORT_HTML_POLICY } from '../../../src/core/report/reportHtmlPolicy'

/**
 * The mail body sanitiser: the same well-kept sanitiser as the report's (DOMPurify over jsdom, see sanitize.ts), with
 * the report's allow-list plus what the mail editor makes — headings and links. A link keeps only an `href` of
 * http(s) or mailto; every other attribute, every script, style and event handler goes, and the text of removed
 * elements stays except that of raw-text elements (a `<script>`'s code). A separate DOMPurify instance, so the
 * report sanitiser's hooks do not apply here.
 */
const { window } = new JSDOM('')
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0])

/** Elements a mail body may contain. */
export const MAIL_TAGS: readonly string[] = [...REPORT_HTML_POLICY.tags, 'h1', 'h2', 'h3', 'a', 's', 'blockquote']

const CONFIG: Config = {
  ALLOWED_TAGS: [...MAIL_TAGS],
  ALLOWED_ATTR: ['href', ...REPORT_HTML_POLICY.cellSpans.attributes],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  FORBID_CONTENTS: [...REPORT_HTML_POLICY.rawText],
  KEEP_CONTENT: true,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  WHOLE_DOCUMENT: false,
}

purify.addHook('afterSanitizeAttributes', (node) => {
  // A link opens outside the mail client's window and tells the target nothing about where it came from.
  if ((node as Element).localName === 'a' && (node as Element).hasAttribute('href')) {
    ;(node as Element).setAttribute('rel', 'noopener noreferrer')
  }
})

/**
 * Sanitises the HTML body of a mail to {@link MAIL_TAGS}.
 *
 * @example
 * sanitizeMailHtml('<h2 class="x">检查<script>alert(1)</script></h2><a href="javascript:x()">链接</a>')
 * // '<h2>检查</h2><a>链接</a>'
 */
export function sanitizeMailHtml(html: string): string {
  return purify.sanitize(html, CONFIG)
}
