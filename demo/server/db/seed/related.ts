import { ageFromBirth } from '../../../../src/core/registration/age'
import { fromLmp } from '../../../../src/core/registration/pregnancy'
import { nextExamNo } from '../../lib/examNo'
import { formatDateTime, MINUTE } from '../../lib/time'
import type { Db } from '../db'
import { FEMALE_GIVEN } from './names'
import { hashString, mulberry32 } from './prng'

/** A seeded patient with the exam a duplicate of her is registered like. */
interface Source {
  id: number
  name: string
  name_pinyin: string
  gender: string
  birth_date: string
  phone: string | null
  id_card_no: string | null
  exam_id: number
}

/** The columns of the exam a duplicate's exam copies (what was ordered, on which device). */
interface ExamModel {
  modality: string
  device_id: number | null
  device_name: string | null
  check_method: string | null
  body_part: string
  body_part_small: string | null
  exam_item: string
  clinical_diagnosis: string | null
  purpose: string | null
  fee: number | null
  lmp: string | null
}

/** How a patient came to be registered twice. */
type Story = 'emergency' | 'newCard' | 'typo' | 'noId'

/** Homophones of given-name characters (an input-method slip keeps the sound): 燕 → 艳, 丽 → 莉 … */
const HOMOPHONES: Record<string, string> = Object.fromEntries(
  FEMALE_GIVEN.flatMap(([char, sound]) => FEMALE_GIVEN.filter(([other, same]) => same === sound && other !== char).slice(0, 1).map(([other]) => [char, other])),
)

/**
 * Probable duplicate patients and linked exams for `registrations/related`: four women registered a second time — an
 * emergency registration without an ID card, a re-registration under a new HIS id with her ID card, a homophone slip in
 * the name with the same ID card, a clinic registration with neither ID nor HIS id — each with one or two exams of her
 * own today; and three link groups among the seeded exams (a scan and ECG ordered together, a prior CT and today's).
 * Deterministic: the patients are chosen by a seeded generator among the seeded ones, every time is an offset from `now`.
 */
