/**
 * About 400 exams of the last 30 days (a good share registered today), their patients, HIS application forms,
 * reports (with revision history, addenda, rejections, critical-value notices, ICD codes) and image studies.
 * Deterministic for a given seed moment: every random choice comes from mulberry32, every time is an offset
 * from `now`, and a status is only given when all its times lie in the past.
 */
import { residentIdCheck } from '../../../../src/core/registration/residentId'
import { sanitizeReportHtml } from '../../lib/sanitize'
import { formatDateTime, HOUR, MINUTE } from '../../lib/time'
import type { Db } from '../db'
import { makeName } from './names'
import { gaShort, obstetricReport } from './obstetric'
import { insertStudy, phantomSeries, regularStudy, SAMPLE_STUDIES, assetSeries, type StudyPlan } from './pacs'
import { hashString, mulberry32 } from './prng'
import {
  APPLY_DEPTS, EXAM_KINDS, fillTemplate, REPORT_TITLES, WARDS, type ExamKind, type FindingTemplate, type PatientKind,
} from './templates'

const DAY = 24 * HOUR

type Status = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7'
type Variant = 'normal' | 'abnormal' | 'critical'

interface Patient {
  ref: number
  patientId: string
  hisId: string | null
  name: string
  pinyin: string
  gender: '男' | '女'
  birth: number
  phone: string | null
  idCard: string | null
  /** Last menstrual period (pregnant patients). */
  lmp?: number
}

/** One exam to seed, before its times and status are settled. */
interface Spec {
  kind: ExamKind
  patient: Patient
  at: number
  dept: string
  physician: string
  variant: Variant
  /** Index into the kind's normal/abnormal/critical list. */
  template?: number
  status?: Status
  draft?: boolean
  sample?: StudyPlan
  phantomOwner?: boolean
  study?: StudyPlan
  /** Exams ordered together share one HIS application form. */
  formKey?: string
  rejectLoop?: boolean
  addendum?: boolean
  /** Added after the others with draws of its own (the physical-exam batch): it never moves what they drew. */
  late?: boolean
  /** The share of the usual step durations this exam's journey takes (below 1 shortly after midnight: see `recent`). */
  pace?: number
}

const REJECT_REASONS = [
  '诊断意见与检查所见不一致，请核对后修改', '未描述胎盘位置及成熟度，请补充', '测量数据不完整，请补充', '检查部位描述不全，请补充',
  '报告侧别有误，请核对', '诊断用语不规范，请按模板书写', '未与前次检查对比，请补充对比意见',
]
const VOID_REASONS = ['患者信息登记错误，重新登记', '患者取消检查', '重复登记', '检查项目变更']
const ADDENDA: [text: string, reason: string][] = [
  ['<p>补充意见：经与临床沟通，患者既往有剖宫产手术史，相关所见符合术后改变。</p>', '临床补充病史'],
  ['<p>更正说明：报告所见第二段“左侧”应为“右侧”，诊断意见不变。</p>', '侧别更正'],
  ['<p>随访补充：本例已行病理检查，结果与本报告诊断相符。</p>', '随访结果'],
  ['<p>补充：经科室集体读片讨论，维持原诊断意见。</p>', '集体读片'],
  ['<p>补充测量：相关径线复测结果与原报告一致，误差在允许范围内。</p>', '补充测量数据'],
]
const RECEIVERS = ['值班护士 王芳', '值班医生 刘洋', '护士长 陈霞', '主管医生', '值班护士 李婷']
const TECHNICIANS: Record<string, string[]> = {
  CT: ['张强', '李明辉'], MR: ['王磊', '李明辉'], DR: ['张强', '王磊'], MG: ['何丽'], ECG: ['周倩'], ES: ['何娟'], PIS: ['马俊'],
}
const REPORTERS: Record<string, string> = {
  CT: 'fangshe', MR: 'fangshe', DR: 'fangshe', MG: 'fangshe', US: 'chaosheng', ECG: 'xindian', ES: 'neijing', PIS: 'bingli',
}
const EXAM_PREFIX: Record<string, string> = { CT: 'CT', MR: 'MR', DR: 'DR', MG: 'MG', US: 'US', ECG: 'ECG', ES: 'ES', PIS: 'BL' }
const FEES: Record<string, number> = { CT: 320, MR: 680, DR: 80, MG: 220, US: 160, ECG: 25, ES: 460, PIS: 180 }

