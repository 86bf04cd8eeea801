import { mergeClasses } from '@fluentui/react-components'
import { ReportHtml as SafeReportHtml, type ReportHtmlProps } from '../../ui/report/ReportHtml'
import { useReportViewerStyles } from './ReportViewer.styles'

/**
 * Report text as the printed report sets it: the shared {@link SafeReportHtml} (sanitised on the client, built as React
 * elements, no HTML string in the DOM) in the report's type.
 *
 * @example
 * <ReportHtml html={report.findings} />
 */
export function ReportHtml({ html, className }: ReportHtmlProps) {
  const styles = useReportViewerStyles()
  return <SafeReportHtml html={html} className={mergeClasses(styles.text, className)} />
}
