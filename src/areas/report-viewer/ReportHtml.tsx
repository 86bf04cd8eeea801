import { mergeClasses } from '@fluentui/react-components'
import { createElement, type ReactNode, useMemo } from 'react'
import { sanitizeReportHtml, type SafeNode } from '../../core/report/sanitizeReportHtml'
import { useReportViewerStyles } from './ReportViewer.styles'

function render(nodes: SafeNode[], path: string): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node
    const key = `${path}.${index}`
    const props: Record<string, unknown> = { key, ...node.attrs }
    return node.tag === 'br' ? createElement('br', props) : createElement(node.tag, props, ...render(node.children, key))
  })
}

/** Props of {@link ReportHtml}. */
export interface ReportHtmlProps {
  /** Report HTML as the server sent it (sanitised here again) or plain text. */
  html: string | null | undefined
  className?: string
}

/**
 * Report text, sanitised on the client: only the allowed elements and `colspan`/`rowspan` become React elements —
 * no HTML string ever reaches the DOM. Plain text keeps its line breaks.
 *
 * @example
 * <ReportHtml html={report.findings} />
 */
export function ReportHtml({ html, className }: ReportHtmlProps) {
  const styles = useReportViewerStyles()
  const nodes = useMemo(() => sanitizeReportHtml(html), [html])
  const plain = nodes.length === 1 && typeof nodes[0] === 'string'
  return <div className={mergeClasses(styles.text, plain && styles.plain, className)}>{render(nodes, 'n')}</div>
}