export function seedRelated(db: Db, now: number): void {
  const rand = mulberry32(hashString('related:v1'))
  const registrar = (db.prepare("SELECT nick_name AS n FROM sys_user WHERE username = 'dengji'").get() as { n: string } | undefined)?.n ?? 'dengji'
  const today = formatDateTime(now).slice(0, 10)

  // Women with an ID card, each with a live exam of a modality the desk registers (not pathology), one per woman.
  const candidates = db.prepare(`SELECT p.id, p.name, p.name_pinyin, p.gender, p.birth_date, p.phone, p.id_card_no, MAX(e.id) AS exam_id
    FROM ris_patient p JOIN ris_exam e ON e.patient_ref = p.id
    WHERE p.gender = '女' AND p.id_card_no IS NOT NULL AND e.modality IN ('US', 'ECG', 'DR', 'CT', 'MR', 'MG') AND e.status NOT IN ('7', '9', '10')
    GROUP BY p.id ORDER BY p.id`).all() as Source[]
  const taken = new Set<number>()
  const choose = (accept: (p: Source, model: ExamModel) => boolean): [Source, ExamModel] => {
    for (let tries = 0; tries < 500; tries++) {
      const p = candidates[Math.floor(rand() * candidates.length)] as Source
      const model = modelOf(db, p.exam_id)
      if (!taken.has(p.id) && accept(p, model)) {
        taken.add(p.id)
        return [p, model]
      }
    }
    throw new Error('seedRelated: no seeded patient fits')
  }

  const patientInsert = db.prepare(`INSERT INTO ris_patient (patient_id, his_patient_id, name, name_pinyin, gender, birth_date, phone, id_card_no,
      create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const examInsert = db.prepare(`INSERT INTO ris_exam (exam_no, patient_ref, age, age_unit, patient_type, outpatient_no, apply_no, apply_hospital,
      apply_dept_name, apply_physician, modality, device_id, device_name, check_method, body_part, body_part_small, exam_item, clinical_diagnosis,
      purpose, urgency, status, register_time, check_in_time, registrar, lmp, gestational_age, edd, fee, create_by, update_by, create_time, update_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, '康宁市妇幼保健院', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'dengji', 'dengji', ?, ?)`)
  /** A phone number differing from `phone` in its last four digits (the patient gave another one). */
  const otherPhone = (phone: string | null): string => `${(phone ?? '13800000000').slice(0, 7)}${String(Math.floor(rand() * 10_000)).padStart(4, '0')}`

  const register = (patientRef: number, birth: string, model: ExamModel, story: Story, minutesAgo: number, checkedIn: boolean): void => {
    const at = now - minutesAgo * MINUTE
    const time = formatDateTime(at)
    const age = ageFromBirth(birth, today) ?? { age: 30, unit: 'Y' as const }
    const examNo = nextExamNo(db, model.modality, new Date(at))
    const pregnancy = model.lmp ? fromLmp(model.lmp, today) : null
    const emergency = story === 'emergency'
    const checkIn = checkedIn ? formatDateTime(at + 8 * MINUTE) : null
    examInsert.run(examNo, patientRef, age.age, age.unit, emergency ? '4' : '1',
      emergency ? null : `MZ${String(41_000_000 + patientRef * 11)}`, `SG${examNo}`, emergency ? '急诊科' : model.modality === 'ECG' ? '产科门诊' : '妇科门诊',
      emergency ? '邓宏伟' : '王敏', model.modality, model.device_id, model.device_name, model.check_method, model.body_part, model.body_part_small,
      model.exam_item, emergency ? '腹痛待查' : model.clinical_diagnosis, model.purpose, emergency ? '1' : '0', checkedIn ? '1' : '0', time,
      checkIn, registrar, pregnancy?.ok ? model.lmp : null, pregnancy?.ok ? pregnancy.value.text : null, pregnancy?.ok ? pregnancy.value.edd : null,
      model.fee, time, checkIn ?? time)
  }

  const ecg = modelOf(db, (db.prepare("SELECT id FROM ris_exam WHERE modality = 'ECG' ORDER BY device_id IS NULL, id LIMIT 1").get() as { id: number }).id)
  const stories: { story: Story; accept: (p: Source, m: ExamModel) => boolean; exams: number }[] = [
    // 急诊: brought in at night, registered by name and birth date without her ID card.
    { story: 'emergency', accept: (_p, m) => m.modality === 'US' && m.lmp !== null, exams: 1 },
    // A new HIS id (a new medical card): the same ID card, a new phone.
    { story: 'newCard', accept: (_p, m) => m.modality !== 'ECG', exams: 2 },
    // An input-method slip in the given name (the same sound), the same ID card.
    { story: 'typo', accept: (p) => HOMOPHONES[p.name.slice(-1)] !== undefined, exams: 1 },
    // A clinic registration with neither ID card nor HIS id: the same name, birth date and sex.
    { story: 'noId', accept: () => true, exams: 1 },
  ]
  stories.forEach(({ story, accept, exams }, n) => {
    const [source, model] = choose(accept)
    const name = story === 'typo' ? source.name.slice(0, -1) + (HOMOPHONES[source.name.slice(-1)] as string) : source.name
    const ref = Number(patientInsert.run(`PR${String(8_100_000 + (n + 1) * 37)}`, story === 'newCard' ? `H${String(700_000_000 + (n + 1) * 7919)}` : null,
      name, source.name_pinyin, source.gender, source.birth_date, otherPhone(source.phone),
      story === 'emergency' || story === 'noId' ? null : source.id_card_no, formatDateTime(now - (story === 'emergency' ? 112 : 72 - n * 15) * MINUTE)).lastInsertRowid)
    for (let i = 0; i < exams; i++) {
      // The second exam of a visit: an ECG beside the scan, ordered together.
      const exam = i === 0 ? model : { ...ecg, clinical_diagnosis: model.clinical_diagnosis, lmp: model.lmp }
      register(ref, source.birth_date, exam, story, story === 'emergency' ? 110 : 70 - n * 15 - i * 3, i === 0 && rand() < 0.6)
    }
  })

  seedLinkGroups(db, now, registrar)
}

/** The ordered columns of a seeded exam, to register a duplicate's exam like it. */
function modelOf(db: Db, examId: number): ExamModel {
  return db.prepare(`SELECT modality, device_id, device_name, check_method, body_part, body_part_small, exam_item, clinical_diagnosis, purpose,
    fee, lmp FROM ris_exam WHERE id = ?`).get(examId) as ExamModel
}

/**
 * Three link groups: two antenatal visits whose scan and ECG were ordered on one form, and the CT phantom's patient (a
 * prior chest CT and today's, read together for comparison).
 */
function seedLinkGroups(db: Db, now: number, operator: string): void {
  const forms = db.prepare(`SELECT e.apply_form_id AS form, GROUP_CONCAT(e.id) AS ids, MAX(e.register_time) AS last FROM ris_exam e
    WHERE e.apply_form_id IS NOT NULL AND e.status IN ('2', '3', '4', '5', '6')
    GROUP BY e.apply_form_id HAVING COUNT(*) >= 2 AND COUNT(DISTINCT e.patient_ref) = 1 AND SUM(e.modality = 'ECG') >= 1 AND SUM(e.modality = 'US') >= 1
    ORDER BY e.apply_form_id LIMIT 2`).all() as { form: number; ids: string; last: string }[]
  const ct = db.prepare(`SELECT GROUP_CONCAT(id) AS ids, MAX(register_time) AS last FROM (SELECT e.id, e.register_time FROM ris_exam e
      WHERE e.modality = 'CT' AND e.status IN ('2', '3', '4', '5', '6') AND e.patient_ref = (SELECT patient_ref FROM ris_exam WHERE modality = 'CT'
        AND status IN ('2', '3', '4', '5', '6') GROUP BY patient_ref HAVING COUNT(*) >= 2 ORDER BY patient_ref LIMIT 1) ORDER BY e.id)`)
    .get() as { ids: string | null; last: string | null }
  const groups: { ids: number[]; last: string; reason: string }[] = [
    ...forms.map((f) => ({ ids: f.ids.split(',').map(Number).sort((a, b) => a - b), last: f.last, reason: '同次就诊，超声与心电图一并阅读' })),
    ...(ct.ids && ct.last ? [{ ids: ct.ids.split(',').map(Number), last: ct.last, reason: '随访对比，与既往胸部 CT 一并阅读' }] : []),
  ]
  const link = db.prepare('INSERT INTO ris_exam_link (exam_id, group_no, linked_by, linked_at) VALUES (?, ?, ?, ?)')
  const log = db.prepare(`INSERT INTO ris_exam_link_log (group_no, action, exam_ids, reason, operator, time) VALUES (?, 'link', ?, ?, ?, ?)`)
  const status = db.prepare('SELECT status FROM ris_exam WHERE id = ?')
  const history = db.prepare(`INSERT INTO ris_exam_history (exam_id, action, from_status, to_status, operator, time, reason)
    VALUES (?, 'link', ?, ?, ?, ?, ?)`)
  const seq = new Map<string, number>()
  for (const group of groups) {
    // Linked a little after the last exam of the group was registered, never later than now.
    const [y, mo, d, h, mi] = group.last.split(/[- :]/).map(Number) as [number, number, number, number, number]
    const at = Math.min(now - MINUTE, new Date(y, mo - 1, d, h, mi).getTime() + 20 * MINUTE)
    const time = formatDateTime(at)
    const day = time.slice(0, 10).replaceAll('-', '')
    const n = (seq.get(day) ?? 0) + 1
    seq.set(day, n)
    const groupNo = `GL${day}${String(n).padStart(3, '0')}`
    log.run(groupNo, JSON.stringify(group.ids), group.reason, operator, time)
    for (const id of group.ids) {
      link.run(id, groupNo, operator, time)
      const { status: s } = status.get(id) as { status: string }
      history.run(id, s, s, operator, time, `关联组 ${groupNo}：${group.reason}`)
    }
  }
}
