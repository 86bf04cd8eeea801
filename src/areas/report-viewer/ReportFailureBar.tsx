import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components'
import { useT } from '../../ui/i18n/useT'
import type { ReportFailure } from './loadReport'

/** Props of {@link ReportFailureBar}. */
export interface ReportFailureBarProps {
  failure: ReportFailure
  onRetry: () => void
}

/**
 * Why the report is not shown, in words and with the stable reason code the `clinic-report-failed` event carries;
 * offers a retry for failures that may pass (network, unreadable answers).
 *
 * @example
 * <ReportFailureBar failure={failure} onRetry={retry} />
 */
export function ReportFailureBar({ failure, onRetry }: ReportFailureBarProps) {
  const t = useT()
  const transient = failure.reason === 'network' || failure.reason === 'malformed'
  const intent = failure.reason === 'no-report' ? 'info' : failure.reason === 'link-expired' ? 'warning' : 'error'
  return (
    <MessageBar intent={intent} role={intent === 'info' ? 'status' : 'alert'} layout="multiline" data-reason={failure.reason}>
      <MessageBarBody>
        <MessageBarTitle>{t('reportViewer.error.title')}</MessageBarTitle>
        {failure.message} {t('reportViewer.error.reason', { reason: failure.reason })}
      </MessageBarBody>
      {transient ? (
        <MessageBarActions>
          <Button onClick={onRetry}>{t('reportViewer.error.retry')}</Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  )
}
