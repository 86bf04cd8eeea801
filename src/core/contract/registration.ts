import type { ExamDto } from './exam'

/** A referring hospital (`GET api/applyHospital/own`); `own` marks this hospital, the default choice. */
export interface ApplyHospitalDto {
  id: number
  name: string
  code?: string
  own: boolean
}

/** A referring physician of an apply department. */
export interface ApplyPhysicianDto {
  id: number
  name: string
  title?: string
}

/** A referring department (`GET /api/applyDept/own`), with its physicians from `/own/withApplyPhysicians`. */
export interface ApplyDeptDto {
  id: number
  hospitalId: number
  name: string
  physicians?: ApplyPhysicianDto[]
}

/** A check method of a modality (`GET api/checkMethod/byModalityId/{id}`); `feeExtra` is added to the part's fee. */
export interface CheckMethodDto {
  id: number
  modalityId: number
  name: string
  feeExtra: number
}

/** A body part of a modality (`GET api/bodyPart/by-modalityId`): its fee and the minutes it takes on a device. */
export interface BodyPartDto {
  id: number
  modalityId: number
  name: string
  fee: number
  minutes: number
}

/** A small body part (`GET api/bodyPartSmall/by-bodyPartId`). */
export interface BodyPartSmallDto {
  id: number
  bodyPartId: number
  name: string
}

/** One exam item of a registration: a body part (and small part) by a check method, and its fee. */
export interface RegistrationItem {
  bodyPartId: number
  bodyPartSmallId?: number | null
  checkMethodId?: number | null
  fee: number
}

/**
 * A registration (`POST api/registrations`): the patient, the visit, who orders, the modality and device, one or
 * several exam items (one exam each), and the maternity fields. `requestId` names the attempt: the same id sent again
 * (a retry after a dropped connection) answers the exams already registered instead of registering them twice.
 * `confirmDuplicate` registers although the patient has the same exam today (the first answer is a 409 naming it).
 */
export interface RegistrationBody {
  requestId: string
  patient: {
    /** An existing RIS patient id: the exam is added to that patient. */
    patientId?: string | null
    name: string
    namePinyin: string
    gender: '男' | '女' | '未知'
    birthDate: string
    idCardNo?: string | null
    phone?: string | null
  }
  patientType: string
  outpatientNo?: string | null
  inpatientNo?: string | null
  ward?: string | null
  bedNo?: string | null
  applyHospitalId: number
  applyDeptId: number
  applyPhysicianId?: number | null
  modalityId: number
  deviceId?: number | null
  items: RegistrationItem[]
  urgency: '0' | '1' | '2'
  clinicalDiagnosis?: string | null
  history?: string | null
  purpose?: string | null
  lmp?: string | null
  gravidity?: number | null
  parity?: number | null
  fetusCount?: number | null
  confirmDuplicate?: boolean
}

/** What a registration answers: the exams made (one per item) and the patient's RIS id. */
export interface RegistrationResult {
  patientId: string
  exams: ExamDto[]
}

/** The exams a registration would duplicate (the 409's `duplicates`). */
export interface DuplicateExam {
  examNo: string
  examItem: string
  registerTime: string
  status: string
}

/**
 * One item of a HIS order as the desk lists it (`GET api/applyform`): the order, its patient and visit, the item, and
 * — once registered — the exam that holds it and who registered it. `id` is the item's id.
 */
export interface HisOrderItemDto {
  id: number
  formId: number
  applyNo: string
  applyTime: string
  applyDeptName: string
  applyPhysician: string
  patientId: string
  hisPatientId?: string
  patientName: string
  namePinyin?: string
  gender: string
  birthDate: string
  idCardNo?: string
  phone?: string
  cardNo?: string
  patientType: string
  outpatientNo?: string
  inpatientNo?: string
  ward?: string
  bedNo?: string
  urgency: string
  lmp?: string
  clinicalDiagnosis?: string
  examItem: string
  modality: string
  bodyPart: string
  fee: number
  examId?: number
  examNo?: string
  registrar?: string
  status?: string
}

/**
 * Registering HIS order items (`POST api/registrations/orders`): the items of one patient's orders, each with the device
 * it goes to when chosen. The order brings everything else (patient, visit, who ordered, body part, method, maternity
 * fields). `requestId` and `confirmDuplicate` as for a typed registration.
 */
export interface OrderRegistrationBody {
  requestId: string
  items: { itemId: number; deviceId?: number | null }[]
  confirmDuplicate?: boolean
}
