/**
 * Outside exams read here (外院诊断, the reading worklist `diagnos/diagnos-out`): twenty CT, MR, DR and mammography exams
 * made at other hospitals, whose images were sent over for a consultation read. They arrive examined (images present);
 * some are already written (preliminary, by the radiologist) or signed off (final, by the radiology auditor).
 * Deterministic for a given seed moment; exam numbers carry the `WY` (外院) prefix so the desk's own sequences never
 * meet them.
 */
import { sanitizeReportHtml } from '../../lib/sanitize'
import { formatDateTime, HOUR, MINUTE } from '../../lib/time'
import type { Db } from '../db'
import { makeName } from './names'
import { insertStudy, regularStudy } from './pacs'
import { hashString, mulberry32 } from './prng'
import { EXAM_KINDS, fillTemplate, REPORT_TITLES } from './templates'

const DAY = 24 * HOUR

/** The hospitals that send images for a second read, with the department and physician asking. */
const SENDERS: [hospital: string, dept: string, physician: string][] = [
  ['康宁市第一人民医院', '妇产科', '钱雅丽'],
  ['康宁市第一人民医院', '内分泌科', '周文斌'],
  ['康宁县人民医院', '妇产科', '陈立新'],
  ['临江市中心医院', '乳腺外科', '韩志远'],
  ['青山镇卫生院', '全科门诊', '郑海燕'],
]

/** The radiology kinds an outside hospital sends. */
const KINDS = ['ct-chest', 'ct-head', 'ct-abdomen', 'mr-pelvis', 'mr-breast', 'dr-chest', 'mg-breast']

/** How many of the twenty are written (preliminary) and signed off (final); the rest wait to be read. */
const PRELIMINARY = 4
const FINAL = 4
export const OUTSIDE_EXAMS = 20

/** Seeds the outside exams relative to `now` (epoch ms); needs the users (radiologist and auditor) and the exams. */
export function seedOutsideExams(db: Db, now: number): void {
  const rand = mulberry32(hashString('outside:v1'))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T
  const user = (username: string) => db.prepare('SELECT id, nick_name AS nick FROM sys_user WHERE username = ?').get(username) as
    { id: number; nick: string } | undefined
  const writer = user('fangshe')
  const auditor = user('fangshezr')
  const patient = db.prepare(`INSERT INTO ris_patient (patient_id, name, name_pinyin, gender, birth_date, phone) VALUES (?, ?, ?, ?, ?, ?)`)
  const exam = db.prepare(`INSERT INTO ris_exam (exam_no, patient_ref, age, age_unit, patient_type, apply_no, apply_hospital, apply_dept_name,
      apply_physician, modality, check_method, body_part, body_part_small, exam_item, clinical_diagnosis, purpose, urgency, status,
      register_time, check_in_time, exam_time, report_time, audit_time, registrar, source, fee, create_by, update_by, create_time, update_time)
    VALUES (?, ?, ?, 'Y', '1', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'out', ?, 'dengji', 'dengji', ?, ?)`)
  const report = db.prepare(`INSERT INTO ris_report (exam_id, state, title, findings, impression, positive, report_user_id, report_physician,
      report_time, audit_user_id, audit_physician, audit_time, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const history = db.prepare(`INSERT INTO ris_report_history (report_id, exam_id, version, action, operator, time, findings, impression)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
  const registrar = (db.prepare("SELECT nick_name AS nick FROM sys_user WHERE username = 'dengji'").get() as { nick: string } | undefined)?.nick ?? 'dengji'

  for (let i = 0; i < OUTSIDE_EXAMS; i++) {
    const kind = EXAM_KINDS.find((k) => k.key === KINDS[i % KINDS.length])
    if (!kind) continue
    const [hospital, dept, physician] = SENDERS[i % SENDERS.length] as [string, string, string]
    // Three sent today, the rest over the last twelve days; the images came in with the request.
    const registered = i < 3 ? Math.floor(now - (1 + rand() * 2) * HOUR) : Math.floor(now - (1 + rand() * 11) * DAY)
    const examined = registered + Math.floor((2 + rand() * 10) * MINUTE)
    const female = kind.patient !== 'adult' || rand() < 0.5
    const [name, pinyin] = makeName(rand, female)
    const years = 22 + Math.floor(rand() * 40)
    const birth = formatDateTime(registered - years * 365.25 * DAY).slice(0, 10)
    const ref = Number(patient.run(`PW${String(9_000_001 + i)}`, name, pinyin, female ? '女' : '男', birth,
      `13${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`).lastInsertRowid)
    const day = formatDateTime(registered).slice(0, 10).replaceAll('-', '')
    const examNo = `WY${kind.modality}${day}${String(i + 1).padStart(3, '0')}`
    const state = i >= OUTSIDE_EXAMS - FINAL ? 'final' : i >= OUTSIDE_EXAMS - FINAL - PRELIMINARY ? 'preliminary' : null
    const submitted = examined + Math.floor((20 + rand() * 120) * MINUTE)
    const audited = submitted + Math.floor((10 + rand() * 90) * MINUTE)
    const written = state !== null && writer !== undefined && submitted < now
    const signed = written && state === 'final' && auditor !== undefined && audited < now
    const status = signed ? '4' : written ? '3' : '2'
    const id = Number(exam.run(examNo, ref, years, `WY${day}${String(i + 1).padStart(4, '0')}`, hospital, dept, physician, kind.modality,
      kind.checkMethod, kind.bodyPart, kind.bodyPartSmall ?? null, kind.examItem, pick(kind.clinical), kind.purpose, '0', status,
      formatDateTime(registered), formatDateTime(registered), formatDateTime(examined), written ? formatDateTime(submitted) : null,
      signed ? formatDateTime(audited) : null, registrar, null, formatDateTime(registered),
      formatDateTime(signed ? audited : written ? submitted : examined)).lastInsertRowid)
    const plan = regularStudy(examNo, kind.key, kind.modality, rand)
    if (plan) insertStudy(db, id, examNo, { name, patientId: `PW${String(9_000_001 + i)}` }, kind.modality, formatDateTime(examined).slice(0, 10), plan)
    if (!written || !writer) continue
    const template = pick(kind.abnormal.length ? kind.abnormal : kind.normal)
    const findings = sanitizeReportHtml(fillTemplate(template.findings, rand))
    const impression = sanitizeReportHtml(fillTemplate(template.impression, rand))
    const steps: [action: string, operator: string, time: number][] = [
      ['save', writer.nick, submitted - 5 * MINUTE], ['submit', writer.nick, submitted],
      ...(signed && auditor ? [['audit', auditor.nick, audited] as [string, string, number]] : []),
    ]
    const reportId = Number(report.run(id, signed ? 'final' : 'preliminary', REPORT_TITLES[kind.modality] ?? '检查报告单', findings, impression,
      kind.abnormal.length ? 1 : 0, writer.id, writer.nick, formatDateTime(submitted), signed ? auditor?.id ?? null : null,
      signed ? auditor?.nick ?? null : null, signed ? formatDateTime(audited) : null, steps.length).lastInsertRowid)
    steps.forEach(([action, operator, time], v) => history.run(reportId, id, v + 1, action, operator, formatDateTime(time), findings, impression))
  }
}
