import type { DuplicateExam } from '../../../src/core/contract/registration'
import { ageFromBirth } from '../../../src/core/registration/age'
import type { Db } from '../db/db'
import { HttpError } from './errors'
import { nextExamNo } from './examNo'
import { toPinyin } from './pinyin'

/** The patient of a registration: one already known (a HIS order's), or the facts to find him by or create him from. */
export type RegisterPatient =
  | { ref: number }
  | {
    patientId: string | null
    name: string
    namePinyin: string
    gender: string
    birthDate: string
    idCardNo: string | null
    phone: string | null
  }

/** One exam to create, every column resolved (names, not ids: the exam keeps what was ordered even if a table changes). */
export interface NewExam {
  modality: string
  device: { id: number; name: string } | null
  bodyPart: string
  bodyPartSmall: string | null
  checkMethod: string | null
  examItem: string
  fee: number
  /** The HIS order and its item it registers; null for a registration typed at the desk (the apply no. is then `SG` + exam no.). */
  order: { formId: number; itemId: number; applyNo: string } | null
  applyHospital: string
  applyDeptName: string
  applyPhysician: string
  patientType: string
  outpatientNo: string | null
  inpatientNo: string | null
  ward: string | null
  bedNo: string | null
  urgency: string
  clinicalDiagnosis: string | null
  history: string | null
  purpose: string | null
  lmp: string | null
  gestationalAge: string | null
  edd: string | null
  gravidity: number | null
  parity: number | null
  fetusCount: number | null
}

/** Who registers, and when. */
export interface Registrar {
  userId: number
  username: string
  /** The person's name for the exam and its history. */
  operator: string
  /** `yyyy-MM-dd HH:mm:ss`. */
  time: string
  now: Date
}

/**
 * Registers exams of one patient in one transaction — the one write path of the desk, typed or from HIS orders:
 * a request id already answered answers the same exams again (a retried save never registers twice); the patient is
 * found (RIS id, ID card, name + birth date + sex) or created; an order item a live exam already holds is a 409
 * naming that exam and its registrar (two registrars on one order: the first wins); the same modality and body part
 * already registered today is a 409 with `duplicates` unless `confirmDuplicate`. Each exam gets its number by the
 * configured format and a `create` entry in its history. Returns the new exams' ids.
 */
