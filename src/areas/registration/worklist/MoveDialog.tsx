import type { ExamDto } from '../../../core/contract'
import type { FormDeclaration } from '../../../core/resource/resource.types'
import { FormDialog } from '../../../ui/form/FormDialog'
import { useFormController } from '../../../ui/form/useFormController'

/** Props of {@link MoveDialog}. */
export interface MoveDialogProps {
  title: string
  form: FormDeclaration<ExamDto>
  /** Sends the move; a rejection keeps the dialog open with the server's words and what was typed. */
  onSave: (body: unknown) => Promise<void>
  onClose: () => void
}

/**
 * What a move asks before it is made (a reason, the contrast given), as the kit's form dialog: a refusal stays in the
 * dialog with the server's message on its field, and the focus goes back where it came from when it closes.
 *
 * @example
 * <MoveDialog title={t('registration.worklist.actions.cancel', { name })} form={REASON_FORM} onSave={send} onClose={close} />
 */
export function MoveDialog({ title, form: declaration, onSave, onClose }: MoveDialogProps) {
  const form = useFormController(declaration, 'add', null, onSave)
  return (
    <FormDialog
      open
      title={title}
      form={form}
      labelPrefix="registration.worklist.fields."
      size={declaration.size ?? 'small'}
      columns={declaration.columns ?? 1}
      onClose={onClose}
      onSaved={onClose}
    />
  )
}
