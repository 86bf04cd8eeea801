import { CheckmarkRegular, DeleteDismissRegular, DismissCircleRegular } from '@fluentui/react-icons'
import type { ExamDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import type { ExamMoveOffer } from '../../../worklist/examMove.types'
import { examActions, patientCell, statusCell } from '../../../worklist/worklistCells'

/** The registrar's moves on this list (cancel and void ask for a reason). */
const REGISTRAR_MOVES: readonly ExamMoveOffer[] = [
  { action: 'checkIn', permission: ['admin', 'registration:edit'], icon: CheckmarkRegular },
  { action: 'cancel', permission: ['admin', 'registration:edit'], icon: DismissCircleRegular },
  { action: 'void', permission: ['admin', 'registration:del'], icon: DeleteDismissRegular },
]

/**
 * The registration worklist (`registrations/manage`): every exam the registrar's data scope holds, newest first —
 * found by name, pinyin, exam number, patient or HIS id; by registration time (today, yesterday, this week…), status
 * and modality — with status tags in the lifecycle's tones, emergency and critical badges, and the moves the exam's
 * status allows (check in; cancel and void with a reason), all through the one transition table.
 */
export const worklistResource: ResourceView<ExamDto> = {
  name: 'worklist',
  endpoint: 'api/exams',
  permissions: { list: ['admin', 'registration:list'] },
  dicts: ['exam_status', 'modality', 'patient_type'],
  defaultSort: ['registerTime,desc'],
  download: false,
  live: true,
  filters: [
    { name: 'blurry', kind: 'blurry', width: 16 },
    { name: 'registerTime', kind: 'dateRange' },
    { name: 'status', kind: 'select', dict: 'exam_status' },
    { name: 'modality', kind: 'select', dict: 'modality' },
  ],
  columns: [
    { field: 'examNo', sortable: true, width: 150 },
    { field: 'patientName', sortable: true, width: 150 },
    { field: 'gender', width: 60 },
    { field: 'age', value: (exam) => `${exam.age}${exam.ageUnit === 'Y' ? '' : exam.ageUnit}`, width: 60, align: 'end' },
    { field: 'patientType', dict: 'patient_type', width: 80 },
    { field: 'modality', dict: 'modality', sortable: true, width: 80 },
    { field: 'examItem', width: 180 },
    { field: 'applyDeptName', width: 120, hidden: true },
    { field: 'registerTime', format: 'datetime', sortable: true, width: 140 },
    { field: 'status', sortable: true, width: 100 },
  ],
  cells: { patientName: patientCell, status: statusCell },
  rowActions: examActions(REGISTRAR_MOVES),
  rowName: (exam) => `${exam.patientName} ${exam.examNo}`,
}
