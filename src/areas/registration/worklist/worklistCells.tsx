import type { ExamDto } from '../../../core/contract'
import type { ResourceContext } from '../../../ui/resource/resourceView.types'
import { ExamMoves } from './ExamMoves'
import type { ExamMoveOffer } from './examMove.types'
import { ExamPatient } from './ExamPatient'
import { ExamStatusTag } from './ExamStatusTag'

/** The exam's status as a tag in its lifecycle tone (a worklist's `status` cell). */
export function statusCell(exam: ExamDto) {
  return <ExamStatusTag exam={exam} />
}

/** The patient's name with an emergency mark and a critical-value mark (a worklist's `patientName` cell). */
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
