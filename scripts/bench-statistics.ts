// The report statistics' summaries (GET api/statistic/…, issue 14) through the contract server's routes, session and
// statistics scope, over 1,000,000 exams in SQLite on disk spread over two years (≈ 41,000 a month) with their
// technicians, devices, exam / report / audit times, reports (positive, critical) and critical notifications: each
// summary over a month (the budgeted case, ≤ 200 ms) and over a quarter, the drill-down's first page, and one xlsx
// export. Prints JSON: p50/p95 per case over random periods. BENCH_WORKLIST_ROWS sets the exam count (as the worklist
// bench), BENCH_STATISTICS_RUNS the runs per case.
import { makeServer } from '../tests/server/helpers'
import { hashString, mulberry32 } from '../demo/server/db/seed/prng'

const ROWS = Number(process.env.BENCH_WORKLIST_ROWS ?? 1_000_000)
const RUNS = Number(process.env.BENCH_STATISTICS_RUNS ?? 15)
const DAY = 86_400_000

const random = mulberry32(hashString('bench-statistics'))
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!

const t = await makeServer()
const { db } = t
const head = await t.login('zhikong')
const radiologist = await t.login('fangshe')

// ------------------------------------------------------------------------------------------------ a hospital's years
const built = performance.now()
const existing = (db.prepare('SELECT COUNT(*) AS n FROM ris_exam').get() as { n: number }).n
const devices = db.prepare(`SELECT v.id, v.name, m.code FROM ris_device v JOIN ris_modality m ON m.id = v.modality_id WHERE v.status = '1'`)
  .all() as { id: number; name: string; code: string }[]
const depts = (db.prepare('SELECT name FROM ris_apply_dept WHERE hospital_id = 1').all() as { name: string }[]).map((d) => d.name)
const hospitals = (db.prepare('SELECT name FROM ris_apply_hospital ORDER BY sort').all() as { name: string }[]).map((h) => h.name)
const technicians = ['陈静', '周倩', '何娟', '李明辉', '马俊', '王磊', '张强', '何丽']
const weights: [string, number][] = [['US', 55], ['CT', 12], ['DR', 12], ['MR', 5], ['MG', 4], ['ECG', 8], ['ES', 2], ['PIS', 2]]
const totalWeight = weights.reduce((s, [, w]) => s + w, 0)
const modality = () => {
  let r = random() * totalWeight
  return (weights.find(([, w]) => (r -= w) < 0) ?? weights[0]!)[0]
}
const IMAGING = new Set(['CT', 'MR', 'DR', 'MG'])
const end = Date.parse('2025-06-01T08:00:00Z')
const start = end - 730 * DAY
const wire = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')
const patientInsert = db.prepare(`INSERT INTO ris_patient (patient_id, his_patient_id, name, name_pinyin, gender, birth_date, create_time)
  VALUES (?, ?, '测试', 'CE SHI', '女', '1990-01-01', '2024-01-01 00:00:00')`)
const examInsert = db.prepare(`INSERT INTO ris_exam (exam_no, patient_ref, age, age_unit, patient_type, apply_no, apply_hospital, apply_dept_name,
    apply_physician, modality, device_id, device_name, body_part, exam_item, urgency, status, register_time, exam_time, report_time, audit_time,
    registrar, technician, create_by, update_by, create_time, update_time)
  VALUES (?, ?, 30, 'Y', '1', ?, ?, ?, '张丽华', ?, ?, ?, '产科', ?, '0', ?, ?, ?, ?, ?, '王晓燕', ?, 'bench', 'bench', ?, ?)`)
