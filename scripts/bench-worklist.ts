// `npm run bench` part: the registration worklist's real endpoint (GET api/exams, as the desk calls it, through the
// contract server's routes, session and data scope) over 1,000,000 exams in SQLite on disk — every filter the view
// offers, sorted and paged, and the text search (FTS5 trigram index of numbers, names, pinyin and initials; prefixes
// under three characters) — and the reading worklists' tabs, physicians and rejected count over their reports. Also
// the pinyin lookup. Prints JSON: p50/p95 per case over random parameters.
import { makeServer } from '../tests/server/helpers'
import { toPinyin } from '../demo/server/lib/pinyin'
import { makeName } from '../demo/server/db/seed/names'
import { hashString, mulberry32 } from '../demo/server/db/seed/prng'

const ROWS = Number(process.env.BENCH_WORKLIST_ROWS ?? 1_000_000)
const RUNS = Number(process.env.BENCH_WORKLIST_RUNS ?? 40)
const DAY = 86_400_000

const random = mulberry32(hashString('bench-worklist'))
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!

const t = await makeServer()
const { db } = t
const admin = await t.login('admin')
const desk = await t.login('dengji')
const reader = await t.login('fangshe')

// ------------------------------------------------------------------------------------------------ a hospital's years
const built = performance.now()
const existing = (db.prepare('SELECT COUNT(*) AS n FROM ris_exam').get() as { n: number }).n
const devices = db.prepare(`SELECT v.id, v.name, m.code FROM ris_device v JOIN ris_modality m ON m.id = v.modality_id WHERE v.status = '1'`)
  .all() as { id: number; name: string; code: string }[]
const depts = (db.prepare('SELECT name FROM ris_apply_dept WHERE hospital_id = 1').all() as { name: string }[]).map((d) => d.name)
const weights: [string, number][] = [['US', 55], ['CT', 12], ['DR', 12], ['MR', 5], ['MG', 4], ['ECG', 8], ['ES', 2], ['PIS', 2]]
const totalWeight = weights.reduce((s, [, w]) => s + w, 0)
const modality = () => {
  let r = random() * totalWeight
  return (weights.find(([, w]) => (r -= w) < 0) ?? weights[0]!)[0]
}
const end = Date.parse('2025-06-01T08:00:00Z')
const start = end - 730 * DAY
const patients = Math.round(ROWS / 3)
const patientInsert = db.prepare(`INSERT INTO ris_patient (patient_id, his_patient_id, name, name_pinyin, gender, birth_date, create_time)
  VALUES (?, ?, ?, ?, '女', ?, '2024-01-01 00:00:00')`)
const examInsert = db.prepare(`INSERT INTO ris_exam (exam_no, patient_ref, age, age_unit, patient_type, apply_no, apply_hospital, apply_dept_name,
    apply_physician, modality, device_id, device_name, body_part, exam_item, urgency, status, register_time, registrar, create_by, update_by,
    create_time, update_time)
  VALUES (?, ?, ?, 'Y', '1', ?, '康宁市妇幼保健院', ?, '张丽华', ?, ?, ?, '产科', ?, '0', ?, ?, '王晓燕', 'bench', 'bench', ?, ?)`)
