import { useT } from '../../ui/i18n/useT'
import { ReportHtml } from './ReportHtml'
import { useReportViewerStyles } from './ReportViewer.styles'

/** Props of {@link ReportSection}. */
export interface ReportSectionProps {
  /** `findings`, `impression` or `recommendation`: the heading's key and the section's marker. */
  kind: 'findings' | 'impression' | 'recommendation'
  html: string | undefined
  headingId: string
}

/**
 * One titled section of the report text (检查所见, 诊断意见, 建议).
 *
 * @example
 * <ReportSection kind="findings" html={report.findings} headingId="r1-findings" />
 */
export function ReportSection({ kind, html, headingId }: ReportSectionProps) {
  const styles = useReportViewerStyles()
  const t = useT()
  const empty = !html || !html.trim()
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section={kind}>
      <h3 className={styles.heading} id={headingId}>
        {t(`reportViewer.section.${kind}`)}
      </h3>
      {empty ? <p className={styles.muted}>{t('reportViewer.section.empty')}</p> : <ReportHtml html={html} />}
    </section>
  )
}
