import { residentIdCheck } from '../../../../src/core/registration/residentId'
import { formatDateTime, HOUR, MINUTE } from '../../lib/time'
import type { Db } from '../db'
import { makeName } from './names'
import { hashString, mulberry32 } from './prng'
import { APPLY_DEPTS, EXAM_KINDS, WARDS, type ExamKind } from './templates'

const DAY = 24 * HOUR

/** What the HIS orders together, by the kind of visit: an antenatal visit, a gynaecology clinic, a ward round… */
const VISITS: { kinds: string[]; weight: number; patient: 'pregnant' | 'woman' | 'newborn'; dept: string[]; ga?: [number, number] }[] = [
  { kinds: ['us-ob-early'], weight: 4, patient: 'pregnant', dept: ['产科门诊', '生殖医学中心'], ga: [45, 70] },
  { kinds: ['us-ob-nt'], weight: 4, patient: 'pregnant', dept: ['产科门诊'], ga: [78, 95] },
  { kinds: ['us-ob-mid', 'ecg'], weight: 4, patient: 'pregnant', dept: ['产科门诊'], ga: [145, 165] },
  { kinds: ['us-ob-late'], weight: 5, patient: 'pregnant', dept: ['产科门诊', '产科一病区', '产科二病区'], ga: [200, 275] },
  { kinds: ['us-ob-late', 'ecg'], weight: 2, patient: 'pregnant', dept: ['产科一病区', '产科二病区'], ga: [250, 280] },
  { kinds: ['mr-fetal'], weight: 1, patient: 'pregnant', dept: ['产科门诊'], ga: [170, 230] },
  { kinds: ['us-gyn'], weight: 4, patient: 'woman', dept: ['妇科门诊', '生殖医学中心'] },
  { kinds: ['us-breast', 'mg-breast'], weight: 2, patient: 'woman', dept: ['乳腺科'] },
  { kinds: ['us-thyroid'], weight: 1, patient: 'woman', dept: ['妇科门诊'] },
  { kinds: ['ct-chest'], weight: 2, patient: 'woman', dept: ['妇科病区'] },
  { kinds: ['mr-pelvis', 'ct-chest'], weight: 1, patient: 'woman', dept: ['妇科病区'] },
  { kinds: ['es-colposcopy'], weight: 1, patient: 'woman', dept: ['妇科门诊'] },
  { kinds: ['us-neonate-head', 'dr-neonate'], weight: 1, patient: 'newborn', dept: ['新生儿科'] },
]

/** How many orders the HIS holds that the desk has not registered yet. */
export const PENDING_ORDERS = 42

/**
 * HIS orders (electronic application forms) not yet registered: what the registration desk's HIS views look up by
 * the patient's card, outpatient or inpatient number. Most were written today, some in the last days (a patient who
 * did not come yet); an antenatal visit orders its scan and ECG together. Each item names its body part and method in
 * the reference tables. Orders the seeded exams came from get their items linked the same way.
 */
