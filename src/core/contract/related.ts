import type { ExamDto } from './exam'

/**
 * One patient record as the duplicate check shows it: the RIS patient id and the facts a registrar compares, with how
 * many of its exams the caller's data scope holds and when the last of them was registered.
 */
export interface PatientRecordDto {
  /** The record's own id (what `api/patients/merge` takes). */
  id: number
  /** The RIS patient id (DICOM PatientID). */
  patientId: string
  hisPatientId?: string
  name: string
  namePinyin: string
  gender: string
  birthDate: string
  idCardNo?: string
  phone?: string
  examCount: number
  /** `yyyy-MM-dd HH:mm:ss` of the latest registration. */
  lastExamTime?: string
}

/** Why two records look like one patient: the same resident ID, or the same name, birth date and sex. */
export type DuplicateBasis = 'idCard' | 'nameBirth'

/** A pair of probable duplicates (`GET api/patients/duplicates`); `id` is `<first.id>-<second.id>`. */
export interface DuplicatePairDto {
  id: string
  basis: DuplicateBasis
  /** The older record (the smaller id). */
  first: PatientRecordDto
  second: PatientRecordDto
}

/** `POST api/patients/merge`: the record that stays, the one merged into it, and why. */
export interface PatientMergeBody {
  survivorId: number
  mergedId: number
  reason: string
}

/** One merge of the audit trail (`GET api/patients/merges`), newest first; `undoneAt` once undone. */
export interface PatientMergeDto {
  id: number
  survivorId: number
  survivorPatientId: string
  survivorName: string
  mergedId: number
  mergedPatientId: string
  mergedName: string
  /** The exam numbers moved to the survivor. */
  examNos: string[]
  reason: string
  operator: string
  time: string
  undoneBy?: string
  undoneAt?: string
  undoReason?: string
}

/** The answer of a merge or its undo: the audit row and the exams moved. */
export interface PatientMergeResult {
  merge: PatientMergeDto
  exams: ExamDto[]
}

/** `POST api/exams/link`: two to twenty exams of one patient, and optionally why. */
export interface ExamLinkBody {
  examIds: number[]
  reason?: string
}

/** The answer of a link or an unlink: the group and its exams as they are now. */
export interface ExamLinkResult {
  groupNo: string
  exams: ExamDto[]
}
