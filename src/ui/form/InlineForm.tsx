import { Button, makeStyles, mergeClasses, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components'
import type { FormEvent, ReactNode } from 'react'
import { useDensity } from '../density/useDensity'
import { useMessages } from '../i18n/useMessages'
import { useT } from '../i18n/useT'
import { kitMessages } from '../messages'
import { FormField } from './fields/FormField'
import type { FormController } from './useFormController'

const useStyles = makeStyles({
  grid: { display: 'grid', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, gridTemplateColumns: '1fr', maxWidth: '960px' },
  two: { '@media (min-width: 720px)': { gridTemplateColumns: '1fr 1fr' } },
  wide: { gridColumn: '1 / -1' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM, flexWrap: 'wrap' },
})

/** Props of {@link InlineForm}. */
export interface InlineFormProps {
  form: FormController
  /** The prefix of each field's label key (`aliPay.fields.`). */
  labelPrefix: string
  submitText: string
  /** The submit button's text while saving. */
  busyText: string
  columns?: 1 | 2
  /** More buttons beside submit. */
  extra?: ReactNode
  onSubmitted: () => void
}

/**
 * A declared form drawn in the page rather than in a dialog (a settings tab): the fields of a form controller in one or
 * two columns, a failure that belongs to no field above them, the server's field errors on their fields, the submit
 * button (busy while saving) and the view's own buttons beside it.
 *
 * @example
 * <InlineForm form={form} labelPrefix="aliPay.fields." submitText={t('aliPay.save')} busyText={t('aliPay.saving')} onSubmitted={reload} />
 */
export function InlineForm({ form, labelPrefix, submitText, busyText, columns = 1, extra, onSubmitted }: InlineFormProps) {
  useMessages(kitMessages)
  const t = useT()
  const styles = useStyles()
  const { control } = useDensity()
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form.submitting && (await form.submit())) onSubmitted()
  }
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      {form.general ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('kit.dialog.failed', { message: form.general })}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={mergeClasses(styles.grid, columns === 2 && styles.two)}>
        {form.fields.map((field) => (
          <div key={field.name} className={field.wide ? styles.wide : undefined}>
            <FormField field={field} labelKey={field.label ?? `${labelPrefix}${field.name}`} value={form.values[field.name]}
              onChange={(value) => form.setValue(field.name, value)} error={form.errors[field.name]} />
          </div>
        ))}
      </div>
      <div className={styles.actions}>
        <Button size={control} type="submit" appearance="primary" disabled={form.submitting} icon={form.submitting ? <Spinner size="tiny" /> : undefined}>
          {form.submitting ? busyText : submitText}
        </Button>
        {extra}
      </div>
    </form>
  )
}
