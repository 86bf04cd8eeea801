/**
 * The calcium-scoring exam: the CT phantom's patient also had a non-contrast coronary calcium CT today (冠状动脉钙化
 * 积分 CT), examined and waiting for its report, whose 3 mm series (lib/calciumPhantom.ts) holds plaques of known
 * size and density. Added after the other exams and outside their random stream, so every other seeded row stays as
 * it was.
 */
import { formatDateTime, MINUTE } from '../../lib/time'
import type { Db } from '../db'
import { calciumSeries, insertStudy } from './pacs'

/** The exam item of the calcium-scoring exam (what the worklist shows). */
export const CALCIUM_EXAM_ITEM = '冠状动脉钙化积分 CT'

/** Seeds the calcium-scoring exam and its study; returns its id (null without the phantom's exam to copy from). */
export function seedCalcium(db: Db, now: number): number | null {
  const phantom = db.prepare("SELECT exam_id AS id FROM pacs_study WHERE generator = 'ct-phantom'").get() as { id: number } | undefined
  if (!phantom) return null
  const base = db.prepare('SELECT * FROM ris_exam WHERE id = ?').get(phantom.id) as Record<string, unknown>
  const patient = db.prepare('SELECT name, patient_id AS patientId FROM ris_patient WHERE id = ?').get(base.patient_ref) as { name: string; patientId: string }
  const id = (db.prepare('SELECT MAX(id) AS id FROM ris_exam').get() as { id: number }).id + 1
  const registered = now - 80 * MINUTE
  const day = formatDateTime(registered).slice(0, 10)
  const prefix = `CT${day.replaceAll('-', '')}`
  const last = db.prepare('SELECT exam_no AS no FROM ris_exam WHERE exam_no LIKE ? ORDER BY exam_no DESC LIMIT 1').get(`${prefix}___`) as { no: string } | undefined
  const examNo = `${prefix}${String((last ? Number(last.no.slice(-3)) : 0) + 1).padStart(3, '0')}`
  const overrides: Record<string, unknown> = {
    id, exam_no: examNo, exam_item: CALCIUM_EXAM_ITEM, body_part: '心脏', body_part_small: '冠状动脉', check_method: '平扫（3 mm 心电门控）',
    clinical_diagnosis: '胸闷待查', history: null, purpose: '冠状动脉钙化评估', urgency: '0', status: '2',
    register_time: formatDateTime(registered), check_in_time: formatDateTime(registered + 10 * MINUTE),
    exam_time: formatDateTime(registered + 25 * MINUTE), report_time: null, audit_time: null, print_time: null,
    apply_form_id: null, apply_form_item_id: null, apply_no: `SG${day.replaceAll('-', '')}${String(id).padStart(5, '0')}`,
    appoint_start: null, appoint_end: null, contrast_agent: null, contrast_dose: null,
    create_time: formatDateTime(registered), update_time: formatDateTime(registered + 25 * MINUTE),
  }
  // Copy the phantom exam's row (patient, department, device…) whatever columns later migrations added.
  const columns = (db.prepare('PRAGMA table_info(ris_exam)').all() as { name: string }[]).map((c) => c.name)
  const values = columns.map((c) => (Object.hasOwn(overrides, c) ? overrides[c] : base[c]))
  db.prepare(`INSERT INTO ris_exam (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...values)
  const history = db.prepare(`INSERT INTO ris_exam_history (exam_id, action, from_status, to_status, operator, time) VALUES (?, ?, ?, ?, ?, ?)`)
  history.run(id, 'checkIn', '0', '1', String(base.registrar ?? 'dengji'), formatDateTime(registered + 10 * MINUTE))
  history.run(id, 'finish', '1', '2', String(base.technician ?? '张强'), formatDateTime(registered + 25 * MINUTE))
  insertStudy(db, id, examNo, patient, 'CT', day, { description: '冠状动脉钙化积分 CT（合成体模 40 层）', series: [calciumSeries()], generator: 'ct-calcium' })
  return id
}
