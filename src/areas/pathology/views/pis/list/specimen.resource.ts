import type { SpecimenDto } from '../../../../../core/contract'
import type { OptionDeclaration } from '../../../../../core/resource/resource.types'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'

/** The states of a specimen, as filters and cells name them. */
export const SPECIMEN_STATES: readonly OptionDeclaration[] = ['draft', 'preliminary', 'final', 'amended'].map((value) => ({
  value, label: `resources.specimen.states.${value}`,
}))

/** The kinds of specimen. */
export const SPECIMEN_TYPES: readonly OptionDeclaration[] = ['biopsy', 'surgical', 'cytology', 'frozen', 'consultation'].map((value) => ({
  value, label: `resources.specimen.types.${value}`,
}))

/** Who may do what: the pathology family's permissions (`pis:*`), as the server checks them. */
export const SPECIMEN_PERMISSIONS = {
  list: ['admin', 'pis:list', 'pis:write', 'pis:audit'],
  add: ['admin', 'pis:write'],
  edit: ['admin', 'pis:write', 'pis:audit'],
  submit: ['admin', 'pis:write'],
  finalize: ['admin', 'pis:audit'],
  amend: ['admin', 'pis:addendum'],
  /** Deleting one's own draft. */
  del: ['admin', 'pis:write'],
  /** Linking a biopsy to its specimen (`PUT api/biopsy/{id}/specimen`). */
  link: ['admin', 'pis:write'],
} as const

/** `yyyy-MM-dd HH:mm[:ss]` on the wire ↔ `yyyy-MM-ddTHH:mm` in a date-time input. */
export const toLocalInput = (wire: string | null | undefined): string => (wire ? wire.slice(0, 16).replace(' ', 'T') : '')
const toWire = (input: unknown): string | null => (typeof input === 'string' && input !== '' ? input.replace('T', ' ') : null)
const idOrNull = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value))

const examLabel = (exam: Record<string, unknown>) => `${String(exam.examNo)} · ${String(exam.patientName)} · ${String(exam.examItem)}`

/**
 * Pathology specimens (`pis/list`): the list with state, type, received-date and text filters; each row shows the
 * patient, the exam the tissue came from, the biopsy (site, pieces, bottle number) and the diagnosis; the form records
 * a received specimen (type, collection and received times, the source exam and its biopsy, the PIS exam, clinical
 * history, gross and microscopic descriptions, diagnosis). Submission, sign-off, amendment, deleting a draft and
 * linking a biopsy are row actions (specimenActions.tsx); the chosen row's whole record, with its amendments, shows
 * beside the list. Deleting is not the kit's: the biopsy's link goes first (specimenLink.ts).
 */
