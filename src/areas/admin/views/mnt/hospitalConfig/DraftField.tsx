import { Field, Input, Textarea } from '@fluentui/react-components'
import type { DraftText, HospitalConfigController } from './useHospitalConfig'

/** Props of {@link DraftField}. */
export interface DraftFieldProps {
  form: HospitalConfigController
  name: DraftText
  label: string
  hint?: string
  required?: boolean
  multiline?: boolean
  readOnly: boolean
  inputMode?: 'numeric' | 'url'
}

/**
 * One text of the configuration draft as a labelled field, with its hint and the message of its check (the form's
 * or the server's).
 *
 * @example
 * <DraftField form={form} name="name" label={t('hospitalConfig.identity.name')} required readOnly={!canEdit} />
 */
export function DraftField({ form, name, label, hint, required, multiline, readOnly, inputMode }: DraftFieldProps) {
  const message = form.error(name)
  const value = form.draft?.[name] ?? ''
  return (
    <Field label={label} hint={hint} required={required} validationMessage={message} validationState={message ? 'error' : 'none'}>
      {multiline ? (
        <Textarea value={value} readOnly={readOnly} resize="vertical" rows={3} onChange={(_e, data) => form.set(name, data.value)} />
      ) : (
        <Input value={value} readOnly={readOnly} inputMode={inputMode} onChange={(_e, data) => form.set(name, data.value)} />
      )}
    </Field>
  )
}