/** Figures of what was seeded, for the report and tests. */
export interface ExamSeedSummary {
  exams: number
  byModality: Record<string, number>
  byStatus: Record<string, number>
  phantomExamId: number | null
  sampleExamIds: number[]
}

/** Last seed's figures (set by {@link seedExams}). */
export let lastExamSeed: ExamSeedSummary | null = null

/** Local midnight of the day of `ms`. */
function dayStart(ms: number): number {
  const d = new Date(ms)
  d.setHours(0, 0, 0, 0)
  return d.getTime()
}

function ymd(ms: number): string {
  return formatDateTime(ms).slice(0, 10)
}

/** Age at `at` of someone born at `birth`, with eladmin's units. */
function ageOf(birth: number, at: number): { age: number; unit: 'Y' | 'M' | 'W' | 'D' } {
  const b = new Date(birth)
  const a = new Date(at)
  let years = a.getFullYear() - b.getFullYear()
  if (a.getMonth() < b.getMonth() || (a.getMonth() === b.getMonth() && a.getDate() < b.getDate())) years--
  if (years >= 1) return { age: years, unit: 'Y' }
  const days = Math.max(0, Math.floor((at - birth) / DAY))
  if (days >= 30) return { age: Math.floor(days / 30.44), unit: 'M' }
  return { age: Math.max(1, days), unit: 'D' }
}

/**
 * Seeds the exams relative to `now` (epoch ms). Needs the organisation (physician names) and the ICD list.
 */