const reportInsert = db.prepare(`INSERT INTO ris_report (exam_id, state, title, findings, impression, positive, critical, report_user_id,
    report_physician, report_time, audit_user_id, audit_physician, audit_time, critical_flagged_at, critical_limit_minutes)
  VALUES (?, ?, '检查报告单', '<p>所见</p>', '<p>诊断</p>', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
const noticeInsert = db.prepare(`INSERT INTO ris_report_critical (report_id, finding, notified_at, notified_by, receiver, receiver_dept, read_back)
  VALUES (?, '危急值', ?, '李建国', '王护士', '产科', 1)`)
db.transaction(() => {
  const patient = Number(patientInsert.run('BSTAT000000001', 'HSTAT1').lastInsertRowid)
  for (let i = existing; i < ROWS; i++) {
    const at = start + ((i - existing) / (ROWS - existing)) * (end - start) + Math.floor(random() * 3_600_000)
    const code = modality()
    const own = devices.filter((d) => d.code === code)
    const device = own.length ? pick(own) : null
    const examNo = `S${String(i).padStart(10, '0')}`
    const status = at < end - 3 * DAY ? pick(['4', '5', '5', '5', '7', '3', '6']) : pick(['0', '1', '2', '3', '4'])
    const examined = ['2', '3', '4', '5', '6', '7'].includes(status) ? at + (10 + random() * 60) * 60_000 : null
    const reported = examined && ['3', '4', '5', '6', '7'].includes(status) ? examined + (5 + random() * 240) * 60_000 : null
    const audited = reported && ['4', '5'].includes(status) ? reported + (5 + random() * 240) * 60_000 : null
    const id = Number(examInsert.run(examNo, patient, `SQ${examNo}`, random() < 0.9 ? hospitals[0] : pick(hospitals), pick(depts), code,
      device?.id ?? null, device?.name ?? null, `${code} 检查`, status, wire(at), examined ? wire(examined) : null, reported ? wire(reported) : null,
      audited ? wire(audited) : null, examined ? pick(technicians) : null, wire(at), wire(at)).lastInsertRowid)
    if (!reported) continue
    const state = status === '3' ? 'preliminary' : status === '6' ? 'rejected' : status === '7' ? 'void' : 'final'
    const critical = random() < 0.01 ? 1 : 0
    const report = Number(reportInsert.run(id, state, random() < 0.4 ? 1 : 0, critical, IMAGING.has(code) ? 3 : 4, IMAGING.has(code) ? '李建国' : '陈静',
      wire(reported), audited ? 13 : null, audited ? '张卫东' : null, audited ? wire(audited) : null, critical ? wire(reported) : null,
      critical ? 15 : null).lastInsertRowid)
    if (critical && random() < 0.9) noticeInsert.run(report, wire(reported + (2 + random() * 20) * 60_000))
  }
})()
db.exec('ANALYZE')
const buildSeconds = Math.round((performance.now() - built) / 100) / 10

// ------------------------------------------------------------------------------------------------ what the head asks
const period = (days: number) => {
  const from = new Date(start + Math.floor(random() * (730 - days)) * DAY)
  return `from=${from.toISOString().slice(0, 10)}&to=${new Date(from.getTime() + (days - 1) * DAY).toISOString().slice(0, 10)}`
}
const month = () => period(30)
const quarter = () => period(91)
const cases: { name: string; budgetMs: number | null; path: () => string; radiologist?: boolean }[] = [
  { name: 'workload by report physician, a month', budgetMs: 200, path: () => `/api/statistic/workload?groupBy=reportPhysician&${month()}` },
  { name: 'workload by technician, a month', budgetMs: 200, path: () => `/api/statistic/workload?groupBy=technician&${month()}` },
  { name: 'workload by device, a month', budgetMs: 200, path: () => `/api/statistic/workload?groupBy=device&${month()}` },
  { name: 'workload by modality, a month', budgetMs: 200, path: () => `/api/statistic/workload?groupBy=modality&${month()}` },
  { name: 'workload by ordering department, a month, one modality', budgetMs: 200, path: () => `/api/statistic/workload?groupBy=applyDept&modality=US&${month()}` },
  { name: 'workload by ordering hospital, a month, the radiologist (imaging only)', budgetMs: 200, radiologist: true,
    path: () => `/api/statistic/workload?groupBy=applyHospital&${month()}` },
  { name: 'positive rate by modality, a month', budgetMs: 200, path: () => `/api/statistic/positive?groupBy=modality&${month()}` },
  { name: 'positive rate by report physician, a month', budgetMs: 200, path: () => `/api/statistic/positive?groupBy=reportPhysician&${month()}` },
  { name: 'turnaround by modality, a month', budgetMs: 200, path: () => `/api/statistic/turnaround?${month()}` },
  { name: 'critical values by modality, a month', budgetMs: 200, path: () => `/api/statistic/critical?${month()}` },
  { name: 'ordering hospitals (applyHospIds), the radiologist', budgetMs: 200, radiologist: true, path: () => '/api/statistic/auth/applyHospIds' },
  { name: 'drill-down: a physician\'s reports, a month, page 1', budgetMs: 200,
    path: () => `/api/statistic/exams?kind=workload&groupBy=reportPhysician&key=${encodeURIComponent('陈静')}&measure=reports&size=20&${month()}` },
  { name: 'drill-down: within-limit exams of US, a month, page 1', budgetMs: 200,
    path: () => `/api/statistic/exams?kind=turnaround&key=US&measure=withinLimit&size=20&${month()}` },
  { name: 'export: workload by modality, a month (xlsx)', budgetMs: 200, path: () => `/api/statistic/workload/download?groupBy=modality&${month()}` },
  { name: 'workload by report physician, a quarter (not budgeted)', budgetMs: null, path: () => `/api/statistic/workload?groupBy=reportPhysician&${quarter()}` },
  { name: 'turnaround by modality, a quarter (not budgeted)', budgetMs: null, path: () => `/api/statistic/turnaround?${quarter()}` },
]

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 100) / 100
}
const results = []
for (const { name, budgetMs, path, radiologist: asRadiologist } of cases) {
  const token = asRadiologist ? radiologist : head
  await t.call('GET', path(), { token })
  const times: number[] = []
  let total: number | null = null
  for (let i = 0; i < RUNS; i++) {
    const url = path()
    const t0 = performance.now()
    const res = await t.call<{ totals?: { exams?: number; reports?: number; finals?: number; flagged?: number }; totalElements?: number }>('GET', url, { token })
    times.push(performance.now() - t0)
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.text.slice(0, 200)}`)
    const json = res.json as { totals?: Record<string, number>; totalElements?: number } | undefined
    total = json?.totalElements ?? json?.totals?.exams ?? json?.totals?.reports ?? json?.totals?.finals ?? json?.totals?.flagged ?? null
  }
  results.push({ name, budgetMs, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), lastTotal: total })
}

t.close()
console.log(JSON.stringify({ rows: ROWS, runs: RUNS, buildSeconds, results }))
