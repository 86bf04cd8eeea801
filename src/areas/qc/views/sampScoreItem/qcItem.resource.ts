import type { QcCutoffDto, QcFamily, QcScoreItemDto } from '../../../../core/contract'
import { qcPermission } from '../../../../core/qc/qcFamily'
import type { OptionDeclaration } from '../../../../core/resource/resource.types'
import type { ResourceView } from '../../../../ui/resource/resourceView.types'
import { familySuffix } from '../../qcView'

const options = (values: readonly string[], prefix: string): OptionDeclaration[] => values.map((value) => ({ value, label: `qc.${prefix}.${value}` }))

/** The parts of a sheet. */
export const QC_PARTS = options(['image', 'report'], 'part')

/** How an item is scored; ultrasound scores every item in points. */
export const qcScales = (family: QcFamily): OptionDeclaration[] => options(family === 'imaging' ? ['points', 'xray', 'ctmr'] : ['points'], 'scale')

const permissions = (family: QcFamily) => ({
  list: ['admin', qcPermission(family, 'list')],
  add: ['admin', qcPermission(family, 'add')],
  edit: ['admin', qcPermission(family, 'edit')],
  del: ['admin', qcPermission(family, 'del')],
})

/**
 * The score items of a family's sheets (`sampScoreItem`): part, scale, name, full points, deduction rule, order and
 * whether the sheet uses it. Graded items (X-ray 甲…丁, CT/MR 3…0) apply to their modalities only.
 */
export function qcItemResource(family: QcFamily): ResourceView<QcScoreItemDto> {
  return {
    name: `qcItem${familySuffix(family)}`,
    endpoint: 'api/qc/item',
    params: { family },
    permissions: permissions(family),
    download: false,
    defaultSort: ['part,asc', 'sort,asc'],
    pageSizes: [20, 50, 100],
    defaultPageSize: 50,
    filters: [{ name: 'part', kind: 'select', options: QC_PARTS }],
    columns: [
      { field: 'part', options: QC_PARTS, width: 90, sortable: true },
      { field: 'scale', options: options(['points', 'xray', 'ctmr'], 'scale'), width: 130 },
      { field: 'name', width: 200, sortable: true },
      { field: 'maxPoints', format: 'number', width: 90, align: 'end', value: (item) => (item.scale === 'points' ? item.maxPoints : '—') },
      { field: 'rule', width: 300 },
      { field: 'sort', width: 70, align: 'end', sortable: true },
      { field: 'enabled', format: 'boolean', width: 80 },
    ],
    form: {
      defaults: { part: 'report', scale: 'points', name: '', maxPoints: 10, rule: '', sort: 999, enabled: true },
      fromRow: (item) => ({ ...item, rule: item.rule ?? '' }),
      toBody: (values, mode) => ({
        ...(mode === 'edit' ? { id: values.id } : {}),
        family,
        part: values.part,
        scale: values.part === 'report' ? 'points' : values.scale,
        name: values.name,
        maxPoints: Number(values.maxPoints ?? 10),
        rule: values.rule || null,
        sort: Number(values.sort ?? 999),
        enabled: values.enabled === true,
      }),
      fields: [
        { name: 'part', kind: 'radio', options: QC_PARTS, required: true },
        { name: 'scale', kind: 'select', options: qcScales(family), required: true, visible: (values) => values.part === 'image', help: 'qc.item.scaleHelp' },
        { name: 'name', kind: 'text', required: true, maxLength: 60 },
        { name: 'maxPoints', kind: 'number', required: true, min: 0.5, max: 100, precision: 1, visible: (values) => values.part === 'report' || values.scale === 'points' },
        { name: 'rule', kind: 'textarea', maxLength: 200 },
        { name: 'sort', kind: 'number', required: true, min: 0, max: 999999 },
        { name: 'enabled', kind: 'switch' },
      ],
      size: 'medium',
    },
    rowName: (item) => item.name,
  }
}

/** The report-grade cut-offs of a family: a grade and the least score of 100 that earns it (local practice, editable). */
export function qcCutoffResource(family: QcFamily): ResourceView<QcCutoffDto> {
  return {
    name: `qcCutoff${familySuffix(family)}`,
    endpoint: 'api/qc/cutoff',
    params: { family },
    permissions: permissions(family),
    download: false,
    paged: false,
    columns: [
      { field: 'grade', width: 120 },
      { field: 'minScore', format: 'number', width: 140, align: 'end' },
    ],
    form: {
      defaults: { grade: '', minScore: 0 },
      toBody: (values, mode) => ({ ...(mode === 'edit' ? { id: values.id } : {}), family, grade: values.grade, minScore: Number(values.minScore ?? 0) }),
      fields: [
        { name: 'grade', kind: 'text', required: true, maxLength: 10 },
        { name: 'minScore', kind: 'number', required: true, min: 0, max: 100, precision: 1, help: 'qc.cutoff.help' },
      ],
      size: 'small',
    },
    rowName: (cutoff) => cutoff.grade,
  }
}
