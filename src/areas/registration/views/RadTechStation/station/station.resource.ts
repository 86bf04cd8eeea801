import { ArrowUndoRegular, CheckmarkCircleRegular, MegaphoneLoudRegular, PlayRegular } from '@fluentui/react-icons'
import type { WritableAtom } from 'nanostores'
import type { ExamDto } from '../../../../../core/contract'
import type { OptionsSource } from '../../../../../core/resource/resource.types'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import type { ExamMoveOffer } from '../../../worklist/examMove.types'
import { examActions, patientCell, statusCell } from '../../../worklist/worklistCells'
import { STATION_MOVES } from './CallNext'
import { finishForm } from './finishForm'
import { callNextToolbar, imagesCell, queueNumberCell } from './stationCells'

/** What the station's list knows of its technologist. */
export interface StationSetup {
  /** The modalities his department performs (`api/modality/by-departmentId`): their devices are his to choose from. */
  modalityIds: readonly number[]
  /** Where the last call is kept, for the toolbar to say it. */
  $called: WritableAtom<ExamDto | null>
}

/** The queue's statuses (checked in, started), as the list's default status filter sends them. */
const QUEUE = '1,8'

/** The devices in service of the given modalities, with their rooms. */
function devicesOf(modalityIds: readonly number[]): OptionsSource | null {
  return modalityIds.length ? { url: 'api/device/by-modalityIds', params: { modalityIds: modalityIds.join(',') }, label: 'name' } : null
}

/** The technologist's moves: call in and start a checked-in patient, finish (with the contrast given) or send back. */
function technologistMoves($called: WritableAtom<ExamDto | null>): ExamMoveOffer[] {
  return [
    { action: 'call', permission: STATION_MOVES, icon: MegaphoneLoudRegular, onDone: (exam) => $called.set(exam) },
    { action: 'start', permission: STATION_MOVES, icon: PlayRegular },
    { action: 'finish', permission: STATION_MOVES, icon: CheckmarkCircleRegular, form: finishForm },
    { action: 'sendBack', permission: STATION_MOVES, icon: ArrowUndoRegular },
  ]
}

/**
 * The technologist's station (`RadTechStation/station`): the queue of the exams his data scope holds — checked in and
 * under way, critical and emergency patients first, then by check-in time — on one of his devices or all of them, with
 * the images the modality sent. He calls the next patient in (or any one), starts, finishes (recording the contrast
 * agent and dose) or sends an exam back to the desk with a reason; the list follows every move, his and the desk's.
 * The status filter shows the examined ones too (of today, with the exam-time shortcut).
 *
 * @example
 * const view = stationResource({ modalityIds: [1, 2], $called: atom(null) })
 */
export function stationResource({ modalityIds, $called }: StationSetup): ResourceView<ExamDto> {
  const devices = devicesOf(modalityIds)
  return {
    name: 'station',
    endpoint: 'api/exams',
    permissions: { list: ['admin', 'station:list'] },
    dicts: ['exam_status', 'urgency'],
    defaultSort: ['queue,asc'],
    defaultPageSize: 20,
    download: false,
    live: true,
    initialFilters: { status: QUEUE },
    filters: [
      { name: 'blurry', kind: 'blurry', width: 16 },
      ...(devices ? [{ name: 'deviceId', kind: 'select', optionsFrom: devices } as const] : []),
      {
        name: 'status',
        kind: 'select',
        options: [
          { value: QUEUE, label: 'resources.station.queue.waiting' },
          { value: '1', label: 'resources.station.queue.checkedIn' },
          { value: '8', label: 'resources.station.queue.started' },
          { value: '2', label: 'resources.station.queue.examined' },
        ],
      },
      { name: 'examTime', kind: 'dateRange' },
    ],
    columns: [
      { field: 'queueNo', width: 64, align: 'end' },
      { field: 'examNo', sortable: true, width: 120 },
      { field: 'patientName', sortable: true, width: 100 },
      { field: 'genderAge', value: (exam) => `${exam.gender} / ${exam.age}${exam.ageUnit === 'Y' ? '' : exam.ageUnit}`, width: 70 },
      { field: 'examItem' },
      { field: 'checkMethod', width: 90 },
      // The device filter says which device; the column is there for whoever lists all of them.
      { field: 'deviceName', width: 130, hidden: true },
      { field: 'urgency', dict: 'urgency', sortable: true, width: 64 },
      { field: 'checkInTime', format: 'datetime', sortable: true, width: 124 },
      { field: 'status', width: 76 },
      { field: 'imageCount', width: 80 },
      { field: 'technician', width: 90, hidden: true },
      { field: 'examTime', format: 'datetime', sortable: true, width: 124, hidden: true },
    ],
    cells: { queueNo: queueNumberCell, patientName: patientCell, status: statusCell, imageCount: imagesCell },
    toolbar: callNextToolbar(devices, $called),
    rowActionsWidth: 170,
    rowActions: examActions(technologistMoves($called)),
    rowName: (exam) => `${exam.patientName} ${exam.examNo}`,
  }
}
