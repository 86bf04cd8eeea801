import type { QcFamily, QcTaskDto } from '../../../../core/contract'
import { QC_FAMILY_MODALITIES, qcPermission } from '../../../../core/qc/qcFamily'
import type { OptionDeclaration } from '../../../../core/resource/resource.types'
import type { ResourceView } from '../../../../ui/resource/resourceView.types'
import { familySuffix } from '../../qcView'

/** The states of a task, as filters and cells name them. */
export const QC_TASK_STATES: readonly OptionDeclaration[] = ['draft', 'drawn', 'scoring', 'closed'].map((value) => ({ value, label: `qc.taskState.${value}` }))

const PERIOD = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/

/** Last month, `yyyy-MM`: the month a QC meeting usually samples. */
export function lastMonth(today = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth() - 1, 1)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`
}

/** A fresh seed for a new task's draw (shown and editable: the same seed draws the same samples again). */
export function newSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!
}

/** Who may do what with a family's tasks (drawing and closing are edits). */
export const qcTaskPermissions = (family: QcFamily) => ({
  list: ['admin', qcPermission(family, 'list')],
  add: ['admin', qcPermission(family, 'add')],
  edit: ['admin', qcPermission(family, 'edit')],
  del: ['admin', qcPermission(family, 'del')],
})

const blankToNull = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value))

/**
 * The monthly sampling tasks of a family (`sampling`): name, month, modality or department, ratio or count, the seed of
 * the draw, blind review, reviewers and progress. A new task proposes a random seed and last month.
 */
export function qcTaskResource(family: QcFamily): ResourceView<QcTaskDto> {
  const modalities: OptionDeclaration[] = QC_FAMILY_MODALITIES[family].map((value) => ({ value, label: value }))
  return {
    name: `qcTask${familySuffix(family)}`,
    endpoint: 'api/qc/task',
    params: { family },
    permissions: qcTaskPermissions(family),
    download: false,
    filters: [
      { name: 'blurry', kind: 'text', width: 16 },
      { name: 'state', kind: 'select', options: QC_TASK_STATES },
    ],
    columns: [
      { field: 'name', width: 200, sortable: true },
      { field: 'period', width: 90, sortable: true },
      { field: 'scope', width: 130, value: (task) => [task.modality, task.deptName].filter(Boolean).join(' · ') },
      { field: 'size', width: 90, align: 'end', value: (task) => (task.ratio !== null ? `${task.ratio}%` : String(task.count)) },
      { field: 'seed', width: 110, align: 'end' },
      { field: 'blind', format: 'boolean', width: 70 },
      { field: 'state', options: QC_TASK_STATES, width: 80 },
      { field: 'progress', width: 120, align: 'end', value: (task) => `${task.scored} / ${task.samples} (${task.candidates})` },
      { field: 'reviewers', format: 'list', width: 160 },
      { field: 'createTime', format: 'datetime', width: 140, sortable: true, hidden: true },
    ],
    canEdit: (task) => task.state !== 'closed',
    canDelete: (task) => task.scored === 0,
    form: {
      // A getter: every new task proposes its own seed.
      defaults: {
        name: '', period: lastMonth(), modality: '', deptId: '', ratio: 10, count: null, blind: true, reviewerIds: [],
        get seed() {
          return newSeed()
        },
      },
      fromRow: (task) => ({
        id: task.id, name: task.name, period: task.period, modality: task.modality ?? '', deptId: task.deptId === null ? '' : String(task.deptId),
        ratio: task.ratio, count: task.count, seed: task.seed, blind: task.blind, reviewerIds: task.reviewers.map((r) => String(r.id)),
      }),
      toBody: (values, mode) => ({
        ...(mode === 'edit' ? { id: values.id } : {}),
        name: values.name,
        family,
        period: values.period,
        modality: values.modality || null,
        deptId: blankToNull(values.deptId),
        ratio: blankToNull(values.ratio),
        count: blankToNull(values.count),
        seed: Number(values.seed),
        blind: values.blind === true,
        reviewerIds: (Array.isArray(values.reviewerIds) ? values.reviewerIds : []).map(Number),
      }),
      fields: [
        { name: 'name', kind: 'text', required: true, maxLength: 100, wide: true },
        { name: 'period', kind: 'text', required: true, help: 'qc.task.periodHelp', rules: [{ kind: 'pattern', pattern: PERIOD, message: 'qc.task.periodFormat' }] },
        { name: 'modality', kind: 'select', options: modalities },
        {
          name: 'deptId', kind: 'select',
          optionsFrom: { url: 'api/qc/depts', params: { family } },
        },
        {
          name: 'ratio', kind: 'number', min: 0.1, max: 100, precision: 1, help: 'qc.task.ratioHelp',
          rules: [{
            kind: 'custom',
            validate: (value, values) => ((value === null || value === undefined || value === '') === (values.count === null || values.count === undefined || values.count === '')
              ? 'qc.task.ratioOrCount' : null),
          }],
        },
        { name: 'count', kind: 'number', min: 1, max: 10000 },
        { name: 'seed', kind: 'number', required: true, min: 0, max: 4294967295, help: 'qc.task.seedHelp' },
        { name: 'blind', kind: 'switch', help: 'qc.task.blindHelp' },
        { name: 'reviewerIds', kind: 'multiSelect', required: true, optionsFrom: { url: 'api/qc/reviewers', params: { family } }, wide: true },
      ],
      columns: 2,
      size: 'large',
    },
    rowName: (task) => task.name,
  }
}
