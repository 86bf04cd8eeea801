import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import { useT } from '../../ui/i18n/useT'
import { useHisReportStyles } from './HisReport.styles'
import type { OuterAccessState } from './useOuterAccess'

/**
 * What an external page shows while it cannot show reports: signing in, no credentials, or refused credentials,
 * each in words a clinician (and the HIS developer) can act on.
 *
 * @example
 * {access.status !== 'ready' ? <AccessMessage access={access} /> : null}
 */
export function AccessMessage({ access }: { access: OuterAccessState }) {
  const styles = useHisReportStyles()
  const t = useT()
  if (access.status === 'signing-in') {
    return (
      <div className={styles.status}>
        <Spinner size="small" label={t('hisReport.access.signingIn')} />
      </div>
    )
  }
  if (access.status === 'none' || access.status === 'failed') {
    return (
      <MessageBar intent={access.status === 'none' ? 'warning' : 'error'} role="alert" layout="multiline" data-access={access.status}>
        <MessageBarBody>{access.message}</MessageBarBody>
      </MessageBar>
    )
  }
  return null
}
