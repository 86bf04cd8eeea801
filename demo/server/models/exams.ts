import type { ExamDto, ExamStatus } from '../../../src/core/contract/exam'
import type { ReportState } from '../../../src/core/contract/report'
import type { Db } from '../db/db'
import { audit, opt, type AuditRow } from '../lib/dto'
import { LOCK_TTL_MS } from '../lib/reportLock'

/** An exam row joined with its patient, study and report summary. */
export interface ExamRow extends AuditRow {
  id: number
  exam_no: string
  patient_ref: number
  patient_id: string
  his_patient_id: string | null
  patient_name: string
  name_pinyin: string
  gender: string
  birth_date: string
  phone: string | null
  age: number
  age_unit: 'Y' | 'M' | 'W' | 'D'
  patient_type: string
  outpatient_no: string | null
  inpatient_no: string | null
  ward: string | null
  bed_no: string | null
  apply_no: string
  apply_form_id: number | null
  apply_hospital: string
  apply_dept_name: string
  apply_physician: string
  modality: string
  device_name: string | null
  check_method: string | null
  body_part: string
  body_part_small: string | null
  exam_item: string
  clinical_diagnosis: string | null
  history: string | null
  purpose: string | null
  urgency: string
  status: ExamStatus
  register_time: string
  check_in_time: string | null
  exam_time: string | null
  report_time: string | null
  audit_time: string | null
  print_time: string | null
  registrar: string | null
  technician: string | null
  lmp: string | null
  gestational_age: string | null
  edd: string | null
  gravidity: number | null
  parity: number | null
  fetus_count: number | null
  fee: number | null
  device_id: number | null
  contrast_agent: string | null
  contrast_dose: string | null
  appoint_start: string | null
  appoint_end: string | null
  study_id: number | null
  study_instance_uid: string | null
  image_count: number | null
  /** Images arrived from the archive (migration 038): the first and the last one. */
  first_image_time: string | null
  last_image_time: string | null
  report_id: number | null
  report_state: ReportState | null
  report_positive: number | null
  report_critical: number | null
  link_group: string | null
  /** The reading worklists' report summary and lock (migration 017). */
  report_physician: string | null
  audit_physician: string | null
  reject_reason: string | null
  critical_open: number | null
  lock_user: string | null
  lock_since: string | null
  lock_heartbeat: number | null
  source: 'in' | 'out'
}

/**
 * `SELECT … FROM` of {@link ExamRow}, aliases `e` (exam), `p` (patient), `s` (study), `r` (report), `lk` (link group),
 * `rl` (report lock).
 */
export const EXAM_FROM = `SELECT e.id, e.exam_no, e.patient_ref, p.patient_id, p.his_patient_id, p.name AS patient_name, p.name_pinyin,
    p.gender, p.birth_date, p.phone, e.age, e.age_unit, e.patient_type, e.outpatient_no, e.inpatient_no, e.ward, e.bed_no, e.apply_no,
    e.apply_form_id, e.apply_hospital, e.apply_dept_name, e.apply_physician, e.modality, e.device_name, e.check_method, e.body_part,
    e.body_part_small, e.exam_item, e.clinical_diagnosis, e.history, e.purpose, e.urgency, e.status, e.register_time, e.check_in_time,
    e.exam_time, e.report_time, e.audit_time, e.print_time, e.registrar, e.technician, e.lmp, e.gestational_age,
    e.edd, e.gravidity, e.parity, e.fetus_count, e.fee, e.device_id, e.contrast_agent, e.contrast_dose, e.appoint_start, e.appoint_end,
    e.create_by, e.update_by, e.create_time, e.update_time,
    s.id AS study_id, COALESCE(s.study_instance_uid, e.study_instance_uid) AS study_instance_uid,
    CASE WHEN e.arrived_images > 0 THEN e.arrived_images ELSE s.image_count END AS image_count, e.first_image_time, e.last_image_time,
    r.id AS report_id, r.state AS report_state,
    r.positive AS report_positive, r.critical AS report_critical, lk.group_no AS link_group,
    r.report_physician, r.audit_physician, r.reject_reason, e.source,
    CASE WHEN r.id IS NULL THEN NULL WHEN r.critical = 1 AND NOT EXISTS (SELECT 1 FROM ris_report_critical rc WHERE rc.report_id = r.id)
      THEN 1 ELSE 0 END AS critical_open,
    rl.user_name AS lock_user, rl.since AS lock_since, rl.heartbeat_at AS lock_heartbeat
  FROM ris_exam e
  JOIN ris_patient p ON p.id = e.patient_ref
  LEFT JOIN pacs_study s ON s.exam_id = e.id
  LEFT JOIN ris_report r ON r.exam_id = e.id
  LEFT JOIN ris_exam_link lk ON lk.exam_id = e.id
  LEFT JOIN ris_report_lock rl ON rl.exam_id = e.id`

