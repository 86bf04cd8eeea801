import type { DuplicatePairDto, PatientMergeDto, PatientRecordDto } from '../../../../../core/contract/related'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { mergeAction, mergeStateCell, undoMergeAction } from './mergeActions'

const LIST = ['admin', 'registration:list'] as const

/** One value of both records, once when they agree (`女 1993-07-14`), else both (`… / …`). */
function both(pair: DuplicatePairDto, read: (record: PatientRecordDto) => string): string {
  const a = read(pair.first) || '—'
  const b = read(pair.second) || '—'
  return a === b ? a : `${a} / ${b}`
}

/**
 * Probable duplicate patients (`registrations/related`, second tab): pairs of records with the same resident ID, or the
 * same name, sex and birth date, each record with its patient id and exams — most recently seen first. A pair's button
 * opens the merge dialog.
 */
export const duplicatesResource: ResourceView<DuplicatePairDto> = {
  name: 'patientDuplicates',
  endpoint: 'api/patients/duplicates',
  permissions: { list: LIST },
  download: false,
  live: true,
  filters: [{ name: 'blurry', kind: 'blurry', width: 18 }],
  columns: [
    { field: 'first', value: (pair) => `${pair.first.name} ${pair.first.patientId}`, width: 190 },
    { field: 'second', value: (pair) => `${pair.second.name} ${pair.second.patientId}`, width: 190 },
    { field: 'basis', options: [
      { value: 'idCard', label: 'resources.patientDuplicates.basis.idCard' },
      { value: 'nameBirth', label: 'resources.patientDuplicates.basis.nameBirth' },
    ], width: 190 },
    { field: 'birth', value: (pair) => both(pair, (r) => `${r.gender} ${r.birthDate}`), width: 140 },
    { field: 'idCard', value: (pair) => both(pair, (r) => r.idCardNo ?? ''), width: 180, hidden: true },
    { field: 'exams', value: (pair) => `${pair.first.examCount} / ${pair.second.examCount}`, width: 80, align: 'end' },
    { field: 'lastExamTime', value: (pair) => [pair.first.lastExamTime ?? '', pair.second.lastExamTime ?? ''].sort().at(-1), format: 'datetime', width: 130 },
  ],
  rowActions: mergeAction,
  rowActionsWidth: 48,
  rowName: (pair) => `${pair.first.name} ${pair.first.patientId} · ${pair.second.name} ${pair.second.patientId}`,
}

/** The merge history, newest first: both records, the exams moved, why, who and when, and whether undone (with the undo). */
export const mergesResource: ResourceView<PatientMergeDto> = {
  name: 'patientMerges',
  endpoint: 'api/patients/merges',
  permissions: { list: LIST },
  download: false,
  filters: [{ name: 'blurry', kind: 'blurry', width: 16 }],
  columns: [
    { field: 'time', format: 'datetime', width: 130 },
    { field: 'merged', value: (merge) => `${merge.mergedName} ${merge.mergedPatientId}`, width: 180 },
    { field: 'survivor', value: (merge) => `${merge.survivorName} ${merge.survivorPatientId}`, width: 180 },
    { field: 'examNos', format: 'list', width: 200 },
    { field: 'reason' },
    { field: 'operator', width: 80 },
    { field: 'state', width: 170 },
  ],
  cells: { state: mergeStateCell },
  rowActions: undoMergeAction,
  rowActionsWidth: 48,
  rowName: (merge) => `${merge.mergedName} ${merge.mergedPatientId}`,
}