export function seedExams(db: Db, now: number): ExamSeedSummary {
  // One sequence for the exams of the journeys; a later addition draws from its own (`drawFrom`), so the exams seeded
  // before keep their names, times and statuses.
  let draw = mulberry32(hashString('exams:v1'))
  const rand = (): number => draw()
  const drawFrom = (key: string): void => {
    draw = mulberry32(hashString(key))
  }
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T
  const between = (lo: number, hi: number): number => lo + rand() * (hi - lo)
  const today = dayStart(now)
  const users = new Map((db.prepare('SELECT id, username, nick_name AS nick FROM sys_user').all() as
    { id: number; username: string; nick: string }[]).map((u) => [u.username, u]))
  const nick = (username: string): string => users.get(username)?.nick ?? username
  const userId = (username: string): number | null => users.get(username)?.id ?? null
  const kindByKey = new Map(EXAM_KINDS.map((k) => [k.key, k]))
  const kind = (key: string): ExamKind => {
    const k = kindByKey.get(key)
    if (!k) throw new Error(`unknown exam kind ${key}`)
    return k
  }

  /** A time on the day `daysAgo` before today: working hours, and never after `now`. */
  const timeOn = (daysAgo: number, anyHour = false): number => {
    if (daysAgo <= 0) {
      let lo = today + 7.5 * HOUR
      if (lo > now - 10 * MINUTE) lo = today
      const hi = Math.max(lo, now - 2 * MINUTE)
      return Math.floor(between(lo, hi))
    }
    const day = today - daysAgo * DAY
    return Math.floor(anyHour ? day + between(0, 23.5 * HOUR) : day + between(7.5 * HOUR, 17.5 * HOUR))
  }
  const randomDaysAgo = (): number => (rand() < 0.3 ? 0 : 1 + Math.floor(rand() * 29))
  /**
   * A time `hoursAgo` before now that still lies today, with the pace its journey must keep to reach its status by now:
   * exams a group needs today (the physical-exam batch, today's phantom CT) start `hoursAgo` back, out of at most
   * `span` hours; shortly after midnight the group and the steps after it shrink into the minutes since (a server
   * started at 00:10 has them too).
   */
  const recent = (hoursAgo: number, span: number): { at: number; pace: number } => {
    const pace = Math.min(1, Math.max(0, now - today - 2 * MINUTE) / (span * HOUR))
    return { at: Math.floor(now - hoursAgo * HOUR * pace), pace }
  }

  // ------------------------------------------------------------------------------------------------ patients
  const patients: Patient[] = []
  const newPatient = (who: PatientKind, at: number): Patient => {
    const female = who === 'pregnant' || who === 'woman' ? true : who === 'adult' ? false : rand() < 0.5
    const [name, pinyin] = makeName(rand, female)
    const years = who === 'pregnant' ? between(22, 41) : who === 'woman' ? between(19, 66) : who === 'child' ? between(0.5, 7)
      : who === 'newborn' ? between(1, 27) / 365 : between(25, 50)
    const birth = dayStart(at - years * 365.25 * DAY)
    const n = patients.length + 1
    const birthText = ymd(birth).replaceAll('-', '')
    const first17 = `330106${birthText}${String(100 + (n % 900)).slice(-3)}`
    const p: Patient = {
      ref: n,
      patientId: `P${String(20250000 + n * 7).padStart(8, '0')}`,
      hisId: rand() < 0.8 ? `H${String(100000000 + Math.floor(rand() * 899999999))}` : null,
      name, pinyin, gender: female ? '女' : '男', birth,
      phone: who === 'newborn' || who === 'child' ? `139${String(Math.floor(rand() * 1e8)).padStart(8, '0')}` : `13${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`,
      idCard: who === 'newborn' ? null : first17 + residentIdCheck(first17),
    }
    patients.push(p)
    return p
  }

  const specs: Spec[] = []
  const deptOf = (k: ExamKind): [string, string] => {
    const dept = pick(k.depts)
    return [dept, pick(APPLY_DEPTS[dept] ?? ['值班医生'])]
  }
  const add = (k: ExamKind, patient: Patient, at: number, extra: Partial<Spec> = {}): Spec => {
    const [dept, physician] = deptOf(k)
    const variant: Variant = k.normal.length === 0 && !k.obstetric ? 'abnormal'
      : rand() < 0.55 || (k.abnormal.length === 0 && !k.obstetric) ? 'normal' : 'abnormal'
    // Exams ordered together follow each other by minutes; none may lie in the future.
    const spec: Spec = { kind: k, patient, at: Math.min(at, now - MINUTE), dept, physician, variant, ...extra }
    specs.push(spec)
    return spec
  }
  const pregnantAt = (at: number, gaDays: number): Patient => {
    const p = newPatient('pregnant', at)
    p.lmp = dayStart(at) - gaDays * DAY
    return p
  }

  // ------------------------------------------------------------------------------------------------ journeys
  // Early pregnancy, then the NT scan four weeks later.
  for (let i = 0; i < 8; i++) {
    const first = 26 + Math.floor(rand() * 4)
    const at = timeOn(first)
    const p = pregnantAt(at, 50 + Math.floor(rand() * 8))
    add(kind('us-ob-early'), p, at, { variant: rand() < 0.25 ? 'abnormal' : 'normal' })
    add(kind('us-ob-nt'), p, timeOn(first - 28), { variant: 'normal', formKey: `nt-${i}` })
  }
  // Growth scans every two weeks in late pregnancy, with an ECG at the last visit.
  for (let i = 0; i < 10; i++) {
    const at = timeOn(28)
    const p = pregnantAt(at, 210 + Math.floor(rand() * 28))
    add(kind('us-ob-late'), p, at, { variant: 'normal' })
    add(kind('us-ob-late'), p, timeOn(14), { variant: 'normal' })
    const lastDay = rand() < 0.5 ? 0 : 1
    const last = timeOn(lastDay)
    const form = `growth-${i}`
    add(kind('us-ob-late'), p, last, { variant: rand() < 0.4 ? 'abnormal' : 'normal', formKey: form })
    add(kind('ecg'), p, last + 5 * MINUTE, { variant: 'normal', formKey: form })
  }
  // Mid-pregnancy system scan with ECG and thyroid ultrasound ordered together.
  for (let i = 0; i < 8; i++) {
    const at = timeOn(randomDaysAgo())
    const p = pregnantAt(at, 140 + Math.floor(rand() * 28))
    const form = `mid-${i}`
    add(kind('us-ob-mid'), p, at, { formKey: form })
    add(kind('ecg'), p, at + 2 * MINUTE, { formKey: form })
    add(kind('us-thyroid'), p, at + 4 * MINUTE, { formKey: form })
  }
  // Endometrial polyp: ultrasound, hysteroscopy, pathology.
  for (let i = 0; i < 4; i++) {
    const d = 12 + Math.floor(rand() * 16)
    const p = newPatient('woman', timeOn(d))
    add(kind('us-gyn'), p, timeOn(d), { variant: 'abnormal', template: 2 })
    const es = d - 3 - Math.floor(rand() * 5)
    add(kind('es-hysteroscopy'), p, timeOn(es), { variant: 'abnormal', template: 0, formKey: `polyp-${i}` })
    add(kind('pis-endometrium'), p, timeOn(es) + 40 * MINUTE, { variant: 'abnormal', template: 0, formKey: `polyp-${i}` })
  }
  // Breast lump: ultrasound, mammography, core biopsy.
  for (let i = 0; i < 3; i++) {
    const d = 10 + Math.floor(rand() * 18)
    const p = newPatient('woman', timeOn(d))
    add(kind('us-breast'), p, timeOn(d), { variant: 'abnormal', template: 1 })
    add(kind('mg-breast'), p, timeOn(d - 1), { variant: 'abnormal', template: 1 })
    add(kind('pis-breast'), p, timeOn(d - 5), { variant: 'abnormal', template: 0 })
  }
  // Colposcopy with biopsy.
  for (let i = 0; i < 3; i++) {
    const d = 3 + Math.floor(rand() * 20)
    const p = newPatient('woman', timeOn(d))
    const form = `colpo-${i}`
    add(kind('es-colposcopy'), p, timeOn(d), { variant: 'abnormal', template: 0, formKey: form })
    add(kind('pis-cervix'), p, timeOn(d) + 30 * MINUTE, { variant: 'abnormal', template: 0, formKey: form })
  }
  // The CT phantom's patient: a prior chest CT three weeks ago and today's, which owns the generated series.
  {
    const p = newPatient('woman', timeOn(20))
    add(kind('ct-chest'), p, timeOn(20), {
      variant: 'abnormal', template: 0, status: '5',
      study: { description: 'CT 胸部平扫（既往）', series: [assetSeries(['CT1_UNC_explicit_little_endian.dcm'], 'CT', '胸部 5 mm')] },
    })
    const { at, pace } = recent(between(1.5, 3), 3.5)
    add(kind('ct-chest'), p, at, {
      variant: 'abnormal', template: 0, status: '2', phantomOwner: true, pace,
      study: { description: 'CT 胸部平扫（合成体模 200 层）', series: [phantomSeries()], generator: 'ct-phantom' },
    })
  }
  // Critical values: today (two of them not yet notified) and over the month.
  const CRITICAL_PLAN: [key: string, template: number, daysAgo: number, status: Status, draft?: boolean][] = [
    ['us-ob-late', 0, 0, '3'], ['ecg', 0, 0, '2', true], ['us-ob-early', 0, 0, '3'], ['dr-chest', 0, 0, '2', true],
    ['us-ob-late', 1, 3, '5'], ['us-ob-late', 2, 7, '4'], ['ct-chest', 0, 12, '5'], ['ct-head', 0, 18, '5'], ['ecg', 1, 24, '4'],
  ]
  for (const [key, template, daysAgo, status, draft] of CRITICAL_PLAN) {
    const k = kind(key)
    // Today's are an hour or two old, so that their report exists whatever the time of day.
    // (Shortly after midnight they are yesterday's: the open ones stay past their notification limit.)
    const at = daysAgo === 0 ? Math.floor(now - between(1.5, 2.5) * HOUR) : timeOn(daysAgo, true)
    const p = k.obstetric ? pregnantAt(at, k.obstetric === 'early' ? 49 + Math.floor(rand() * 14) : 224 + Math.floor(rand() * 42))
      : newPatient(k.patient, at)
    const s = add(k, p, at, { variant: 'critical', template, status, ...(draft ? { draft: true } : {}) })
    s.dept = k.depts.includes('急诊科') && rand() < 0.5 ? '急诊科' : s.dept
    s.physician = pick(APPLY_DEPTS[s.dept] ?? ['值班医生'])
  }
  // One sample exam per sample file, registered in the last three days and examined.
  SAMPLE_STUDIES.forEach((sample, i) => {
    const k = kind(sample.kind)
    const at = Math.floor(now - between(2, 70) * HOUR)
    const p = k.obstetric ? pregnantAt(at, k.obstetric === 'mid' ? 150 : 240) : newPatient(k.patient, at)
    add(k, p, at, {
      variant: 'normal', status: i % 5 === 4 ? '4' : '2', sample: { description: sample.description, series: sample.series() },
    })
  })
  // Everyone else: single exams by the kinds' weights.
  const totalWeight = EXAM_KINDS.reduce((s, k) => s + k.weight, 0)
  while (specs.length < 400) {
    let r = rand() * totalWeight
    const k = EXAM_KINDS.find((x) => (r -= x.weight) < 0) ?? (EXAM_KINDS[0] as ExamKind)
    const daysAgo = randomDaysAgo()
    const at = timeOn(daysAgo, rand() < 0.08)
    const ga = k.obstetric === 'early' ? 42 + Math.floor(rand() * 28) : k.obstetric === 'nt' ? 77 + Math.floor(rand() * 20)
      : k.obstetric === 'mid' ? 140 + Math.floor(rand() * 28) : 196 + Math.floor(rand() * 84)
    const p = k.patient === 'pregnant' ? pregnantAt(at, ga) : newPatient(k.patient, at)
    add(k, p, at)
  }
  // Physical-examination ultrasound (体检中心, patient type 3) examined two to three hours ago, no report yet: the batch of normal
  // reports in ultrasonic/indexPE (issue 13). Two thyroid exams share one exam item (its template is chosen once).
  const journeys = draw
  drawFrom('exams:pe:v1')
  for (const [key, hoursAgo] of [['us-thyroid', 3], ['us-breast', 2.8], ['us-abdomen', 2.6], ['us-thyroid', 2.4]] as const) {
    const k = kind(key)
    const { at, pace } = recent(hoursAgo, 3)
    add(k, newPatient(k.patient, at), at, {
      variant: 'normal', status: '2', draft: false, dept: '体检中心', physician: pick(APPLY_DEPTS['体检中心'] ?? ['值班医生']), late: true, pace,
    })
  }
  draw = journeys

  // ------------------------------------------------------------------------------------------------ settle
  // In time order, the late additions after the rest (their rows draw last).
  specs.sort((a, b) => Number(a.late ?? false) - Number(b.late ?? false) || a.at - b.at)
  // A few rejected reports, reject-and-resubmit loops and addenda among the older exams.
  const older = specs.filter((s) => !s.status && !s.sample && s.at < today - DAY)
  older.filter((_, i) => i % 23 === 5).forEach((s) => {
    s.status = '6'
  })
  older.filter((_, i) => i % 9 === 2).forEach((s) => {
    s.rejectLoop = true
  })
  older.filter((_, i) => i % 29 === 11).forEach((s) => {
    s.status = s.status ?? (rand() < 0.5 ? '4' : '5')
    s.addendum = true
  })

  const exam = db.prepare(`INSERT INTO ris_exam (id, exam_no, patient_ref, age, age_unit, patient_type, outpatient_no, inpatient_no, ward,
      bed_no, apply_no, apply_form_id, apply_hospital, apply_dept_name, apply_physician, modality, device_name, check_method, body_part,
      body_part_small, exam_item, clinical_diagnosis, history, purpose, urgency, status, register_time, check_in_time, exam_time,
      report_time, audit_time, print_time, registrar, technician, lmp, gestational_age, create_by, update_by, create_time, update_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const patientInsert = db.prepare(`INSERT INTO ris_patient (id, patient_id, his_patient_id, name, name_pinyin, gender, birth_date, phone,
      id_card_no) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const formInsert = db.prepare(`INSERT INTO ris_apply_form (id, apply_no, apply_time, apply_hospital, apply_dept_name, apply_physician,
      patient_ref, age, age_unit, patient_type, clinical_diagnosis, history, purpose) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const itemInsert = db.prepare('INSERT INTO ris_apply_form_item (form_id, exam_item, modality, body_part, fee) VALUES (?, ?, ?, ?, ?)')
  const reportInsert = db.prepare(`INSERT INTO ris_report (id, exam_id, state, title, findings, impression, recommendation, positive,
      critical, report_user_id, report_physician, report_time, audit_user_id, audit_physician, audit_time, reject_reason, void_reason,
      print_count, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const historyInsert = db.prepare(`INSERT INTO ris_report_history (report_id, exam_id, version, action, operator, time, findings,
      impression, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const criticalInsert = db.prepare(`INSERT INTO ris_report_critical (report_id, finding, notified_at, notified_by, receiver,
      receiver_dept, receiver_phone, read_back) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
  const addendumInsert = db.prepare('INSERT INTO ris_report_addendum (report_id, text, physician, time, reason) VALUES (?, ?, ?, ?, ?)')
  const icdInsert = db.prepare('INSERT OR IGNORE INTO ris_report_icd (report_id, code, sort) VALUES (?, ?, ?)')
  const studyImages = db.prepare('SELECT id FROM pacs_image WHERE study_id = ? ORDER BY id LIMIT 40')
  const keyImageInsert = db.prepare(`INSERT OR IGNORE INTO ris_key_image (exam_id, image_id, frame, note, create_by, create_time)
    VALUES (?, ?, 0, ?, ?, ?)`)

  for (const p of patients) {
    patientInsert.run(p.ref, p.patientId, p.hisId, p.name, p.pinyin, p.gender, ymd(p.birth), p.phone, p.idCard)
  }

  const registrar = nick('dengji')
  const auditor = nick('admin')
  const auditorId = userId('admin')
  const forms = new Map<string, { id: number; applyNo: string }>()
  const daySeq = new Map<string, number>()
  const byModality: Record<string, number> = {}
  const byStatus: Record<string, number> = {}
  let phantomExamId: number | null = null
  const sampleExamIds: number[] = []
  let formSeq = 0
  let reportId = 0
  const m = (lo: number, hi: number): number => Math.floor(between(lo, hi) * MINUTE)

  specs.forEach((spec, index) => {
    const id = index + 1
    const k = spec.kind
    const p = spec.patient
    const age = ageOf(p.birth, spec.at)
    const day = ymd(spec.at)
    const seq = (daySeq.get(day) ?? 0) + 1
    daySeq.set(day, seq)
    const examNo = `${EXAM_PREFIX[k.modality] ?? k.modality}${day.replaceAll('-', '')}${String(seq).padStart(3, '0')}`

    // Times of every step, then the furthest status whose times have all passed.
    const took = (lo: number, hi: number): number => Math.floor(m(lo, hi) * (spec.pace ?? 1))
    const checkIn = spec.at + took(3, 30)
    const examined = checkIn + (k.modality === 'PIS' ? took(5, 30) : took(5, 40))
    const reportDelay = k.modality === 'PIS' ? Math.floor((DAY + m(0, 2 * 24 * 60)) * (spec.pace ?? 1))
      : k.modality === 'US' || k.modality === 'ECG' ? took(5, 40) : k.modality === 'ES' ? took(10, 45) : took(20, 240)
    const submitted = examined + reportDelay
    const audited = submitted + (k.modality === 'PIS' ? took(60, 600) : took(10, 240))
    const printed = audited + took(5, 240)
    const rejectedAt = submitted + took(10, 120)
    const isToday = spec.at >= today
    let status: Status = spec.status ?? (isToday
      ? pick(['0', '0', '1', '1', '2', '2', '2', '3', '3', '3', '4', '4', '5', '6', '7'] as const)
      : pick(['0', '1', '2', '3', '3', '4', '4', '4', '4', '4', '4', '5', '5', '5', '5', '5', '5', '5', '6', '7'] as const))
    let voidTime: number | null = null
    if (status === '7') {
      const reached = rand() < 0.4 && submitted < now ? 'report' : examined < now && rand() < 0.5 ? 'exam' : 'registered'
      voidTime = Math.min(now - MINUTE, reached === 'report' ? submitted + m(10, 90) : reached === 'exam' ? examined + m(5, 60) : checkIn)
      if (voidTime <= spec.at) voidTime = spec.at + MINUTE
    }
    const reachable = (s: Status): boolean => ({
      0: true, 1: checkIn <= now, 2: examined <= now, 3: submitted <= now, 4: audited <= now, 5: printed <= now,
      6: rejectedAt <= now, 7: true,
    })[s]
    while (!reachable(status)) {
      status = status === '6' ? '3' : (String(Number(status) - 1) as Status)
    }
    const voidedAfter = voidTime === null ? -1 : voidTime
    const has = (t: number): boolean => (status === '7' ? t < voidedAfter : true)
    const doneIn = status !== '0' && (status !== '7' || has(checkIn)) ? checkIn : null
    const doneExam = ['2', '3', '4', '5', '6'].includes(status) || (status === '7' && has(examined)) ? examined : null
    const doneSubmit = ['3', '4', '5', '6'].includes(status) || (status === '7' && has(submitted)) ? submitted : null
    const doneAudit = status === '4' || status === '5' ? audited : null
    const donePrint = status === '5' ? printed : null
    byStatus[status] = (byStatus[status] ?? 0) + 1
    byModality[k.modality] = (byModality[k.modality] ?? 0) + 1

    // Patient type and apply form.
    const inpatient = Object.hasOwn(WARDS, spec.dept)
    const patientType = spec.dept === '急诊科' ? '4' : inpatient ? '2' : spec.dept === '体检中心' ? '3' : '1'
    const urgency = spec.variant === 'critical' ? (rand() < 0.5 ? '2' : '1') : patientType === '4' ? '1' : '0'
    const clinical = pick(k.clinical)
    const history = k.obstetric ? `G${1 + Math.floor(rand() * 3)}P${Math.floor(rand() * 2)}，停经 ${gaShort(Math.round((spec.at - (p.lmp ?? spec.at)) / DAY))} 周` : null
    let formId: number | null = null
    let applyNo: string
    if (p.hisId) {
      const key = spec.formKey ?? `exam-${id}`
      let form = forms.get(key)
      if (form === undefined) {
        formSeq++
        form = { id: formSeq, applyNo: `SQ${day.replaceAll('-', '')}${String(formSeq).padStart(5, '0')}` }
        forms.set(key, form)
        formInsert.run(form.id, form.applyNo, formatDateTime(spec.at - m(10, 120)),
          '康宁市妇幼保健院', spec.dept, spec.physician, p.ref, age.age, age.unit, patientType, clinical, history, k.purpose)
      }
      formId = form.id
      applyNo = form.applyNo
      itemInsert.run(formId, k.examItem, k.modality, k.bodyPart, FEES[k.modality] ?? 100)
    } else {
      applyNo = `SG${day.replaceAll('-', '')}${String(id).padStart(5, '0')}`
    }
    const gaDays = p.lmp === undefined ? null : Math.round((dayStart(spec.at) - p.lmp) / DAY)
    const technician = k.modality === 'US' ? nick(REPORTERS.US as string) : pick(TECHNICIANS[k.modality] ?? ['技师'])
    exam.run(id, examNo, p.ref, age.age, age.unit, patientType,
      patientType === '1' || patientType === '3' ? `MZ${String(30000000 + p.ref * 13)}` : null,
      patientType === '2' ? `ZY${String(2500000 + p.ref)}` : null,
      inpatient ? WARDS[spec.dept] ?? null : null, inpatient ? `${1 + Math.floor(rand() * 40)}床` : null,
      applyNo, formId, '康宁市妇幼保健院', spec.dept, spec.physician, k.modality, k.device, k.checkMethod, k.bodyPart, k.bodyPartSmall ?? null,
      k.examItem, clinical, history, k.purpose, urgency, status, formatDateTime(spec.at),
      doneIn === null ? null : formatDateTime(doneIn), doneExam === null ? null : formatDateTime(doneExam),
      doneSubmit === null ? null : formatDateTime(doneSubmit), doneAudit === null ? null : formatDateTime(doneAudit),
      donePrint === null ? null : formatDateTime(donePrint), registrar, doneExam === null ? null : technician,
      p.lmp === undefined ? null : ymd(p.lmp), gaDays === null ? null : gaShort(gaDays),
      'dengji', 'dengji', formatDateTime(spec.at), formatDateTime(Math.min(now, voidTime ?? donePrint ?? doneAudit ?? doneSubmit ?? doneExam ?? doneIn ?? spec.at)))
    if (spec.phantomOwner) phantomExamId = id
    if (spec.sample) sampleExamIds.push(id)

    // Report: drafts for some examined exams, the full lifecycle for the rest.
    const draft = status === '2' && doneExam !== null && (spec.draft ?? rand() < 0.35) && !spec.sample
    const hasReport = draft || doneSubmit !== null
    let reportState = ''
    if (hasReport) {
      reportId++
      const rid = reportId
      const text = reportText(spec, gaDays ?? 0, rand)
      const findings = sanitizeReportHtml(text.findings)
      const impression = sanitizeReportHtml(text.impression)
      const reporterName = REPORTERS[k.modality] ?? 'fangshe'
      const reporter = nick(reporterName)
      // Save (and, for a reject loop, a first submit and its rejection) between the exam and the submit.
      const span = doneSubmit === null ? 0 : doneSubmit - (doneExam as number)
      const step = (f: number): number => (doneExam as number) + Math.floor(span * f)
      const savedAt = draft ? Math.min(now - MINUTE, (doneExam as number) + m(3, 25)) : step(0.7)
      const history: [action: string, operator: string, time: number, f: string, i: string, reason: string | null][] = []
      let state: string
      let rejectReason: string | null = null
      let voidReason: string | null = null
      if (spec.rejectLoop && doneAudit !== null) {
        const earlyFindings = findings.replace(/<p>(?:(?!<p>).)*<\/p>$/, '') || findings
        const reason = pick(REJECT_REASONS)
        history.push(['save', reporter, step(0.1), earlyFindings, impression, null], ['submit', reporter, step(0.25), earlyFindings, impression, null],
          ['reject', auditor, step(0.45), earlyFindings, impression, reason], ['save', reporter, savedAt, findings, impression, null])
      } else {
        history.push(['save', reporter, savedAt, findings, impression, null])
      }
      if (draft) {
        state = 'draft'
      } else {
        history.push(['submit', reporter, doneSubmit as number, findings, impression, null])
        state = 'preliminary'
        if (status === '6') {
          rejectReason = pick(REJECT_REASONS)
          history.push(['reject', auditor, rejectedAt, findings, impression, rejectReason])
          state = 'rejected'
        }
        if (doneAudit !== null) {
          history.push(['audit', auditor, doneAudit, findings, impression, null])
          state = 'final'
        }
        if (donePrint !== null) history.push(['print', registrar, donePrint, findings, impression, null])
        if (status === '7') {
          voidReason = pick(VOID_REASONS)
          history.push(['void', auditor, voidTime as number, findings, impression, voidReason])
          state = 'void'
        }
      }
      let addendumRow: [string, string, number, string] | null = null
      if (spec.addendum && (state === 'final') && doneAudit !== null) {
        const [addText, reason] = pick(ADDENDA)
        const at = Math.min(now - MINUTE, (donePrint ?? doneAudit) + m(60, 600))
        addendumRow = [sanitizeReportHtml(addText), reporter, at, reason]
        history.push(['addendum', reporter, at, findings, impression, reason])
        state = 'corrected'
      }
      history.sort((a, b) => a[2] - b[2])
      reportState = state
      const critical = spec.variant === 'critical'
      reportInsert.run(rid, id, state, REPORT_TITLES[k.modality] ?? '检查报告单', findings, impression,
        text.recommendation ?? null, spec.variant === 'normal' ? 0 : 1, critical ? 1 : 0, userId(reporterName), reporter,
        formatDateTime(draft ? savedAt : doneSubmit as number), doneAudit === null ? null : auditorId,
        doneAudit === null ? null : auditor, doneAudit === null ? null : formatDateTime(doneAudit), rejectReason, voidReason,
        donePrint === null ? 0 : 1, history.length)
      history.forEach(([action, operator, time, f, i, reason], v) => {
        historyInsert.run(rid, id, v + 1, action, operator, formatDateTime(time), f, i, reason)
      })
      if (addendumRow) addendumInsert.run(rid, addendumRow[0], addendumRow[1], formatDateTime(addendumRow[2]), addendumRow[3])
      text.icd.forEach((code, i) => icdInsert.run(rid, code, i))
      if (critical && !draft && text.critical) {
        const notified = Math.max((doneExam as number) + MINUTE, (doneSubmit as number) - m(3, 9))
        criticalInsert.run(rid, text.critical, formatDateTime(notified), reporter, pick(RECEIVERS), spec.dept,
          `内线 6${String(100 + Math.floor(rand() * 900))}`, 1)
      }
    }

    // Images, once the exam was done (pathology has none).
    if (doneExam !== null) {
      const plan = spec.study ?? spec.sample ?? regularStudy(examNo, k.key, k.modality, rand)
      if (plan) {
        const studyId = insertStudy(db, id, examNo, { name: p.name, patientId: p.patientId }, k.modality, ymd(doneExam), plan)
        if (['final', 'corrected'].includes(reportState) && rand() < 0.3) {
          const images = studyImages.all(studyId) as { id: number }[]
          const chosen = images.filter((_, i) => i % Math.max(1, Math.floor(images.length / 2)) === 0).slice(0, 3)
          for (const img of chosen) keyImageInsert.run(id, img.id, '关键图像', REPORTERS[k.modality] ?? null, formatDateTime(doneExam))
        }
      }
    }
  })

  lastExamSeed = { exams: specs.length, byModality, byStatus, phantomExamId, sampleExamIds }
  return lastExamSeed
}

/** The report text of a spec: an obstetric scan computed from the gestational age, else a template. */
function reportText(spec: Spec, gaDays: number, rand: () => number): FindingTemplate {
  const k = spec.kind
  const list = spec.variant === 'critical' ? k.critical ?? [] : spec.variant === 'abnormal' ? k.abnormal : k.normal
  if (k.obstetric && spec.variant !== 'critical') return obstetricReport(k.obstetric, Math.max(35, gaDays), spec.variant === 'abnormal', rand)
  const template = list[spec.template ?? Math.floor(rand() * list.length)] ?? list[0] ?? k.normal[0] ?? {
    findings: '<p>未见明显异常。</p>', impression: '<p>未见明显异常。</p>', icd: [],
  }
  return {
    ...template,
    findings: fillTemplate(template.findings, rand),
    impression: fillTemplate(template.impression, rand),
  }
}
