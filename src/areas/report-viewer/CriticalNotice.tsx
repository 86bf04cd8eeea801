import { Badge } from '@fluentui/react-components'
import type { ReportDto } from '../../core/contract'
import { useT } from '../../ui/i18n/useT'
import { toMinute } from './format'
import { useReportViewerStyles } from './ReportViewer.styles'

/**
 * The critical-value mark (危急值): a red badge and, when recorded, the notification — finding, when, by whom, to
 * whom.
 *
 * @example
 * {report.critical ? <CriticalNotice report={report} /> : null}
 */
export function CriticalNotice({ report }: { report: ReportDto }) {
  const styles = useReportViewerStyles()
  const t = useT()
  const notice = report.criticalNotice
  return (
    <div className={styles.critical} role="note" data-notice="critical">
      <span>
        <Badge color="danger" appearance="filled" shape="rounded">
          {t('reportViewer.state.critical')}
        </Badge>
      </span>
      {notice ? (
        <>
          <span className={styles.criticalTitle}>{t('reportViewer.state.criticalNotice', { finding: notice.finding })}</span>
          <span>
            {t('reportViewer.state.criticalNotified', {
              time: toMinute(notice.notifiedAt),
              by: notice.notifiedBy,
              receiver: notice.receiver,
              dept: notice.receiverDept,
            })}
            {notice.receiverPhone ? ` · ${t('reportViewer.state.criticalPhone', { phone: notice.receiverPhone })}` : null}
            {notice.readBack ? ` · ${t('reportViewer.state.readBack')}` : null}
          </span>
        </>
      ) : null}
    </div>
  )
}
