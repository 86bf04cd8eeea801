import type { FluentIcon } from '@fluentui/react-icons'
import type { ExamDto } from '../../../core/contract'
import type { ExamAction } from '../../../core/exam/lifecycle'
import type { FormDeclaration } from '../../../core/resource/resource.types'

/**
 * One move a worklist offers on its rows: the lifecycle action (offered only while the exam's status allows it), the
 * permission it needs, its icon, and what it asks before it is made. A move the lifecycle table says needs a reason
 * asks for one unless it declares its own form.
 *
 * @example
 * const checkIn: ExamMoveOffer = { action: 'checkIn', permission: ['admin', 'registration:edit'], icon: CheckmarkRegular }
 */
export interface ExamMoveOffer {
  action: ExamAction
  permission: readonly string[]
  icon: FluentIcon
  /** The dialog the move asks first (the finish's contrast agent and dose); its values are the request's body. */
  form?: (exam: ExamDto) => FormDeclaration<ExamDto>
  /** Said after the server moved the exam (with its answer), in place of the usual "done" notification. */
  onDone?: (moved: ExamDto) => void
}
