import { mergeClasses } from '@fluentui/react-components'
import type { ReportDto } from '../../core/contract'
import { useT } from '../../ui/i18n/useT'
import { useReportViewerStyles } from './ReportViewer.styles'

/**
 * The visible mark of a report that is not simply final: a preliminary report carries "初步报告，以审核报告为准"
 * (and a watermark on every printed page), a void report says it is void, a draft or rejected report (staff only)
 * says so with the reason.
 *
 * @example
 * <StateNotice report={report} />
 */
export function StateNotice({ report }: { report: ReportDto }) {
  const styles = useReportViewerStyles()
  const t = useT()
  switch (report.state) {
    case 'preliminary':
      return (
        <>
          <p className={styles.notice} role="note" data-notice="preliminary">
            {t('reportViewer.state.preliminaryNotice')}
          </p>
          <div className={styles.watermark} aria-hidden="true" data-watermark={t('reportViewer.state.preliminaryMark')} />
        </>
      )
    case 'void':
      return (
        <>
          <p className={mergeClasses(styles.notice, styles.noticeVoid)} role="note" data-notice="void">
            {t('reportViewer.state.voidNotice')}
          </p>
          <div className={styles.watermark} aria-hidden="true" data-watermark={t('reportViewer.state.void')} />
        </>
      )
    case 'draft':
      return (
        <p className={mergeClasses(styles.notice, styles.noticeVoid)} role="note" data-notice="draft">
          {t('reportViewer.state.draftNotice')}
        </p>
      )
    case 'rejected':
      return (
        <p className={mergeClasses(styles.notice, styles.noticeRejected)} role="note" data-notice="rejected">
          {report.rejectReason ? t('reportViewer.state.rejectedNotice', { reason: report.rejectReason }) : t('reportViewer.state.rejectedNoReason')}
        </p>
      )
    default:
      return null
  }
}