const refs: number[] = []
db.transaction(() => {
  for (let i = 0; i < patients; i++) {
    const [name, pinyin] = makeName(random, true)
    const birth = new Date(start - (20 + random() * 25) * 365 * DAY).toISOString().slice(0, 10)
    refs.push(Number(patientInsert.run(`B${String(i).padStart(9, '0')}`, `H${String(500_000_000 + i)}`, name, pinyin, birth).lastInsertRowid))
  }
  const perDay = new Map<string, number>()
  for (let i = existing; i < ROWS; i++) {
    const at = new Date(start + ((i - existing) / (ROWS - existing)) * (end - start) + Math.floor(random() * 3_600_000))
    const time = at.toISOString().slice(0, 19).replace('T', ' ')
    const code = modality()
    const own = devices.filter((d) => d.code === code)
    const device = own.length ? pick(own) : null
    const key = `${code}${time.slice(0, 10)}`
    const seq = (perDay.get(key) ?? 0) + 1
    perDay.set(key, seq)
    const examNo = `${code}${time.slice(0, 10).replaceAll('-', '')}${String(seq).padStart(4, '0')}`
    const status = at.getTime() < end - 3 * DAY ? pick(['4', '5', '5', '5', '7']) : pick(['0', '1', '2', '3', '4'])
    examInsert.run(examNo, pick(refs), 20 + Math.floor(random() * 25), `SQ${examNo}`, pick(depts), code, device?.id ?? null, device?.name ?? null,
      `${code} 检查`, status, time, time, time)
  }
})()
// Reports of the exams past the exam, as the reading worklists see them: imaging's by the radiologist (fangshe), the
// others' by the sonographer; signed off by the radiology auditor.
db.exec(`INSERT INTO ris_report (exam_id, state, title, findings, impression, report_user_id, report_physician, report_time, audit_user_id,
    audit_physician, audit_time)
  SELECT e.id, CASE e.status WHEN '3' THEN 'preliminary' WHEN '6' THEN 'rejected' WHEN '7' THEN 'void' ELSE 'final' END, '检查报告单',
    '<p>所见</p>', '<p>诊断</p>', CASE WHEN e.modality IN ('CT', 'MR', 'DR', 'MG') THEN 3 ELSE 4 END,
    CASE WHEN e.modality IN ('CT', 'MR', 'DR', 'MG') THEN '李建国' ELSE '陈静' END, e.register_time,
    CASE WHEN e.status IN ('4', '5') THEN 13 END, CASE WHEN e.status IN ('4', '5') THEN '张卫东' END, CASE WHEN e.status IN ('4', '5') THEN e.register_time END
  FROM ris_exam e WHERE e.status IN ('3', '4', '5', '6', '7') AND e.create_by = 'bench'`)
db.exec('ANALYZE')
const buildSeconds = Math.round((performance.now() - built) / 100) / 10

// ------------------------------------------------------------------------------------------------ what the desk asks
const sample = db.prepare(`SELECT e.exam_no AS examNo, p.name, p.name_pinyin AS pinyin, p.patient_id AS patientId FROM ris_exam e
  JOIN ris_patient p ON p.id = e.patient_ref WHERE e.id % 1997 = 0 LIMIT 400`).all() as { examNo: string; name: string; pinyin: string; patientId: string }[]
