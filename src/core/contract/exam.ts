import type { Audited } from './api'
import type { ReportState } from './report'

/**
 * Exam lifecycle state, the values of the `exam_status` dictionary: `0` registered (已登记), `1` checked in (已签到),
 * `2` examined — images arrived (已检查), `3` preliminary report (初步报告), `4` audited — final (已审核),
 * `5` printed (已打印), `6` rejected by the auditor, to be rewritten (已退回), `7` void (已作废), `8` started — the
 * technologist is examining (检查中), `9` appointed (已预约), `10` cancelled (已取消). Where each action may take an
 * exam is one table, `EXAM_TRANSITIONS` in src/core/exam/lifecycle.ts.
 */
export type ExamStatus = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10'

/**
 * One registered exam (a registration record, 检查登记), as lists and the report view return it. `id` is the
 * `examineId` every other call uses. Dictionary-backed fields carry the dictionary value (`patientType`:
 * `patient_type`, `modality`: `modality`, `urgency`: `urgency`, `status`: `exam_status`). Times are
 * `yyyy-MM-dd HH:mm:ss`; absent times have not happened yet.
 */
export interface ExamDto extends Audited {
  id: number
  /** 检查号, the DICOM accession number. */
  examNo: string
  /** RIS patient id (DICOM PatientID). */
  patientId: string
  /** The HIS's own patient id, when the exam came from the HIS. */
  hisPatientId?: string
  patientName: string
  /** Upper-case pinyin with spaces, e.g. `WANG XIAO YAN` (the DICOM alphabetic name group). */
  patientNamePinyin: string
  /** `男`, `女` or `未知` (the `gender` dictionary). */
  gender: string
  /** `yyyy-MM-dd`. */
  birthDate: string
  age: number
  /** `Y` years, `M` months, `W` weeks, `D` days. */
  ageUnit: 'Y' | 'M' | 'W' | 'D'
  phone?: string
  /** `patient_type`: 1 outpatient, 2 inpatient, 3 physical exam, 4 emergency. */
  patientType: string
  outpatientNo?: string
  inpatientNo?: string
  ward?: string
  bedNo?: string
  /** 申请单号; `applyFormId` reads its details. */
  applyNo: string
  applyFormId?: number
  applyHospital: string
  applyDeptName: string
  applyPhysician: string
  /** `modality` dictionary value: CT, MR, DR, US, ECG, ES, PIS… */
  modality: string
  deviceName?: string
  checkMethod?: string
  bodyPart: string
  bodyPartSmall?: string
  /** 检查项目 as printed on the report. */
  examItem: string
  clinicalDiagnosis?: string
  history?: string
  purpose?: string
  /** `urgency`: 0 routine, 1 emergency, 2 critical. */
  urgency: string
  status: ExamStatus
  registerTime: string
  checkInTime?: string
  examTime?: string
  reportTime?: string
  auditTime?: string
  printTime?: string
  registrar?: string
  technician?: string
  /** Obstetric ultrasound: last menstrual period (`yyyy-MM-dd`) and gestational age (`23+4` weeks+days). */
  lmp?: string
  gestationalAge?: string
  /** Expected date of delivery (LMP + 280 days), gravidity, parity and the number of fetuses, when registered. */
  edd?: string
  gravidity?: number
  parity?: number
  fetusCount?: number
  /** The fee charged for the exam item (yuan). */
  fee?: number
  /** The device the exam is scheduled on (`deviceName` names it). */
  deviceId?: number
  /** Contrast agent and dose, recorded by the technologist. */
  contrastAgent?: string
  contrastDose?: string
  /** The booked slot on `deviceId` (预约, `yyyy-MM-dd HH:mm:ss`): set by the `appoint` move, kept after check-in. */
  appointStart?: string
  appointEnd?: string
  /** The link group of exams read together (`GL` + yyyyMMdd + sequence), when the exam is in one. */
  linkGroup?: string
  /** The imaging study, when images exist: `studyId` for `GET /api/pacs/retrieve/image/studyId/{id}`. */
  studyId?: number
  /** The exam's Study Instance UID: its stored study's, or the one its modality worklist item gave it (issue 16). */
  studyInstanceUid?: string
  imageCount: number
  /** Images arrived in the hospital's PACS (its change feed): when the first and the last came (`yyyy-MM-dd HH:mm:ss`). */
  firstImageTime?: string
  lastImageTime?: string
  /** The current report, once one was started. */
  reportId?: number
  positive?: boolean
  critical: boolean
  /**
   * The reading worklists' report summary, when the caller may see the report (drafts and rejected reports only with
   * the write permission of the exam's family): its state, who wrote it and who signed it off.
   */
  reportState?: ReportState
  reportPhysician?: string
  auditPhysician?: string
  /** Why the auditor sent the report back (only for callers who may write the family's reports). */
  rejectReason?: string
  /** A live edit lock on the report (`ris_report_lock`): who has it open in the editor, since when (`yyyy-MM-dd HH:mm:ss`). */
  lock?: { user: string; since: string }
  /** The report is flagged critical and its notification record (危急值登记) is not there yet. */
  criticalOpen?: boolean
  /** `in`: examined here; `out`: images from another hospital, read here on consultation (外院诊断). */
  source?: 'in' | 'out'
}

/**
 * The HIS electronic application form (`GET /api/applyform/details/{id}`).
 */
export interface ApplyFormDto {
  id: number
  applyNo: string
  applyTime: string
  applyHospital: string
  applyDeptName: string
  applyPhysician: string
  patientName: string
  gender: string
  age: number
  ageUnit: 'Y' | 'M' | 'W' | 'D'
  patientType: string
  clinicalDiagnosis?: string
  history?: string
  purpose?: string
  items: { examItem: string; modality: string; bodyPart: string; fee: number }[]
}

/**
 * An ICD-10 code for report coding (`GET /api/icd/all`); `pinyin` holds the initials for search (`gxy` for 高血压).
 */
export interface IcdCode {
  code: string
  name: string
  pinyin: string
}

/**
 * The desk's day (`GET api/exams/today`): exams registered today in the caller's data scope (void and cancelled left
 * out) — waiting at the desk, in the exam rooms (checked in or started), examined, reported (any report status).
 */
export interface TodayCounts {
  registered: number
  waiting: number
  inRoom: number
  examined: number
  reported: number
}
