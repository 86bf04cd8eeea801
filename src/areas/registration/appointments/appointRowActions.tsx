import type { ReactNode } from 'react'
import type { ExamDto } from '../../../core/contract'
import type { ResourceContext } from '../../../ui/resource/resourceView.types'
import { AppointAction } from './AppointAction'

/**
 * A worklist's row actions with {@link AppointAction} in front: the registration list's 预约 / 改约 beside its moves.
 *
 * @example
 * rowActions: withAppointAction(examActions(REGISTRAR_MOVES))
 */
export function withAppointAction(rowActions: (exam: ExamDto, context: ResourceContext<ExamDto>) => ReactNode) {
  return function appointAndMoves(exam: ExamDto, context: ResourceContext<ExamDto>) {
    return (
      <>
        <AppointAction exam={exam} />
        {rowActions(exam, context)}
      </>
    )
  }
}
