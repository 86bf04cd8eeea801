import type { ExamDto } from '../../../core/contract'
import type { FormDeclaration } from '../../../core/resource/resource.types'

/** The reason a send-back, cancel or void asks for (kept in the exam's history), as {@link MoveDialog} shows it. */
export const REASON_FORM: FormDeclaration<ExamDto> = {
  defaults: { reason: '' },
  fields: [{ name: 'reason', kind: 'textarea', required: true, maxLength: 500 }],
  toBody: (values) => ({ reason: String(values.reason ?? '').trim() }),
  size: 'small',
}
