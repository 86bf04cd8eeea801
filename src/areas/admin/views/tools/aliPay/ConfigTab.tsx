import { Button, Field, MessageBar, MessageBarBody, Spinner, Textarea } from '@fluentui/react-components'
import type { AliPayConfigDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { notify } from '../../../../../core/notify/notifications'
import { useDensity } from '../../../../../ui/density/useDensity'
import { InlineForm } from '../../../../../ui/form/InlineForm'
import { useFormController } from '../../../../../ui/form/useFormController'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'
import { aliPayConfigForm } from './aliPay.forms'

function ConfigForm({ config, onSaved }: { config: AliPayConfigDto; onSaved: () => void }) {
  const t = useT()
  const { control } = useDensity()
  const form = useFormController(aliPayConfigForm, 'edit', config, async (body) => {
    await http.put('api/aliPay', body, { quietStatuses: [400] })
  })
  const useSandbox = () => {
    form.setValue('publicKey', config.sandboxPublicKey)
    form.setValue('gatewayUrl', 'api/aliPay/sandbox/gateway.do')
  }
  return (
    <>
      <MessageBar intent={config.sandbox ? 'info' : 'warning'}>
        <MessageBarBody>{config.sandbox ? t('aliPay.sandboxOn') : t('aliPay.sandboxOff')}</MessageBarBody>
      </MessageBar>
      <InlineForm form={form} labelPrefix="aliPay.fields." columns={2} submitText={t('aliPay.save')} busyText={t('aliPay.saving')}
        extra={<Button size={control} onClick={useSandbox}>{t('aliPay.useSandbox')}</Button>}
        onSubmitted={() => {
          notify({ intent: 'success', message: t('aliPay.saved') })
          onSaved()
        }} />
      {config.appPublicKey ? (
        <Field label={t('aliPay.fields.appPublicKey')} hint={t('aliPay.appPublicKeyHelp')}>
          <Textarea value={config.appPublicKey} readOnly rows={4} resize="vertical" />
        </Field>
      ) : null}
    </>
  )
}

/** 参数配置: the payment settings; the private key is never shown, only whether one is stored. */
export function ConfigTab() {
  const t = useT()
  const { data, error, reload } = useQuery('api/aliPay', (url) => http.get<AliPayConfigDto>(url))
  if (error) return <MessageBar intent="error" role="alert"><MessageBarBody>{error instanceof Error ? error.message : String(error)}</MessageBarBody></MessageBar>
  if (!data) return <Spinner label={t('aliPay.loading')} />
  // Remounted per saved version: the form starts from what the server keeps.
  return <ConfigForm key={data.updateTime ?? 'new'} config={data} onSaved={() => void reload()} />
}
