/**
 * Follow-up (随访, issue 14): a case is an exam whose final (or corrected) report a physician wants compared with the
 * outcome — every positive report is one, and any other can be added by hand. Its records say how the outcome was
 * learnt, what it was (often a pathology result) and whether the report agreed with it (符合 / 基本符合 / 不符合).
 */

/** Why an exam is followed: its report is positive, or a physician chose it. */
export type FollowupReason = 'positive' | 'manual'

/** How the outcome was learnt: phone, the HIS/EMR, the pathology system, an outpatient review, a surgery record. */
export type FollowupMethod = 'phone' | 'emr' | 'pathology' | 'outpatient' | 'surgery'

/** How the report compares with the outcome: 符合 agree, 基本符合 partly, 不符合 disagree. */
export type FollowupCategory = 'agree' | 'partly' | 'disagree'

/**
 * One case of the list. Cases are keyed by their exam (`examineId`): a positive report is a case before anyone has
 * followed it (then `caseId` is null and `reason` is `positive`). `category` is that of the latest record with one;
 * `nextDate` that of the latest record.
 */
export interface FollowupCaseDto {
  examineId: number
  /** The stored case row, once the case was added by hand, followed or closed. */
  caseId: number | null
  reason: FollowupReason
  patientName: string
  patientId: string
  gender: string
  examNo: string
  modality: string
  examItem: string
  /** When the exam was made (`yyyy-MM-dd HH:mm:ss`; the registration time when it has no exam time). */
  examTime: string
  reportId: number
  /** The report's impression as plain text. */
  impression: string
  reportPhysician: string
  reportTime: string
  positive: boolean
  category: FollowupCategory | null
  /** The follow date of the latest record, or null. */
  lastFollowDate: string | null
  /** The next date the latest record set (`yyyy-MM-dd`), or null. */
  nextDate: string | null
  recordCount: number
  addedBy: string | null
  addedAt: string | null
  closedAt: string | null
  closedBy: string | null
}

/** The report of a case as its detail shows it (HTML parts as sanitised by the report routes). */
export interface FollowupReportDto {
  id: number
  state: string
  findings: string
  impression: string
  recommendation: string | null
  reportPhysician: string
  reportTime: string
  auditPhysician: string | null
  auditTime: string | null
}

/** `GET api/followup/cases/{examineId}`: the case with its report. */
export interface FollowupCaseDetailDto extends FollowupCaseDto {
  report: FollowupReportDto
}

/** One follow-up record. `result` is what was learnt (a linked specimen's diagnosis fills it). */
export interface FollowupRecordDto {
  id: number
  examineId: number
  caseId: number
  /** `yyyy-MM-dd`. */
  followDate: string
  method: FollowupMethod
  result: string
  specimenId: number | null
  /** The linked specimen's number and diagnosis, for showing the link. */
  specimen: { id: number; specimenNo: string; diagnosis: string; state: string } | null
  /** Null while the outcome is not known yet (a phone call: "surgery next week"). */
  category: FollowupCategory | null
  /** Who followed (the signed-in user's name when the record was written). */
  follower: string
  /** The user who wrote it (only he edits or deletes it). */
  createdById: number
  nextDate: string | null
  remarks: string | null
  createdAt: string
  updatedAt: string
  version: number
}

/** `POST api/followup/records` (and `PUT` with `id` and `version`). */
export interface FollowupRecordBody {
  id?: number
  version?: number
  examineId: number
  followDate: string
  method: FollowupMethod
  result: string
  specimenId: number | null
  category: FollowupCategory | null
  nextDate: string | null
  remarks: string | null
}

/** `POST api/followup/cases`: follow an exam by hand (by id, or by exam number). */
export interface FollowupCaseBody {
  examineId?: number
  examNo?: string
}

/** A pathology result a record may link: a final or amended specimen of the case's patient. */
export interface FollowupSpecimenOption {
  id: number
  specimenNo: string
  specimenType: string
  state: string
  diagnosis: string
  receivedAt: string
  finalizedAt: string | null
}

/** `GET api/followup/due`: open cases due today or overdue, and due within the coming week. */
export interface FollowupDueDto {
  /** `yyyy-MM-dd` of the server's today. */
  today: string
  /** Open cases whose next date is today or earlier. */
  due: number
  /** Of those, the ones before today. */
  overdue: number
  /** Open cases whose next date is from today to six days on. */
  week: number
}

/** The stored setting of the coincidence rate. */
export interface FollowupSettingDto {
  /** Whether 基本符合 (partly) counts as agreement in the rate. */
  partlyCountsAsAgree: boolean
  updateBy: string | null
  updateTime: string | null
}

/** How the coincidence statistics are grouped; periods go by the report's time. */
export type CoincidenceGroupBy = 'physician' | 'modality' | 'month' | 'quarter' | 'year'

/** One group of the coincidence statistics. */
export interface CoincidenceRow {
  /** The physician's name, the modality code, or the period (`2025-05`, `2025-Q2`, `2025`). */
  key: string
  /** Cases with a categorised record. */
  followed: number
  agree: number
  partly: number
  disagree: number
  /** (agree [+ partly]) ÷ followed, 0..1; null when nothing was followed. */
  rate: number | null
}

/** `GET api/followup/coincidence`. */
export interface CoincidenceDto {
  groupBy: CoincidenceGroupBy
  partlyCountsAsAgree: boolean
  rows: CoincidenceRow[]
  total: CoincidenceRow
}
