import type { OptionDeclaration } from '../../core/resource/resource.types'

/** The categories of a follow-up record (labels in the area's catalogue). */
export const CATEGORY_OPTIONS: readonly OptionDeclaration[] = ['agree', 'partly', 'disagree'].map((value) => ({
  value, label: `followup.categories.${value}`,
}))

/** The categories, and "not known yet" (`pending`, sent as null). */
export const CATEGORY_CHOICES: readonly OptionDeclaration[] = [...CATEGORY_OPTIONS, { value: 'pending', label: 'followup.categories.pending' }]

/** How an outcome was learnt. */
export const METHOD_OPTIONS: readonly OptionDeclaration[] = ['phone', 'emr', 'pathology', 'outpatient', 'surgery'].map((value) => ({
  value, label: `followup.methods.${value}`,
}))

/** The console paths of the two views. */
export const LIST_PATH = '/followup/list'
export const DETAIL_PATH = '/followup/followupdetail'

/** Who may do what, as the server checks it (seeded buttons `followup:*`). */
export const FOLLOWUP_PERMISSIONS = {
  list: ['admin', 'followup:list'],
  add: ['admin', 'followup:add'],
  edit: ['admin', 'followup:edit'],
  del: ['admin', 'followup:del'],
} as const