export function seedHisOrders(db: Db, now: number): void {
  const rand = mulberry32(hashString('his-orders:v1'))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T
  const today = new Date(now)
  today.setHours(0, 0, 0, 0)
  const day0 = today.getTime()
  const ymd = (t: number): string => formatDateTime(t).slice(0, 10)
  const kinds = new Map(EXAM_KINDS.map((k) => [k.key, k]))
  const modalityId = new Map((db.prepare('SELECT id, code FROM ris_modality').all() as { id: number; code: string }[]).map((m) => [m.code, m.id]))
  const partOf = db.prepare('SELECT id, fee FROM ris_body_part WHERE modality_id = ? AND name = ?')
  const smallOf = db.prepare('SELECT id FROM ris_body_part_small WHERE body_part_id = ? AND name = ?')
  const methodOf = db.prepare('SELECT id, fee_extra AS extra FROM ris_check_method WHERE modality_id = ? AND name = ?')

  // Items of the orders the seeded exams were registered from: their body part in the reference table.
  db.prepare(`UPDATE ris_apply_form_item SET body_part_id = (SELECT b.id FROM ris_body_part b JOIN ris_modality m ON m.id = b.modality_id
    WHERE m.code = ris_apply_form_item.modality AND b.name = ris_apply_form_item.body_part)`).run()

  // The seeded exams hold the order items they registered (each exam's item was written just before it; a voided or
  // cancelled exam's item is free to register again).
  const used = new Set<number>()
  const itemOf = db.prepare('SELECT id FROM ris_apply_form_item WHERE form_id = ? AND exam_item = ? ORDER BY id')
  const link = db.prepare('UPDATE ris_exam SET apply_form_item_id = ? WHERE id = ?')
  for (const exam of db.prepare('SELECT id, apply_form_id, exam_item, status FROM ris_exam WHERE apply_form_id IS NOT NULL ORDER BY id').all() as
    { id: number; apply_form_id: number; exam_item: string; status: string }[]) {
    const item = (itemOf.all(exam.apply_form_id, exam.exam_item) as { id: number }[]).find((i) => !used.has(i.id))
    if (!item) continue
    used.add(item.id)
    if (exam.status !== '7' && exam.status !== '10') link.run(item.id, exam.id)
  }

  const patientInsert = db.prepare(`INSERT INTO ris_patient (patient_id, his_patient_id, name, name_pinyin, gender, birth_date, phone,
      id_card_no, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const formInsert = db.prepare(`INSERT INTO ris_apply_form (apply_no, apply_time, apply_hospital, apply_dept_name, apply_physician,
      patient_ref, age, age_unit, patient_type, clinical_diagnosis, history, purpose, card_no, outpatient_no, inpatient_no, ward, bed_no,
      urgency, lmp, gravidity, parity) VALUES (?, ?, '康宁市妇幼保健院', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const itemInsert = db.prepare(`INSERT INTO ris_apply_form_item (form_id, exam_item, modality, body_part, fee, body_part_id,
      body_part_small_id, check_method_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
  const total = VISITS.reduce((s, v) => s + v.weight, 0)
  const lastForm = (db.prepare('SELECT COALESCE(MAX(id), 0) AS n FROM ris_apply_form').get() as { n: number }).n

  for (let n = 1; n <= PENDING_ORDERS; n++) {
    let r = rand() * total
    const visit = VISITS.find((v) => (r -= v.weight) < 0) ?? (VISITS[0] as (typeof VISITS)[number])
    // Today mostly (from the morning until now), otherwise one to five days ago.
    const daysAgo = rand() < 0.7 ? 0 : 1 + Math.floor(rand() * 5)
    const at = daysAgo === 0
      ? Math.min(now - 5 * MINUTE, day0 + 7 * HOUR + Math.floor(rand() * 9 * HOUR))
      : day0 - daysAgo * DAY + 8 * HOUR + Math.floor(rand() * 8 * HOUR)
    const female = visit.patient !== 'newborn' || rand() < 0.5
    const [name, pinyin] = makeName(rand, female)
    const years = visit.patient === 'pregnant' ? 22 + rand() * 18 : visit.patient === 'woman' ? 24 + rand() * 40 : (1 + rand() * 20) / 365
    const birth = at - Math.floor(years * 365.25) * DAY
    const birthText = ymd(birth)
    const first17 = `330106${birthText.replaceAll('-', '')}${String(500 + n).slice(-3)}`
    const idCard = visit.patient === 'newborn' ? null : first17 + residentIdCheck(first17)
    const patientRef = Number(patientInsert.run(`PH${String(7_000_000 + n * 31)}`, `H${String(300_000_000 + n * 7919)}`, name, pinyin,
      female ? '女' : '男', birthText, `13${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`, idCard, formatDateTime(at)).lastInsertRowid)

    const dept = pick(visit.dept)
    const inpatient = dept in WARDS
    const ageDays = Math.floor((at - birth) / DAY)
    const [age, unit] = ageDays >= 365 * 3 ? [Math.floor(ageDays / 365.25), 'Y'] : ageDays >= 60 ? [Math.floor(ageDays / 30.44), 'M'] : [ageDays, 'D']
    const gaDays = visit.ga ? visit.ga[0] + Math.floor(rand() * (visit.ga[1] - visit.ga[0])) : null
    const lmp = gaDays === null ? null : ymd(day0 - daysAgo * DAY - gaDays * DAY)
    const gravidity = gaDays === null ? null : 1 + Math.floor(rand() * 3)
    const parity = gravidity === null ? null : Math.floor(rand() * gravidity)
    const first = kinds.get(visit.kinds[0] as string) as ExamKind
    const formId = Number(formInsert.run(`SQ${ymd(at).replaceAll('-', '')}${String(lastForm + n).padStart(5, '0')}`, formatDateTime(at), dept,
      pick(APPLY_DEPTS[dept] ?? ['值班医生']), patientRef, age, unit, inpatient ? '2' : '1', pick(first.clinical),
      gaDays === null ? null : `G${gravidity}P${parity}，停经 ${Math.floor(gaDays / 7)}+${gaDays % 7} 周`, first.purpose,
      `KN${String(6_100_000_000 + n * 104_729).slice(0, 10)}`, inpatient ? null : `MZ${String(40_000_000 + n * 17)}`,
      inpatient ? `ZY${String(2_600_000 + n)}` : null, inpatient ? WARDS[dept] ?? null : null, inpatient ? `${1 + Math.floor(rand() * 40)}床` : null,
      rand() < 0.1 ? '1' : '0', lmp, gravidity, parity).lastInsertRowid)
    for (const key of visit.kinds) {
      const k = kinds.get(key) as ExamKind
      const mid = modalityId.get(k.modality)
      const part = mid === undefined ? undefined : partOf.get(mid, k.bodyPart) as { id: number; fee: number } | undefined
      const method = mid === undefined ? undefined : methodOf.get(mid, k.checkMethod) as { id: number; extra: number } | undefined
      const small = part && k.bodyPartSmall ? smallOf.get(part.id, k.bodyPartSmall) as { id: number } | undefined : undefined
      itemInsert.run(formId, k.examItem, k.modality, k.bodyPart, (part?.fee ?? 100) + (method?.extra ?? 0), part?.id ?? null, small?.id ?? null,
        method?.id ?? null)
    }
  }
}
