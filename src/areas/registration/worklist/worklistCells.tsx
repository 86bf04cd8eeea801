import type { ExamDto } from '../../../core/contract'
import type { ColumnDeclaration } from '../../../core/resource/resource.types'
import { ExamPatient } from '../../../ui/report/worklist/ExamPatient'
import type { ResourceContext } from '../../../ui/resource/resourceView.types'
import { ExamMoves } from './ExamMoves'
import type { ExamMoveOffer } from './examMove.types'
import { ExamStatusTag } from './ExamStatusTag'

/** The exam's status as a tag in its lifecycle tone (a worklist's `status` cell). */
export function statusCell(exam: ExamDto) {
  return <ExamStatusTag exam={exam} />
}

/** The patient's name with its emergency and critical-value marks (a worklist's `patientName` cell). */
export function patientCell(exam: ExamDto) {
  return <ExamPatient exam={exam} />
}

/**
 * A worklist's row actions: the given moves, as the exam's status and the user's permissions allow.
 *
 * @example
 * rowActions: examActions([{ action: 'checkIn', permission: ['admin', 'registration:edit'], icon: CheckmarkRegular }])
 */
export function examActions(moves: readonly ExamMoveOffer[]) {
  return function rowActions(exam: ExamDto, context: ResourceContext<ExamDto>) {
    return <ExamMoves exam={exam} moves={moves} refresh={context.refresh} />
  }
}

/** The columns that say which exam of which patient a row is: number, patient, sex, age, visit and modality. */
export const EXAM_IDENTITY_COLUMNS: readonly ColumnDeclaration<ExamDto>[] = [
  { field: 'examNo', sortable: true, width: 140 },
  { field: 'patientName', sortable: true, width: 120 },
  { field: 'gender', width: 52 },
  { field: 'age', value: (exam) => `${exam.age}${exam.ageUnit === 'Y' ? '' : exam.ageUnit}`, width: 56, align: 'end' },
  { field: 'patientType', dict: 'patient_type', width: 80 },
  { field: 'modality', dict: 'modality', sortable: true, width: 80 },
]
