import type { FormDeclaration } from '../../../core/resource/resource.types'
import { http } from '../../../core/http/http'
import { FormDialog } from '../../form/FormDialog'
import { useFormController } from '../../form/useFormController'

/** The reason a takeover asks for (kept in the exam's history with the former holder's name). */
const TAKEOVER_FORM: FormDeclaration<never> = {
  defaults: { reason: '' },
  fields: [{ name: 'reason', kind: 'textarea', required: true, maxLength: 200 }],
  toBody: (values) => ({ reason: String(values.reason ?? '').trim() }),
  size: 'small',
}

/** Props of {@link TakeoverDialog}. */
export interface TakeoverDialogProps {
  examineId: number
  title: string
  onDone: () => void
  onClose: () => void
}

/**
 * Asks an audit physician why he takes another physician's report over, then takes the lock
 * (`POST api/reportLock/{examineId}/takeover`): the kit's form dialog, so a refusal stays in it with the server's words
 * and the reason typed, and the focus goes back to the button that opened it.
 *
 * @example
 * <TakeoverDialog examineId={exam.id} title={t('reading.lock.title', { name })} onDone={refresh} onClose={close} />
 */
export function TakeoverDialog({ examineId, title, onDone, onClose }: TakeoverDialogProps) {
  const form = useFormController(TAKEOVER_FORM, 'add', null, async (body) => {
    await http.post(`api/reportLock/${examineId}/takeover`, body, { silent: true })
  })
  return (
    <FormDialog
      open
      title={title}
      form={form}
      labelPrefix="reading.lock."
      size="small"
      onClose={onClose}
      onSaved={() => {
        onClose()
        onDone()
      }}
    />
  )
}