export const specimenResource: ResourceView<SpecimenDto> = {
  name: 'specimen',
  endpoint: 'api/specimen',
  permissions: { list: SPECIMEN_PERMISSIONS.list, add: SPECIMEN_PERMISSIONS.add, edit: SPECIMEN_PERMISSIONS.edit },
  download: false,
  live: false,
  filters: [
    { name: 'blurry', kind: 'blurry', width: 22 },
    { name: 'state', kind: 'select', options: SPECIMEN_STATES },
    { name: 'specimenType', kind: 'select', options: SPECIMEN_TYPES },
    { name: 'receivedAt', kind: 'dateRange' },
  ],
  columns: [
    { field: 'specimenNo', width: 110, sortable: true },
    { field: 'state', options: SPECIMEN_STATES, width: 90, sortable: true },
    { field: 'specimenType', options: SPECIMEN_TYPES, width: 80 },
    { field: 'patientName', width: 90 },
    { field: 'sourceExam', value: (s) => (s.sourceExam ? `${s.sourceExam.examNo} ${s.sourceExam.examItem}` : ''), width: 200 },
    { field: 'biopsy', value: (s) => (s.biopsy ? `${s.biopsy.site} · ${s.biopsy.bottleNo}` : ''), width: 140 },
    { field: 'exam', value: (s) => s.exam?.examNo ?? '', width: 130, hidden: true },
    { field: 'receivedAt', format: 'datetime', width: 140, sortable: true },
    { field: 'diagnosis', width: 260 },
    { field: 'pathologist', width: 80 },
    { field: 'auditor', width: 80 },
    { field: 'collectedAt', format: 'datetime', width: 140, sortable: true, hidden: true },
    { field: 'finalizedAt', format: 'datetime', width: 140, hidden: true },
  ],
  canEdit: (s) => s.state === 'draft' || s.state === 'preliminary',
  currentRow: true,
  form: {
    defaults: {
      specimenNo: '', specimenType: 'biopsy', collectedAt: '', receivedAt: '', sourceExamId: null, biopsyId: null, examineId: null,
      clinicalHistory: '', grossDescription: '', microscopicDescription: '', diagnosis: '',
    },
    fromRow: (s) => ({
      id: s.id,
      version: s.version,
      specimenNo: s.specimenNo,
      specimenType: s.specimenType,
      collectedAt: toLocalInput(s.collectedAt),
      receivedAt: toLocalInput(s.receivedAt),
      sourceExamId: s.sourceExamId === null ? null : String(s.sourceExamId),
      biopsyId: s.biopsyId === null ? null : String(s.biopsyId),
      examineId: s.examineId === null ? null : String(s.examineId),
      clinicalHistory: s.clinicalHistory,
      grossDescription: s.grossDescription,
      microscopicDescription: s.microscopicDescription,
      diagnosis: s.diagnosis,
    }),
    toBody: (values, mode) => ({
      ...(mode === 'edit' ? { id: values.id, version: values.version } : {}),
      specimenNo: values.specimenNo ? String(values.specimenNo).trim() : null,
      specimenType: values.specimenType,
      collectedAt: toWire(values.collectedAt),
      receivedAt: toWire(values.receivedAt),
      sourceExamId: idOrNull(values.sourceExamId),
      biopsyId: idOrNull(values.biopsyId),
      examineId: idOrNull(values.examineId),
      clinicalHistory: values.clinicalHistory || null,
      grossDescription: values.grossDescription || null,
      microscopicDescription: values.microscopicDescription || null,
      diagnosis: values.diagnosis || null,
    }),
    fields: [
      {
        name: 'specimenNo', kind: 'text', maxLength: 30, help: 'resources.specimen.specimenNoHelp',
        rules: [{ kind: 'pattern', pattern: /^$|^[A-Za-z0-9][A-Za-z0-9-]{0,29}$/, message: 'resources.specimen.specimenNoFormat' }],
      },
      { name: 'specimenType', kind: 'select', options: SPECIMEN_TYPES, required: true },
      {
        name: 'collectedAt', kind: 'text',
        rules: [{
          kind: 'custom',
          validate: (value, values) => (typeof values.receivedAt === 'string' && values.receivedAt !== '' && String(value) > values.receivedAt
            ? 'resources.specimen.collectedAfterReceived' : null),
        }],
      },
      { name: 'receivedAt', kind: 'text', required: true },
      {
        name: 'sourceExamId', kind: 'select', help: 'resources.specimen.sourceHelp',
        optionsFrom: { url: 'api/exams', params: { modality: 'ES,US', page: 0, size: 500 }, format: examLabel },
      },
      { name: 'biopsyId', kind: 'select' },
      {
        name: 'examineId', kind: 'select',
        optionsFrom: { url: 'api/exams', params: { modality: 'PIS', page: 0, size: 500 }, format: examLabel },
      },
      { name: 'clinicalHistory', kind: 'textarea', maxLength: 4000, wide: true },
      { name: 'grossDescription', kind: 'textarea', maxLength: 4000, wide: true },
      { name: 'microscopicDescription', kind: 'textarea', maxLength: 4000, wide: true },
      { name: 'diagnosis', kind: 'textarea', maxLength: 4000, wide: true },
    ],
    columns: 2,
    size: 'large',
  },
  rowName: (s) => `${s.specimenNo} ${s.patientName}`,
}