export function registerExams(db: Db, who: Registrar, input: {
  requestId: string
  patient: RegisterPatient
  exams: readonly NewExam[]
  confirmDuplicate: boolean
}): number[] {
  const today = who.time.slice(0, 10)
  const earlier = () => db.prepare('SELECT exam_ids FROM ris_registration_request WHERE user_id = ? AND request_id = ?')
    .get(who.userId, input.requestId) as { exam_ids: string } | undefined

  return db.transaction(() => {
    const again = earlier()
    if (again) return JSON.parse(again.exam_ids) as number[]
    const patient = findOrCreatePatient(db, input.patient, who.time)
    const age = ageFromBirth(patient.birthDate, today)
    if (!age) throw new HttpError(400, 'registration.birthFuture', { field: 'patient.birthDate' })

    for (const exam of input.exams) {
      if (!exam.order) continue
      const holder = db.prepare(`SELECT exam_no, registrar FROM ris_exam WHERE apply_form_item_id = ? AND status NOT IN ('7', '10')`)
        .get(exam.order.itemId) as { exam_no: string; registrar: string | null } | undefined
      if (holder) {
        throw new HttpError(409, 'registration.orderTaken', {
          params: { item: exam.examItem, examNo: holder.exam_no, registrar: holder.registrar ?? '' },
          body: { examNo: holder.exam_no },
        })
      }
    }
    if (!input.confirmDuplicate) {
      const same = db.prepare(`SELECT exam_no AS examNo, exam_item AS examItem, register_time AS registerTime, status
        FROM ris_exam WHERE patient_ref = ? AND modality = ? AND body_part = ? AND register_time >= ? AND register_time <= ?
          AND status NOT IN ('7', '10')`)
      const duplicates = input.exams.flatMap((exam) => same.all(patient.id, exam.modality, exam.bodyPart, `${today} 00:00:00`, `${today} 23:59:59`) as DuplicateExam[])
      if (duplicates.length) {
        throw new HttpError(409, 'registration.duplicate', { params: { examNos: duplicates.map((d) => d.examNo).join('、') }, body: { duplicates } })
      }
    }

    const insert = db.prepare(`INSERT INTO ris_exam (exam_no, patient_ref, age, age_unit, patient_type, outpatient_no, inpatient_no, ward, bed_no,
        apply_no, apply_form_id, apply_form_item_id, apply_hospital, apply_dept_name, apply_physician, modality, device_id, device_name,
        check_method, body_part, body_part_small, exam_item, clinical_diagnosis, history, purpose, urgency, status, register_time, registrar,
        lmp, gestational_age, edd, gravidity, parity, fetus_count, fee, create_by, update_by, create_time, update_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '0', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    const history = db.prepare(`INSERT INTO ris_exam_history (exam_id, action, from_status, to_status, operator, time) VALUES (?, 'create', '', '0', ?, ?)`)
    const ids: number[] = []
    let deskApplyNo: string | null = null
    for (const exam of input.exams) {
      const examNo = nextExamNo(db, exam.modality, who.now)
      deskApplyNo ??= `SG${examNo}`
      const id = Number(insert.run(examNo, patient.id, age.age, age.unit, exam.patientType, exam.outpatientNo, exam.inpatientNo, exam.ward,
        exam.bedNo, exam.order?.applyNo ?? deskApplyNo, exam.order?.formId ?? null, exam.order?.itemId ?? null, exam.applyHospital,
        exam.applyDeptName, exam.applyPhysician, exam.modality, exam.device?.id ?? null, exam.device?.name ?? null, exam.checkMethod,
        exam.bodyPart, exam.bodyPartSmall, exam.examItem, exam.clinicalDiagnosis, exam.history, exam.purpose, exam.urgency, who.time,
        who.operator, exam.lmp, exam.gestationalAge, exam.edd, exam.gravidity, exam.parity, exam.fetusCount, exam.fee, who.username,
        who.username, who.time, who.time).lastInsertRowid)
      history.run(id, who.operator, who.time)
      ids.push(id)
    }
    db.prepare('INSERT INTO ris_registration_request (request_id, user_id, exam_ids, time) VALUES (?, ?, ?, ?)')
      .run(input.requestId, who.userId, JSON.stringify(ids), who.time)
    return ids
  })()
}

/** The patient by RIS id, by ID card, by name + birth date + sex (his details brought up to date); otherwise a new one. */
function findOrCreatePatient(db: Db, given: RegisterPatient, time: string): { id: number; birthDate: string } {
  type Found = { id: number; birth_date: string; merged_into: number | null } | undefined
  if ('ref' in given) {
    const row = db.prepare('SELECT id, birth_date, merged_into FROM ris_patient WHERE id = ?').get(given.ref) as Found
    if (!row) throw new HttpError(400, 'common.recordNotFound', { field: 'patient', params: { id: given.ref } })
    const live = survivorOf(db, row)
    return { id: live.id, birthDate: live.birth_date }
  }
  // A merged record is found by its RIS id only (a number on an old slip): the registration lands on its survivor.
  const byId = given.patientId ? db.prepare('SELECT id, birth_date, merged_into FROM ris_patient WHERE patient_id = ?').get(given.patientId) as Found : undefined
  if (given.patientId && !byId) throw new HttpError(400, 'common.recordNotFound', { field: 'patient.patientId', params: { id: given.patientId } })
  const followed = byId !== undefined && byId.merged_into !== null
  let patient: Found = byId ? survivorOf(db, byId) : undefined
  patient ??= given.idCardNo ? db.prepare('SELECT id, birth_date, merged_into FROM ris_patient WHERE id_card_no = ? AND merged_into IS NULL ORDER BY id LIMIT 1')
    .get(given.idCardNo) as Found : undefined
  patient ??= db.prepare('SELECT id, birth_date, merged_into FROM ris_patient WHERE name = ? AND birth_date = ? AND gender = ? AND merged_into IS NULL ORDER BY id LIMIT 1')
    .get(given.name, given.birthDate, given.gender) as Found
  const pinyin = given.namePinyin || toPinyin(given.name)
  if (patient && followed) {
    // The name typed was the merged record's: the survivor keeps its own.
    db.prepare('UPDATE ris_patient SET phone = COALESCE(?, phone), id_card_no = COALESCE(?, id_card_no) WHERE id = ?').run(given.phone, given.idCardNo, patient.id)
    return { id: patient.id, birthDate: given.birthDate }
  }
  if (patient) {
    db.prepare('UPDATE ris_patient SET name_pinyin = ?, phone = COALESCE(?, phone), id_card_no = COALESCE(?, id_card_no) WHERE id = ?')
      .run(pinyin, given.phone, given.idCardNo, patient.id)
    return { id: patient.id, birthDate: given.birthDate }
  }
  const day = time.slice(0, 10).replaceAll('-', '')
  const seq = (db.prepare('SELECT COUNT(*) AS n FROM ris_patient').get() as { n: number }).n + 1
  let patientId = `P${day}${String(seq).padStart(5, '0')}`
  while (db.prepare('SELECT 1 FROM ris_patient WHERE patient_id = ?').get(patientId)) patientId += 'X'
  const id = Number(db.prepare(`INSERT INTO ris_patient (patient_id, name, name_pinyin, gender, birth_date, phone, id_card_no, create_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(patientId, given.name, pinyin, given.gender, given.birthDate, given.phone, given.idCardNo, time).lastInsertRowid)
  return { id, birthDate: given.birthDate }
}

/** The record a merged patient was merged into, following later merges; the record itself when it was never merged. */
function survivorOf(db: Db, row: { id: number; birth_date: string; merged_into: number | null }): { id: number; birth_date: string; merged_into: number | null } {
  let current = row
  // A merge's survivor is never merged into its own merged record (the server refuses it), so the chain ends; the bound
  // only guards against a hand-edited database.
  for (let hops = 0; current.merged_into !== null && hops < 32; hops++) {
    current = db.prepare('SELECT id, birth_date, merged_into FROM ris_patient WHERE id = ?').get(current.merged_into) as typeof current
  }
  return current
}
