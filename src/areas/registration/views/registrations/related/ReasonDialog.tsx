import type { FormDeclaration } from '../../../../../core/resource/resource.types'
import { FormDialog } from '../../../../../ui/form/FormDialog'
import { useFormController } from '../../../../../ui/form/useFormController'

/** Props of {@link ReasonDialog}. */
export interface ReasonDialogProps {
  title: string
  form: FormDeclaration<never>
  /** Sends the change; a rejection keeps the dialog open with the server's words and what was typed. */
  onSave: (body: unknown) => Promise<void>
  /** After a successful save (the dialog is closing). */
  onSaved: () => void
  onClose: () => void
}

/**
 * The reason a link, an unlink or an undo of a merge asks for, as the kit's form dialog: a refusal stays in the dialog
 * with the server's message, and the focus goes back to the button that opened it.
 *
 * @example
 * <ReasonDialog title={t('resources.patientExams.unlinkTitle', { groupNo })} form={REQUIRED_REASON} onSave={send} onSaved={done} onClose={close} />
 */
export function ReasonDialog({ title, form: declaration, onSave, onSaved, onClose }: ReasonDialogProps) {
  const form = useFormController(declaration, 'add', null, onSave)
  return (
    <FormDialog open title={title} form={form} labelPrefix="resources.related.fields." size="small" onClose={onClose} onSaved={onSaved} />
  )
}
