import { reportHtmlToText } from '../../../core/report/sanitizeReportHtml'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * The report HTML of editor text: one paragraph per non-empty line, every character escaped (what is typed is text,
 * never markup).
 *
 * @example
 * textToReportHtml('肝脏大小正常。\n<b>') // '<p>肝脏大小正常。</p><p>&lt;b&gt;</p>'
 */
export function textToReportHtml(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${line.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)}</p>`)
    .join('')
}

/**
 * The editor text of report HTML (sanitised first): one line per paragraph, list item or table row.
 *
 * @example
 * reportHtmlToEditorText('<p>A</p><p>B</p>') // 'A\nB'
 */
export function reportHtmlToEditorText(html: string | null | undefined): string {
  return reportHtmlToText(html)
}

/** The text fields of a report as the editor holds them. */
export interface ReportText {
  findings: string
  impression: string
  recommendation: string
}

/** Normalised for comparison: what the server would store (blank lines and edge spaces do not count). */
export function sameReportText(a: ReportText, b: ReportText): boolean {
  const norm = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean).join('\n')
  return norm(a.findings) === norm(b.findings) && norm(a.impression) === norm(b.impression) && norm(a.recommendation) === norm(b.recommendation)
}
