import type { ExamDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { EXAM_IDENTITY_COLUMNS, patientCell, statusCell } from '../../../worklist/worklistCells'
import { reportActions } from './ReportActions'

/**
 * Reports for the front desk (`registrations/readReport`): the signed-off reports (audited and printed) of the exams
 * the desk's data scope holds, newest first — found by name, pinyin, exam, patient or order number, by registration
 * time and modality. Each opens in `<clinic-report-viewer>` (print from there) and, with `report:link`, gives a
 * time-limited signed link and its QR code for the patient.
 */
export const readReportResource: ResourceView<ExamDto> = {
  name: 'readReport',
  endpoint: 'api/exams',
  permissions: { list: ['admin', 'report:read', 'registration:list'] },
  dicts: ['exam_status', 'modality', 'patient_type'],
  defaultSort: ['auditTime,desc'],
  download: false,
  live: true,
  initialFilters: { status: '4,5' },
  filters: [
    { name: 'blurry', kind: 'blurry', width: 18 },
    { name: 'registerTime', kind: 'dateRange' },
    { name: 'modality', kind: 'select', dict: 'modality' },
  ],
  columns: [
    ...EXAM_IDENTITY_COLUMNS,
    { field: 'examItem', width: 160 },
    { field: 'applyDeptName', width: 110 },
    { field: 'auditTime', format: 'datetime', sortable: true, width: 140 },
    { field: 'status', sortable: true, width: 90 },
  ],
  cells: { patientName: patientCell, status: statusCell },
  rowActions: reportActions,
  rowActionsWidth: 72,
  rowName: (exam) => `${exam.patientName} ${exam.examNo}`,
}
