import { Button } from '@fluentui/react-components'
import { DocumentEditRegular } from '@fluentui/react-icons'
import type { ExamDto } from '../../../core/contract'
import type { DeviceDto } from '../../../core/contract/system'
import type { FilterDeclaration } from '../../../core/resource/resource.types'
import { useT } from '../../i18n/useT'
import type { ResourceContext, ResourceView } from '../../resource/resourceView.types'
import { LockBadge } from './LockBadge'
import { ReadingFilters } from './ReadingFilters'
import { ExamPatient } from './ExamPatient'
import { ReadingPreview } from './ReadingPreview'
import { ReportStateTag } from './ReportStateTag'

/** What a reading worklist is: its name, which exams it lists, and how an exam opens. */
export interface ReadingWorklistOptions {
  /** The message namespace of the view's title (`resources.<name>.title`) and the name of its saved columns. */
  name: string
  /** The modalities read in this list (imaging: CT, MR, DR, DX, CR, MG — the family of lib/reportRules); all when absent. */
  modalities?: readonly string[]
  /** Exams made here (`in`), or images from another hospital read here (`out`); both when absent. */
  source?: 'in' | 'out'
  /** Opens an exam's report (the editor): Enter on the current row, a double click, the row's button, a prior exam. */
  openExam(exam: { id: number }): void
  /** Who may see the list (default imaging's `report:list`; ultrasound passes its own). */
  listPermissions?: readonly string[]
}

function OpenButton({ exam, openExam }: { exam: ExamDto; openExam: ReadingWorklistOptions['openExam'] }) {
  const t = useT()
  return (
    <Button
      size="small"
      appearance="subtle"
      icon={<DocumentEditRegular />}
      aria-label={t('reading.open', { name: `${exam.patientName} ${exam.examNo}` })}
      onClick={() => openExam(exam)}
    />
  )
}

/**
 * The reading worklist (院内诊断 / 外院诊断, and the ultrasound, ECG and endoscopy lists after them) as one resource
 * declaration for the generic page: `GET api/exams` limited to the list's modalities and source, the report-status
 * tabs 未写 / 未审 / 已审 / 我的 / 不限 (unwritten first) and the caller's rejected reports, quick registration ranges,
 * modality, device and ordering department, search by exam number, patient id or name and by report or audit
 * physician; columns with the report state, its physicians, urgency, critical marks and who is editing it (an audit
 * physician takes the report over with a reason); a preview of the chosen exam beside the list; the prompt at entry
 * about rejected reports; live updates from the event stream. Enter on the chosen row, a double click or the row's
 * button opens the exam.
 *
 * @example
 * const view = readingWorklist({ name: 'diagnos-in', modalities: ['CT', 'MR'], source: 'in', openExam: (exam) => open(exam.id) })
 */
export function readingWorklist({ name, modalities, source, openExam, listPermissions }: ReadingWorklistOptions): ResourceView<ExamDto> {
  const outside = source === 'out'
  const modalityCodes = modalities ?? []
  const deviceFilter: FilterDeclaration = {
    name: 'deviceId', kind: 'select', label: 'reading.filters.deviceId',
    optionsFrom: {
      url: 'api/device/own', label: 'name',
      // The caller's devices of this list's modalities only.
      itemsOf: (answer) => (Array.isArray(answer) ? (answer as DeviceDto[]) : []).filter((d) => !modalities || modalityCodes.includes(d.modality.code)),
    },
  }
  const deptFilter: FilterDeclaration = {
    name: 'applyDeptName', kind: 'select', label: 'reading.filters.applyDeptName', optionsFrom: { url: 'api/applyDept/own', value: 'name', label: 'name' },
  }
  return {
    name,
    endpoint: 'api/exams',
    permissions: { list: ['admin', ...(listPermissions ?? ['report:list'])] },
    dicts: ['urgency', 'modality'],
    defaultPageSize: 20,
    pageSizes: [10, 20, 50, 100, 500],
    download: false,
    live: true,
    currentRow: true,
    initialFilters: {
      reading: 'unwritten',
      ...(modalityCodes.length ? { modality: modalityCodes.join(',') } : {}),
      ...(source ? { source } : {}),
    },
    filters: [
      { name: 'blurry', kind: 'blurry', width: 16, label: 'reading.filters.blurry' },
      { name: 'reportPhysician', kind: 'text', width: 8, label: 'reading.filters.reportPhysician' },
      { name: 'auditPhysician', kind: 'text', width: 8, label: 'reading.filters.auditPhysician' },
      // Outside exams were made on other hospitals' devices, for their departments.
      ...(outside ? [] : [deviceFilter, deptFilter]),
    ],
    columns: [
      { field: 'examNo', label: 'reading.fields.examNo', sortable: true, width: 140 },
      { field: 'patientName', label: 'reading.fields.patientName', sortable: true, width: 150 },
      { field: 'gender', label: 'reading.fields.gender', width: 52 },
      { field: 'age', label: 'reading.fields.age', value: (exam) => `${exam.age}${exam.ageUnit === 'Y' ? '' : exam.ageUnit}`, width: 56, align: 'end' },
      { field: 'modality', label: 'reading.fields.modality', dict: 'modality', sortable: true, width: 72 },
      { field: 'examItem', label: 'reading.fields.examItem' },
      { field: 'checkMethod', label: 'reading.fields.checkMethod', width: 100, hidden: true },
      { field: 'deviceName', label: 'reading.fields.deviceName', width: 120, hidden: true },
      { field: 'applyHospital', label: 'reading.fields.applyHospital', width: 140, hidden: !outside },
      { field: 'applyDeptName', label: 'reading.fields.applyDeptName', width: 100, hidden: true },
      { field: 'urgency', label: 'reading.fields.urgency', dict: 'urgency', sortable: true, width: 72 },
      { field: 'registerTime', label: 'reading.fields.registerTime', format: 'datetime', sortable: true, width: 124 },
      { field: 'examTime', label: 'reading.fields.examTime', format: 'datetime', sortable: true, width: 124, hidden: true },
      { field: 'reportState', label: 'reading.fields.reportState', width: 96 },
      { field: 'reportPhysician', label: 'reading.fields.reportPhysician', width: 84 },
      { field: 'auditPhysician', label: 'reading.fields.auditPhysician', width: 84 },
      { field: 'lock', label: 'reading.fields.lock', width: 190 },
    ],
    cells: {
      patientName: (exam) => <ExamPatient exam={exam} />,
      reportState: (exam) => <ReportStateTag exam={exam} />,
      lock: (exam, context) => <LockBadge exam={exam} onChanged={() => void context.refresh()} />,
    },
    toolbar: (context) => <ReadingFilters context={context} modalities={modalityCodes} {...(source ? { source } : {})} />,
    rowActionsWidth: 40,
    rowActions: (exam) => <OpenButton exam={exam} openExam={openExam} />,
    onActivate: (exam) => openExam(exam),
    aside: {
      position: 'end',
      component: function ReadingAside({ context }: { context: ResourceContext<ExamDto> }) {
        return <ReadingPreview exam={context.current} onOpenPrior={(id) => openExam({ id })} />
      },
    },
    rowName: (exam) => `${exam.patientName} ${exam.examNo}`,
  }
}
