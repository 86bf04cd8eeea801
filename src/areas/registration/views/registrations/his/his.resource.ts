import type { HisOrderItemDto } from '../../../../../core/contract/registration'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { orderPatientCell, orderStateCell, registerOrderAction, registerSelectedButton } from './orderCells'

/**
 * HIS orders (`registrations/his`): the items of the electronic application forms the HIS sent — one row per item with
 * its order's patient and visit — found by card, outpatient, inpatient or apply number or the patient's name, those
 * still to register first. Ticked items of one patient (or one row's button) open the review, which registers them in
 * one step; a registered item names its exam number and registrar.
 */
export const hisOrdersResource: ResourceView<HisOrderItemDto> = {
  name: 'hisOrders',
  endpoint: 'api/applyform',
  permissions: { list: ['admin', 'registration:list'] },
  dicts: ['patient_type', 'modality'],
  defaultSort: ['applyTime,desc'],
  download: false,
  live: true,
  selectable: true,
  initialFilters: { registered: 'false' },
  filters: [
    { name: 'blurry', kind: 'blurry', width: 20 },
    { name: 'applyTime', kind: 'dateRange' },
    { name: 'registered', kind: 'select', options: [
      { value: 'false', label: 'resources.hisOrders.registered.false' },
      { value: 'true', label: 'resources.hisOrders.registered.true' },
    ] },
    { name: 'modality', kind: 'select', dict: 'modality' },
  ],
  columns: [
    { field: 'applyNo', sortable: true, width: 140 },
    { field: 'applyTime', format: 'datetime', sortable: true, width: 130 },
    { field: 'patientName', sortable: true, width: 160 },
    { field: 'cardNo', width: 110 },
    { field: 'patientType', dict: 'patient_type', width: 80, hidden: true },
    { field: 'visitNo', value: (row) => [row.inpatientNo ?? row.outpatientNo, row.ward, row.bedNo].filter(Boolean).join(' '), width: 150, hidden: true },
    { field: 'applyDeptName', width: 96 },
    { field: 'applyPhysician', width: 90, hidden: true },
    { field: 'examItem', width: 180 },
    { field: 'modality', dict: 'modality', sortable: true, width: 64 },
    { field: 'fee', value: (row) => row.fee.toFixed(2), width: 80, align: 'end', hidden: true },
    { field: 'state', width: 120 },
  ],
  cells: { patientName: orderPatientCell, state: orderStateCell },
  toolbar: registerSelectedButton,
  rowActions: registerOrderAction,
  rowActionsWidth: 48,
  rowName: (row) => `${row.patientName} ${row.examItem}`,
}
