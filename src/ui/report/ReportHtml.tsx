import { makeStyles, mergeClasses } from '@fluentui/react-components'
import { createElement, useMemo, type ReactNode } from 'react'
import { sanitizeReportHtml, type SafeNode } from '../../core/report/sanitizeReportHtml'

const useStyles = makeStyles({
  plain: { whiteSpace: 'pre-wrap' },
})

function render(nodes: readonly SafeNode[], path: string): ReactNode[] {
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
 * Report text for any screen that shows it (a worklist's preview, a prior report): sanitised on the client by the
 * core's sanitiser into allowed elements and text, then built as React elements — no HTML string ever reaches the
 * DOM, so hostile markup (scripts, handlers, `javascript:` links) stays inert. Plain text keeps its line breaks.
 *
 * @example
 * <ReportHtml html={report.findings} />
 */
export function ReportHtml({ html, className }: ReportHtmlProps) {
  const styles = useStyles()
  const nodes = useMemo(() => sanitizeReportHtml(html), [html])
  const plain = nodes.length === 1 && typeof nodes[0] === 'string'
  return <div className={mergeClasses(plain && styles.plain, className)}>{render(nodes, 'n')}</div>
}
