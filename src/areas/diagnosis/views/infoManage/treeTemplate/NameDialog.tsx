import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input } from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import { useReturnFocus } from '../../../../../ui/a11y/useReturnFocus'
import { useT } from '../../../../../ui/i18n/useT'

/** Props of {@link NameDialog}. */
export interface NameDialogProps {
  title: string
  initial?: string
  /** Saves the name; a rejection keeps the dialog open (the server's reason is on screen). */
  onSubmit: (name: string) => Promise<void>
  onClose: () => void
}

/**
 * Asks for the name of a new folder or a renamed node (1–60 characters); the focus goes back to the button that
 * opened it.
 *
 * @example
 * <NameDialog title={t('diagnosis.treeTemplate.addFolder')} onSubmit={create} onClose={close} />
 */
export function NameDialog({ title, initial = '', onSubmit, onClose }: NameDialogProps) {
  useReturnFocus()
  const t = useT()
  const [name, setName] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const value = name.trim()
    if (value.length < 1 || value.length > 60) {
      setError(t('diagnosis.treeTemplate.nameRequired'))
      return
    }
    setBusy(true)
    try {
      await onSubmit(value)
      onClose()
    } catch {
      setBusy(false)
    }
  }
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <Field label={t('diagnosis.treeTemplate.nameLabel')} required validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'}>
                <Input value={name} maxLength={60} onChange={(_e, d) => { setName(d.value); setError(null) }} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose}>
                {t('diagnosis.treeTemplate.cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabled={busy}>
                {t('diagnosis.treeTemplate.ok')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
