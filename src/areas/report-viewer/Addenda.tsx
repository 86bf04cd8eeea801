import type { ReportAddendum } from '../../core/contract'
import { useT } from '../../ui/i18n/useT'
import { toMinute } from './format'
import { ReportHtml } from './ReportHtml'
import { useReportViewerStyles } from './ReportViewer.styles'

/**
 * The addenda of a corrected report, after the final text, oldest first, each with its time, physician and reason.
 *
 * @example
 * <Addenda addenda={report.addenda} headingId="r1-addenda" />
 */
export function Addenda({ addenda, headingId }: { addenda: ReportAddendum[]; headingId: string }) {
  const styles = useReportViewerStyles()
  const t = useT()
  const ordered = [...addenda].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.id - b.id))
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section="addenda">
      <h3 className={styles.heading} id={headingId}>
        {t('reportViewer.section.addenda')}
      </h3>
      <ol className={styles.addenda}>
        {ordered.map((addendum) => (
          <li key={addendum.id} className={styles.addendum}>
            <p className={styles.addendumMeta}>
              {t('reportViewer.section.addendumMeta', { time: toMinute(addendum.time), physician: addendum.physician })}
              {addendum.reason ? ` · ${t('reportViewer.section.addendumReason', { reason: addendum.reason })}` : null}
            </p>
            <ReportHtml html={addendum.text} />
          </li>
        ))}
      </ol>
    </section>
  )
}
