import { Field, Input } from '@fluentui/react-components'
import { useState } from 'react'
import { ActionDialog, ActionRefused } from '../../../../../ui/dialog/ActionDialog'
import { useT } from '../../../../../ui/i18n/useT'

/** Props of {@link NameDialog}. */
export interface NameDialogProps {
  title: string
  initial?: string
  /** Saves the name; a rejection keeps the dialog open with its reason. */
  onSubmit: (name: string) => Promise<void>
  onClose: () => void
}

/**
 * Asks for the name of a new folder or a renamed node (1–60 characters), on the kit's {@link ActionDialog}; the focus
 * goes back to the button that opened it.
 *
 * @example
 * <NameDialog title={t('diagnosis.treeTemplate.addFolder')} onSubmit={create} onClose={close} />
 */
export function NameDialog({ title, initial = '', onSubmit, onClose }: NameDialogProps) {
  const t = useT()
  const [name, setName] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const submit = async () => {
    const value = name.trim()
    if (value.length < 1 || value.length > 60) {
      setError(t('diagnosis.treeTemplate.nameRequired'))
      throw new ActionRefused()
    }
    await onSubmit(value)
  }
  return (
    <ActionDialog title={title} submitLabel={t('diagnosis.treeTemplate.ok')} cancelLabel={t('diagnosis.treeTemplate.cancel')} onSubmit={submit} onClose={onClose}>
      <Field label={t('diagnosis.treeTemplate.nameLabel')} required validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'}>
        <Input value={name} maxLength={60} onChange={(_e, d) => { setName(d.value); setError(null) }} />
      </Field>
    </ActionDialog>
  )
}