const day = () => new Date(start + Math.floor(random() * 720) * DAY).toISOString().slice(0, 10)
const range = (days: number) => {
  const from = day()
  return `registerTime=${encodeURIComponent(`${from} 00:00:00`)}&registerTime=${encodeURIComponent(`${new Date(Date.parse(from) + (days - 1) * DAY).toISOString().slice(0, 10)} 23:59:59`)}`
}
const q = (text: string) => encodeURIComponent(text)
const IMAGING = 'modality=CT,MR,DR,DX,CR,MG&source=in'
const cases: { name: string; budgetMs: number; query: () => string; path?: string; reader?: boolean }[] = [
  { name: 'newest first, page 1 of 20', budgetMs: 50, query: () => 'page=0&size=20&sort=registerTime,desc' },
  { name: 'today (quick range), newest first', budgetMs: 50, query: () => `page=0&size=20&sort=registerTime,desc&${range(1)}` },
  { name: 'this week, one modality', budgetMs: 50, query: () => `page=0&size=20&sort=registerTime,desc&modality=${pick(['US', 'CT', 'DR'])}&${range(7)}` },
  { name: 'one status, newest first', budgetMs: 50, query: () => `page=0&size=20&sort=registerTime,desc&status=${pick(['0', '1', '2', '3'])}` },
  { name: 'one device, a month', budgetMs: 50, query: () => `page=0&size=20&sort=registerTime,desc&deviceId=${pick(devices).id}&${range(30)}` },
  { name: 'a deep page (page 200 of 20)', budgetMs: 50, query: () => 'page=199&size=20&sort=registerTime,desc' },
  { name: 'sorted by exam number', budgetMs: 50, query: () => 'page=0&size=20&sort=examNo,desc' },
  { name: 'exam number, part of it (trigram)', budgetMs: 50, query: () => `page=0&size=20&blurry=${q(pick(sample).examNo.slice(2))}` },
  { name: 'full name (trigram)', budgetMs: 50, query: () => `page=0&size=20&blurry=${q(pick(sample.filter((s) => s.name.length >= 3)).name)}` },
  { name: 'pinyin (trigram)', budgetMs: 50, query: () => `page=0&size=20&blurry=${q(pick(sample).pinyin.replaceAll(' ', '').toLowerCase())}` },
  { name: 'pinyin initials, 3 letters (trigram)', budgetMs: 50, query: () => `page=0&size=20&blurry=${q(pick(sample.filter((s) => s.pinyin.split(' ').length >= 3)).pinyin.split(' ').map((x) => x[0]).join('').toLowerCase())}` },
  { name: 'two-character name (prefix index)', budgetMs: 50, query: () => `page=0&size=20&blurry=${q(pick(sample).name.slice(0, 2))}` },
  { name: 'patient id (exact)', budgetMs: 50, query: () => `page=0&size=20&patientId=${q(pick(sample).patientId)}` },
  { name: 'a 1,000-row page, newest first', budgetMs: 100, query: () => 'page=0&size=1000&sort=registerTime,desc' },
  // The reading worklists (院内诊断), as the radiologist opens and uses them.
  { name: 'reading: unwritten, imaging, in-house', budgetMs: 30, reader: true, query: () => `page=0&size=20&reading=unwritten&${IMAGING}` },
  { name: 'reading: unaudited, imaging', budgetMs: 30, reader: true, query: () => `page=0&size=20&reading=unaudited&${IMAGING}` },
  { name: 'reading: audited, imaging, this week', budgetMs: 30, reader: true, query: () => `page=0&size=20&reading=audited&${IMAGING}&${range(7)}` },
  { name: 'reading: mine, imaging, 3 days', budgetMs: 30, reader: true, query: () => `page=0&size=20&reading=mine&${IMAGING}&${range(3)}` },
  { name: 'reading: report physician, a week', budgetMs: 30, reader: true, query: () => `page=0&size=20&reportPhysician=${q('建国')}&${IMAGING}&${range(7)}` },
  { name: 'reading: outside exams', budgetMs: 30, reader: true, query: () => 'page=0&size=20&reading=all&modality=CT,MR,DR,DX,CR,MG&source=out' },
  { name: 'reading: rejected count (prompt at entry)', budgetMs: 30, reader: true, path: '/api/exams/rejected/count', query: () => IMAGING },
]

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 100) / 100
}
const results = []
for (const { name, budgetMs, query, path: endpoint = '/api/exams', reader: asReader } of cases) {
  await t.call('GET', `${endpoint}?${query()}`, { token: asReader ? reader : admin })
  const times: number[] = []
  let total = 0
  for (let i = 0; i < RUNS; i++) {
    const path = `${endpoint}?${query()}`
    const t0 = performance.now()
    const res = await t.call<{ totalElements?: number; count?: number }>('GET', path, { token: asReader ? reader : i % 2 ? desk : admin })
    times.push(performance.now() - t0)
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text.slice(0, 200)}`)
    total = res.json.totalElements ?? res.json.count ?? 0
  }
  results.push({ name, budgetMs, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), lastTotal: total })
}

// The pinyin of a name as the desk types it (the pinyin field follows the name).
const names = Array.from({ length: 2000 }, () => makeName(random, random() < 0.8)[0])
const pinyinTimes = names.map((name) => {
  const t0 = performance.now()
  toPinyin(name)
  return performance.now() - t0
})
const pinyin = { p50Ms: percentile(pinyinTimes, 0.5), p95Ms: percentile(pinyinTimes, 0.95), budgetMs: 5 }

t.close()
console.log(JSON.stringify({ rows: ROWS, runs: RUNS, buildSeconds, results, pinyin }))
