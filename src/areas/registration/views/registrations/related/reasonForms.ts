import type { FormDeclaration } from '../../../../../core/resource/resource.types'

/** The reason an unlink or an undo asks for (kept in the audit trail and each exam's history; the server takes 200 characters). */
export const REQUIRED_REASON: FormDeclaration<never> = {
  defaults: { reason: '' },
  fields: [{ name: 'reason', kind: 'textarea', required: true, maxLength: 200 }],
  toBody: (values) => ({ reason: String(values.reason ?? '').trim() }),
  size: 'small',
}

/** The reason a link may carry (optional). */
export const OPTIONAL_REASON: FormDeclaration<never> = {
  defaults: { reason: '' },
  fields: [{ name: 'reason', kind: 'textarea', maxLength: 200 }],
  toBody: (values) => ({ reason: String(values.reason ?? '').trim() || null }),
  size: 'small',
}
