import { CheckmarkRegular, DeleteDismissRegular, DismissCircleRegular } from '@fluentui/react-icons'
import type { ExamDto } from '../../../../../core/contract'
import { TodayCounts } from '../../../worklist/TodayCounts'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { withAppointAction } from '../../../appointments/appointRowActions'
import type { ExamMoveOffer } from '../../../worklist/examMove.types'
import { EXAM_IDENTITY_COLUMNS, examActions, patientCell, statusCell } from '../../../worklist/worklistCells'

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
 * status allows (book or move an appointment; check in; cancel and void with a reason), all through the one
 * transition table.
 */
export const worklistResource: ResourceView<ExamDto> = {
  name: 'worklist',
  endpoint: 'api/exams',
  permissions: { list: ['admin', 'registration:list'], download: ['admin', 'registration:list'] },
  dicts: ['exam_status', 'modality', 'patient_type'],
  defaultSort: ['registerTime,desc'],
  live: true,
  filters: [
    { name: 'blurry', kind: 'blurry', width: 16 },
    { name: 'registerTime', kind: 'dateRange' },
    { name: 'status', kind: 'select', dict: 'exam_status' },
    { name: 'modality', kind: 'select', dict: 'modality' },
    { name: 'deviceId', kind: 'select', optionsFrom: { url: 'api/device/own', label: 'name' } },
    { name: 'applyDeptName', kind: 'select', optionsFrom: { url: 'api/applyDept/own', value: 'name', label: 'name' } },
  ],
  columns: [
    ...EXAM_IDENTITY_COLUMNS,
    { field: 'examItem', width: 180 },
    { field: 'applyDeptName', width: 120, hidden: true },
    { field: 'registerTime', format: 'datetime', sortable: true, width: 140 },
    { field: 'status', sortable: true, width: 100 },
  ],
  cells: { patientName: patientCell, status: statusCell },
  toolbar: () => <TodayCounts />,
  rowActionsWidth: 136,
  rowActions: withAppointAction(examActions(REGISTRAR_MOVES)),
  rowName: (exam) => `${exam.patientName} ${exam.examNo}`,
}