/**
 * Whether an exam has images: a stored study (the embedded images) or images arrived in the hospital's PACS
 * (`arrived_images`, issue 16), which have no stored study. The client's twin is `hasImages` (src/core/exam/images.ts).
 */
export function examHasImages(exam: Pick<ExamRow, 'study_id' | 'image_count'>): boolean {
  return exam.study_id !== null || (exam.image_count ?? 0) > 0
}

/** Report states only callers with `report:write` may see (work in progress). */
export const HIDDEN_STATES: ReadonlySet<ReportState> = new Set(['draft', 'rejected'])

/** Whether a report in `state` is visible to a caller (`canWrite`: holds `report:write`). */
export function reportVisible(state: ReportState | null, canWrite: boolean): boolean {
  return state !== null && (canWrite || !HIDDEN_STATES.has(state))
}

/**
 * The wire exam; the report summary (id, flags, state, physicians) only when the caller may see that report, the reject
 * reason only to callers who may write it. `now` (epoch ms) adds the report's edit lock when one is live at that moment.
 */
export function toExamDto(row: ExamRow, canWrite: boolean, now?: number): ExamDto {
  const visible = reportVisible(row.report_state, canWrite)
  const locked = now !== undefined && row.lock_user !== null && row.lock_since !== null && (row.lock_heartbeat ?? 0) + LOCK_TTL_MS > now
  return {
    id: row.id,
    examNo: row.exam_no,
    patientId: row.patient_id,
    hisPatientId: opt(row.his_patient_id),
    patientName: row.patient_name,
    patientNamePinyin: row.name_pinyin,
    gender: row.gender,
    birthDate: row.birth_date,
    age: row.age,
    ageUnit: row.age_unit,
    phone: opt(row.phone),
    patientType: row.patient_type,
    outpatientNo: opt(row.outpatient_no),
    inpatientNo: opt(row.inpatient_no),
    ward: opt(row.ward),
    bedNo: opt(row.bed_no),
    applyNo: row.apply_no,
    applyFormId: opt(row.apply_form_id),
    applyHospital: row.apply_hospital,
    applyDeptName: row.apply_dept_name,
    applyPhysician: row.apply_physician,
    modality: row.modality,
    deviceName: opt(row.device_name),
    checkMethod: opt(row.check_method),
    bodyPart: row.body_part,
    bodyPartSmall: opt(row.body_part_small),
    examItem: row.exam_item,
    clinicalDiagnosis: opt(row.clinical_diagnosis),
    history: opt(row.history),
    purpose: opt(row.purpose),
    urgency: row.urgency,
    status: row.status,
    registerTime: row.register_time,
    checkInTime: opt(row.check_in_time),
    examTime: opt(row.exam_time),
    reportTime: opt(row.report_time),
    auditTime: opt(row.audit_time),
    printTime: opt(row.print_time),
    registrar: opt(row.registrar),
    technician: opt(row.technician),
    lmp: opt(row.lmp),
    gestationalAge: opt(row.gestational_age),
    edd: opt(row.edd),
    gravidity: opt(row.gravidity),
    parity: opt(row.parity),
    fetusCount: opt(row.fetus_count),
    fee: opt(row.fee),
    deviceId: opt(row.device_id),
    contrastAgent: opt(row.contrast_agent),
    contrastDose: opt(row.contrast_dose),
    appointStart: opt(row.appoint_start),
    appointEnd: opt(row.appoint_end),
    studyId: opt(row.study_id),
    studyInstanceUid: opt(row.study_instance_uid),
    imageCount: row.image_count ?? 0,
    firstImageTime: opt(row.first_image_time),
    lastImageTime: opt(row.last_image_time),
    reportId: visible ? opt(row.report_id) : undefined,
    positive: visible && row.report_positive !== null ? row.report_positive === 1 : undefined,
    critical: visible && row.report_critical === 1,
    linkGroup: opt(row.link_group),
    reportState: visible ? opt(row.report_state) : undefined,
    reportPhysician: visible ? opt(row.report_physician) : undefined,
    auditPhysician: visible ? opt(row.audit_physician) : undefined,
    rejectReason: visible && canWrite ? opt(row.reject_reason) : undefined,
    lock: locked ? { user: row.lock_user as string, since: row.lock_since as string } : undefined,
    criticalOpen: visible && row.critical_open !== null ? row.critical_open === 1 : undefined,
    source: row.source,
    ...audit(row),
  }
}

/** The exam row by id, or undefined. */
export function findExamRow(db: Db, id: number): ExamRow | undefined {
  return db.prepare(`${EXAM_FROM} WHERE e.id = ?`).get(id) as ExamRow | undefined
}
