import { Badge, type BadgeProps, Button } from '@fluentui/react-components'
import { PrintRegular } from '@fluentui/react-icons'
import type { ReportDto } from '../../core/contract'
import { useT } from '../../ui/i18n/useT'
import { useReportViewerStyles } from './ReportViewer.styles'

const stateColour: Record<ReportDto['state'], { color: BadgeProps['color']; appearance: BadgeProps['appearance'] }> = {
  draft: { color: 'informative', appearance: 'outline' },
  preliminary: { color: 'severe', appearance: 'filled' },
  final: { color: 'success', appearance: 'filled' },
  corrected: { color: 'success', appearance: 'filled' },
  rejected: { color: 'danger', appearance: 'outline' },
  void: { color: 'informative', appearance: 'filled' },
}

/** Props of {@link ReportToolbar}. */
export interface ReportToolbarProps {
  report: ReportDto
  onPrint: () => void
}

/**
 * The screen-only bar above the report: the state (colour as in ris-domain §1.6), the positive and critical flags,
 * and Print. Hidden in print.
 *
 * @example
 * <ReportToolbar report={report} onPrint={() => printElement(host)} />
 */
export function ReportToolbar({ report, onPrint }: ReportToolbarProps) {
  const styles = useReportViewerStyles()
  const t = useT()
  const colour = stateColour[report.state] ?? stateColour.final
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('reportViewer.viewer.toolbar')}>
      <div className={styles.flags}>
        <Badge {...colour} shape="rounded" size="large" data-state={report.state} className={report.state === 'void' ? styles.strike : undefined}>
          {t(`reportViewer.state.${report.state}`)}
        </Badge>
        {report.positive ? (
          <Badge color="danger" appearance="tint" shape="rounded" size="large" data-flag="positive">
            {t('reportViewer.state.positive')}
          </Badge>
        ) : null}
        {report.critical ? (
          <Badge color="danger" appearance="filled" shape="rounded" size="large" data-flag="critical">
            {t('reportViewer.state.critical')}
          </Badge>
        ) : null}
      </div>
      <span className={styles.spacer} />
      <Button appearance="primary" icon={<PrintRegular />} onClick={onPrint} title={t('reportViewer.viewer.printLabel')} data-action="print">
        {t('reportViewer.viewer.print')}
      </Button>
    </div>
  )
}
