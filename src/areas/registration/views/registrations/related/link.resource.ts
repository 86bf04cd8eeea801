import type { ExamDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { patientCell } from '../../../worklist/worklistCells'
import { linkGroupCell } from './linkActions'
import { PatientExamsAside } from './PatientExamsAside'

const LIST = ['admin', 'registration:list'] as const

/**
 * Finding the patient whose exams to link (`registrations/related`, first tab): the exams of the desk's data scope,
 * found by name, pinyin, exam, patient or order number; choosing one (click or Enter) shows all exams of its patient
 * beside the list.
 */
export const relatedExamsResource: ResourceView<ExamDto> = {
  name: 'relatedExams',
  endpoint: 'api/exams',
  permissions: { list: LIST },
  dicts: ['exam_status', 'modality'],
  defaultSort: ['registerTime,desc'],
  download: false,
  live: true,
  currentRow: true,
  filters: [
    { name: 'blurry', kind: 'blurry', width: 18 },
    { name: 'registerTime', kind: 'dateRange' },
  ],
  columns: [
    { field: 'patientName', sortable: true, width: 120 },
    { field: 'patientId', width: 120 },
    { field: 'examNo', sortable: true, width: 140 },
    { field: 'modality', dict: 'modality', width: 70, hidden: true },
    { field: 'examItem' },
    { field: 'registerTime', format: 'datetime', sortable: true, width: 130, hidden: true },
    { field: 'linkGroup', width: 150, hidden: true },
  ],
  cells: { patientName: patientCell, linkGroup: linkGroupCell },
  aside: { position: 'end', component: PatientExamsAside },
  rowName: (exam) => `${exam.patientName} ${exam.examNo}`,
}
