import { Link, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { http } from '../../../../../core/http/http'
import { InlineForm } from '../../../../../ui/form/InlineForm'
import { useFormController } from '../../../../../ui/form/useFormController'
import { useT } from '../../../../../ui/i18n/useT'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { aliPayTradeForm } from './aliPay.forms'
import { tradesResource } from './trades.resource'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
})

/**
 * 支付测试: a test payment opens the gateway's cashier (the contract server's sandbox unless configured otherwise) in a
 * new window; its verified notify marks the trade paid in the list below.
 */
export function PayTab() {
  const t = useT()
  const styles = useStyles()
  const [cashier, setCashier] = useState<string | null>(null)
  const form = useFormController(aliPayTradeForm, 'add', null, async (body) => {
    const { channel, ...trade } = body as { channel: 'PC' | 'WEB' }
    const url = await http.post<string>(channel === 'WEB' ? 'api/aliPay/toPayAsWeb' : 'api/aliPay/toPayAsPC', trade, { quietStatuses: [400], responseType: 'text' })
    setCashier(url)
    window.open(url, '_blank', 'noopener')
  })
  return (
    <div className={styles.root}>
      <InlineForm form={form} labelPrefix="aliPay.trade." submitText={t('aliPay.pay')} busyText={t('aliPay.paying')} onSubmitted={() => undefined} />
      {cashier ? (
        <MessageBar intent="info">
          <MessageBarBody>
            {t('aliPay.cashierOpened')} <Link href={cashier} target="_blank" rel="noopener" data-testid="cashier-link">{t('aliPay.openCashier')}</Link>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <ResourcePage view={tradesResource} level={2} />
    </div>
  )
}
