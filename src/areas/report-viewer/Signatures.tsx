import type { ReportDto } from '../../core/contract'
import { useT } from '../../ui/i18n/useT'
import { toMinute } from './format'
import { useReportViewerStyles } from './ReportViewer.styles'

/**
 * The signature block: reporting and audit physicians with their times, to the minute; an unaudited report shows
 * the audit as pending.
 *
 * @example
 * <Signatures report={report} />
 */
export function Signatures({ report }: { report: ReportDto }) {
  const styles = useReportViewerStyles()
  const t = useT()
  const pending = t('reportViewer.sign.pending')
  const rows: [string, string][] = [
    ['reportPhysician', report.reportPhysician],
    ['reportTime', toMinute(report.reportTime)],
    ['auditPhysician', report.auditPhysician || pending],
    ['auditTime', toMinute(report.auditTime) || pending],
  ]
  return (
    <dl className={styles.signatures} data-section="signatures">
      {rows.map(([key, value]) => (
        <div key={key} className={styles.field} data-field={key}>
          <dt className={styles.term}>{t(`reportViewer.sign.${key}`)}</dt>
          <dd className={styles.definition}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
