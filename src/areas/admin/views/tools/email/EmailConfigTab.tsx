import { Button, Caption1, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Spinner, tokens } from '@fluentui/react-components'
import { SaveRegular } from '@fluentui/react-icons'
import type { FormEvent } from 'react'
import type { EmailConfigDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { notify } from '../../../../../core/notify/notifications'
import { FormField } from '../../../../../ui/form/fields/FormField'
import { useFormController } from '../../../../../ui/form/useFormController'
import { useT } from '../../../../../ui/i18n/useT'
import { emailConfigForm } from './email.form'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '520px' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  meta: { color: tokens.colorNeutralForeground2 },
})

function ConfigForm({ config, onSaved }: { config: EmailConfigDto; onSaved: () => void }) {
  const t = useT()
  const styles = useStyles()
  const form = useFormController(emailConfigForm, config.configured ? 'edit' : 'add', config.configured ? config : null, async (body) => {
    await http.put('api/email', body, { quietStatuses: [400] })
  })
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (await form.submit()) {
      notify({ intent: 'success', message: t('email.config.saved'), duration: 2500 })
      onSaved()
    }
  }
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('email.tabs.config')}>
      {!config.configured ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('email.notConfigured')}</MessageBarTitle>
            {t('email.config.firstTime')}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {form.general ? (
        <MessageBar intent="error" role="alert"><MessageBarBody>{form.general}</MessageBarBody></MessageBar>
      ) : null}
      {form.fields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          labelKey={`email.config.fields.${field.name}`}
          value={form.values[field.name]}
          onChange={(value) => form.setValue(field.name, value)}
          error={form.errors[field.name]}
        />
      ))}
      {config.hasPassword ? <Caption1 className={styles.meta}>{t('email.config.passwordStored')}</Caption1> : null}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" icon={form.submitting ? <Spinner size="tiny" /> : <SaveRegular />} disabled={form.submitting}>
          {t('email.config.save')}
        </Button>
        {config.updateTime ? <Caption1 className={styles.meta}>{t('email.config.updated', { time: config.updateTime, by: config.updateBy ?? '' })}</Caption1> : null}
      </div>
    </form>
  )
}

/** The mail server's settings tab: the form starts from the stored settings (the password field always empty). */
export function EmailConfigTab({ config, onSaved }: { config: EmailConfigDto | undefined; onSaved: () => void }) {
  const t = useT()
  if (!config) return <Spinner size="small" label={t('email.loading')} />
  // A new form per stored version, so saved values show as they are now.
  return <ConfigForm key={config.updateTime ?? 'new'} config={config} onSaved={onSaved} />
}
