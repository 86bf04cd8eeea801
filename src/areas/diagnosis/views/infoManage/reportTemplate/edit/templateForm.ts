import type { TemplateNode } from '../../../../../../core/contract/template'
import type { FormDeclaration } from '../../../../../../core/resource/resource.types'
import { SCOPE_OPTIONS } from '../reportTemplate.resource'

const TEXT_MAX = 20_000

/**
 * The template edit page's form: name, scope and folder (chosen when adding; a node changes place in the tree view),
 * modality (empty: any), body part and the three texts. Editing sends the version it started from, so a change made
 * meanwhile by someone else answers 409 instead of being overwritten.
 */
export const templateForm: FormDeclaration<TemplateNode> = {
  fields: [
    { name: 'name', kind: 'text', required: true, maxLength: 60, rules: [{ kind: 'length', min: 1, max: 60 }] },
    { name: 'scope', kind: 'radio', options: SCOPE_OPTIONS, required: true, disabled: (_v, mode) => mode === 'edit' },
    { name: 'parentId', kind: 'select', visible: (_v, mode) => mode === 'add' },
    { name: 'modality', kind: 'select' },
    { name: 'bodyPart', kind: 'text', maxLength: 60 },
    { name: 'findings', kind: 'textarea', maxLength: TEXT_MAX, wide: true },
    { name: 'impression', kind: 'textarea', maxLength: TEXT_MAX, wide: true },
    { name: 'recommendation', kind: 'textarea', maxLength: TEXT_MAX, wide: true },
  ],
  defaults: { name: '', scope: 'personal', parentId: '', modality: '', bodyPart: '', findings: '', impression: '', recommendation: '' },
  fromRow: (row) => ({ ...row, parentId: row.parentId ?? '', modality: row.modality ?? '', bodyPart: row.bodyPart ?? '' }),
  toBody: (values, mode) => {
    const common = {
      name: values.name,
      modality: values.modality || null,
      bodyPart: values.bodyPart || null,
      findings: values.findings ?? '',
      impression: values.impression ?? '',
      recommendation: values.recommendation ?? '',
    }
    if (mode === 'edit') return { id: values.id, version: values.version, ...common }
    return { kind: 'template', scope: values.scope, parentId: values.parentId ? Number(values.parentId) : null, ...common }
  },
}
