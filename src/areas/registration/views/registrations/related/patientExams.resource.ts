import type { ExamDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { statusCell } from '../../../worklist/worklistCells'
import { examItemCell, linkGroupWithUnlinkCell, linkSelectedButton } from './linkActions'

/**
 * One patient's exams with their link groups (`api/patients/{patientId}/exams`): ticked exams are linked into a new
 * group (a reason optional); a group is dissolved from the tag of any of its exams, with a reason.
 */
export function patientExamsResource(patientId: string): ResourceView<ExamDto> {
  return {
    name: 'patientExams',
    endpoint: `api/patients/${encodeURIComponent(patientId)}/exams`,
    permissions: { list: ['admin', 'registration:list'] },
    dicts: ['exam_status', 'modality'],
    paged: false,
    download: false,
    live: true,
    selectable: true,
    // Beside the search list the panel is narrow: the group's tag carries its unlink button (no actions column), and the
    // status is in the column chooser (the exam item says when an exam is voided or cancelled, which cannot be linked).
    columns: [
      { field: 'examNo', width: 125 },
      { field: 'modality', dict: 'modality', width: 70, hidden: true },
      { field: 'examItem' },
      { field: 'linkGroup', width: 165 },
      { field: 'status', width: 90, hidden: true },
      { field: 'registerTime', format: 'datetime', width: 130, hidden: true },
    ],
    cells: { status: statusCell, examItem: examItemCell, linkGroup: linkGroupWithUnlinkCell },
    toolbar: linkSelectedButton,
    rowName: (exam) => `${exam.examNo} ${exam.examItem}`,
  }
}
