import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type {
  ApplyHospOption, CriticalStatDto, ExamDto, Page, PositiveDto, TurnaroundDto, WorkloadDto,
} from '../../src/core/contract'
import { readXlsx } from '../support/readXlsx'
import { makeServer, type TestServer } from './helpers'

// The seed registers its exams in the month before 2025-06-01 (the test clock).
const PERIOD = 'from=2025-05-01&to=2025-06-01'
const FROM = '2025-05-01 00:00:00'
const TO = '2025-06-01 23:59:59'
const IMAGING = ['CT', 'MR', 'DR', 'DX', 'CR', 'MG']

/** Minutes between two wire times, read as the calendar says (independently of the server's SQL). */
const minutesBetween = (a: string, b: string) => (Date.parse(`${b.replace(' ', 'T')}Z`) - Date.parse(`${a.replace(' ', 'T')}Z`)) / 60_000
/** The value a nearest-rank percentile names: the ⌈p·n⌉-th smallest. */
const rank = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y)
  return sorted.length ? sorted[Math.ceil(p * sorted.length) - 1]! : null
}

describe('statistics: api/statistic (workload, positive rate, turnaround, critical values, drill-down, export)', () => {
  let t: TestServer
  let head: string
  let radiologist: string
  let sonographer: string
  let admin: string
  before(async () => {
    t = await makeServer()
    head = await t.login('zhikong')
    radiologist = await t.login('fangshe')
    sonographer = await t.login('chaosheng')
    admin = await t.login('admin')
  })
  after(() => t.close())

  /** Live exams of the period with their report, as plain rows the test counts itself. */
  const exams = (extra = '', ...args: (string | number)[]) => t.db.prepare(`SELECT e.id, e.modality, e.status, e.technician, e.device_name AS device,
      e.apply_dept_name AS dept, e.apply_hospital AS hospital, e.register_time AS registered, e.exam_time AS examined, e.report_time AS reported,
      e.audit_time AS audited, r.id AS reportId, r.state, r.positive, r.critical, r.report_physician AS writer, r.audit_physician AS auditor,
      COALESCE(r.critical_flagged_at, r.report_time) AS flaggedAt, r.critical_limit_minutes AS flagLimit, n.notified_at AS notifiedAt
    FROM ris_exam e LEFT JOIN ris_report r ON r.exam_id = e.id LEFT JOIN ris_report_critical n ON n.report_id = r.id
    WHERE e.register_time BETWEEN ? AND ? AND e.status NOT IN ('7', '9', '10') ${extra}`).all(FROM, TO, ...args) as {
    id: number; modality: string; status: string; technician: string | null; device: string | null; dept: string; hospital: string
    registered: string; examined: string | null; reported: string | null; audited: string | null; reportId: number | null; state: string | null
    positive: number | null; critical: number | null; writer: string | null; auditor: string | null; flaggedAt: string | null; flagLimit: number | null
    notifiedAt: string | null
  }[]
  type Exam = ReturnType<typeof exams>[number]
  const written = (e: Exam) => e.state === 'preliminary' || e.state === 'final' || e.state === 'corrected'
  const signed = (e: Exam) => e.state === 'final' || e.state === 'corrected'
  const setting = (key: string) => Number((t.db.prepare('SELECT value FROM ris_setting WHERE key = ?').get(key) as { value: string } | undefined)?.value)

  it('refuses callers without statistics:list (a sonographer) and validates the period', async () => {
    assert.equal((await t.call('GET', `/api/statistic/workload?${PERIOD}`, { token: sonographer })).status, 403)
    const reversed = await t.call<{ message: string }>('GET', '/api/statistic/workload?from=2025-06-01&to=2025-05-01', { token: head })
    assert.equal(reversed.status, 400)
    assert.match(reversed.json.message, /2025-05-01/)
    assert.equal((await t.call('GET', '/api/statistic/workload?from=2025-02-30&to=2025-03-01', { token: head })).status, 400)
    assert.equal((await t.call('GET', `/api/statistic/workload?${PERIOD}&groupBy=patient`, { token: head })).status, 400)
    assert.equal((await t.call('GET', '/api/statistic/workload?to=2025-05-01', { token: head })).status, 400)
  })

  it('counts the workload by modality exactly as the exams and reports of the period are', async () => {
    const res = await t.call<WorkloadDto>('GET', `/api/statistic/workload?${PERIOD}&groupBy=modality`, { token: head })
    assert.equal(res.status, 200, res.text)
    const all = exams()
    assert.ok(all.length > 100)
    const modalities = [...new Set(all.map((e) => e.modality))].sort()
    assert.deepEqual(res.json.rows.map((r) => r.key).sort(), modalities)
    for (const row of res.json.rows) {
      const mine = all.filter((e) => e.modality === row.key)
      assert.deepEqual(
        [row.exams, row.examined, row.reports, row.audits, row.positive, row.critical],
        [mine.length, mine.filter((e) => ['2', '3', '6', '4', '5'].includes(e.status)).length, mine.filter(written).length, mine.filter(signed).length,
          mine.filter((e) => written(e) && e.positive === 1).length, mine.filter((e) => written(e) && e.critical === 1).length],
        row.key,
      )
    }
    assert.equal(res.json.totals.exams, all.length)
    assert.equal(res.json.totals.reports, all.filter(written).length)
  })

  it('groups by report physician, technician, device, department and hospital, the exams without one in a row keyed ""', async () => {
    const all = exams()
    const groups: [string, (e: Exam) => string][] = [
      ['reportPhysician', (e) => e.writer ?? ''], ['auditPhysician', (e) => e.auditor ?? ''], ['technician', (e) => e.technician ?? ''],
      ['device', (e) => e.device ?? ''], ['applyDept', (e) => e.dept], ['applyHospital', (e) => e.hospital],
    ]
    for (const [groupBy, keyOf] of groups) {
      const res = await t.call<WorkloadDto>('GET', `/api/statistic/workload?${PERIOD}&groupBy=${groupBy}`, { token: head })
      assert.equal(res.status, 200, res.text)
      const expected = new Map<string, { exams: number; reports: number; audits: number }>()
      for (const e of all) {
        const entry = expected.get(keyOf(e)) ?? { exams: 0, reports: 0, audits: 0 }
        entry.exams++
        if (written(e)) entry.reports++
        if (signed(e)) entry.audits++
        expected.set(keyOf(e), entry)
      }
      assert.deepEqual(new Map(res.json.rows.map((r) => [r.key, { exams: r.exams, reports: r.reports, audits: r.audits }])), expected, groupBy)
      assert.equal(res.json.rows.at(-1)!.key === '' || !expected.has(''), true, 'the row without a value comes last')
    }
    const technicians = await t.call<WorkloadDto>('GET', `/api/statistic/workload?${PERIOD}&groupBy=technician`, { token: head })
    assert.ok(technicians.json.rows.some((r) => r.key === ''), 'the seed has exams not yet examined (no technician)')
  })

  it('limits a physician to his report families: the radiologist sees imaging only, the department head everything', async () => {
    const res = await t.call<WorkloadDto>('GET', `/api/statistic/workload?${PERIOD}&groupBy=modality`, { token: radiologist })
    assert.equal(res.status, 200, res.text)
    assert.ok(res.json.rows.length > 0)
    assert.ok(res.json.rows.every((r) => IMAGING.includes(r.key)), res.json.rows.map((r) => r.key).join())
    const imaging = exams(`AND e.modality IN (${IMAGING.map(() => '?').join(',')})`, ...IMAGING)
    assert.equal(res.json.totals.exams, imaging.length)
    // What he may not see he cannot drill into either.
    const us = await t.call<Page<ExamDto>>('GET', `/api/statistic/exams?kind=workload&groupBy=modality&key=US&measure=exams&${PERIOD}`, { token: radiologist })
    assert.equal(us.json.totalElements, 0)
    const everything = await t.call<WorkloadDto>('GET', `/api/statistic/workload?${PERIOD}&groupBy=modality`, { token: head })
    assert.ok(everything.json.rows.some((r) => r.key === 'US'))
  })

  it('lists the ordering hospitals a caller may filter by, and filters by one', async () => {
    const all = t.db.prepare('SELECT id, name FROM ris_apply_hospital ORDER BY sort, id').all() as ApplyHospOption[]
    for (const token of [admin, head]) {
      const res = await t.call<ApplyHospOption[]>('GET', '/api/statistic/auth/applyHospIds', { token })
      assert.deepEqual(res.json, all)
    }
    const mine = await t.call<ApplyHospOption[]>('GET', '/api/statistic/auth/applyHospIds', { token: radiologist })
    const withImaging = all.filter((h) => (t.db.prepare(`SELECT COUNT(*) AS n FROM ris_exam WHERE apply_hospital = ? AND modality IN (${IMAGING.map(() => '?').join(',')})`)
      .get(h.name, ...IMAGING) as { n: number }).n > 0)
    assert.deepEqual(mine.json, withImaging)

    const own = all[0]!
    const res = await t.call<WorkloadDto>('GET', `/api/statistic/workload?${PERIOD}&groupBy=modality&applyHospId=${own.id}`, { token: head })
    assert.equal(res.json.totals.exams, exams('AND e.apply_hospital = ?', own.name).length)
    const other = all.find((h) => h.id !== own.id)!
    const theirs = await t.call<WorkloadDto>('GET', `/api/statistic/workload?${PERIOD}&groupBy=modality&applyHospId=${other.id}`, { token: head })
    assert.equal(theirs.json.totals.exams, exams('AND e.apply_hospital = ?', other.name).length)
    const unknown = await t.call<{ message: string }>('GET', `/api/statistic/workload?${PERIOD}&applyHospId=999`, { token: head })
    assert.equal(unknown.status, 400)
    assert.match(unknown.json.message, /999/)
    assert.equal((await t.call<WorkloadDto>('GET', `/api/statistic/workload?${PERIOD}&groupBy=modality&modality=US`, { token: head })).json.totals.exams,
      exams("AND e.modality = 'US'").length)
  })

  it('gives the positive rate of the written reports by modality and by report physician', async () => {
    const reportsOf = exams().filter(written)
    for (const [groupBy, keyOf] of [['modality', (e: Exam) => e.modality], ['reportPhysician', (e: Exam) => e.writer ?? '']] as const) {
      const res = await t.call<PositiveDto>('GET', `/api/statistic/positive?${PERIOD}&groupBy=${groupBy}`, { token: head })
      assert.equal(res.status, 200, res.text)
      for (const row of res.json.rows) {
        const mine = reportsOf.filter((e) => keyOf(e) === row.key)
        const positive = mine.filter((e) => e.positive === 1).length
        assert.deepEqual([row.reports, row.positive, row.rate], [mine.length, positive, positive / mine.length], `${groupBy} ${row.key}`)
      }
      const positive = reportsOf.filter((e) => e.positive === 1).length
      assert.deepEqual(res.json.totals, { reports: reportsOf.length, positive, rate: positive / reportsOf.length })
    }
  })

  it('times the turnaround per modality: medians and 90th percentiles of each interval, and the share within the limit', async () => {
    const res = await t.call<TurnaroundDto>('GET', `/api/statistic/turnaround?${PERIOD}`, { token: head })
    assert.equal(res.status, 200, res.text)
    const all = exams()
    assert.ok(res.json.rows.length > 0)
    for (const row of res.json.rows) {
      const mine = all.filter((e) => e.modality === row.key)
      const limit = setting(`turnaround.limitMinutes.${row.key}`) || setting('turnaround.limitMinutes.default')
      assert.equal(row.limitMinutes, limit, row.key)
      const toExam = mine.filter((e) => e.examined).map((e) => minutesBetween(e.registered, e.examined!))
      const toReport = mine.filter((e) => written(e) && e.examined && e.reported).map((e) => minutesBetween(e.examined!, e.reported!))
      const toAudit = mine.filter((e) => signed(e) && e.reported && e.audited).map((e) => minutesBetween(e.reported!, e.audited!))
      const toFinal = mine.filter((e) => signed(e) && e.audited).map((e) => minutesBetween(e.registered, e.audited!))
      for (const [name, values] of [['registrationToExam', toExam], ['examToReport', toReport], ['reportToAudit', toAudit], ['registrationToFinal', toFinal]] as const) {
        const interval = row.intervals[name]
        assert.deepEqual([interval.count, interval.medianMinutes, interval.p90Minutes, interval.invalid],
          [values.length, rank(values, 0.5), rank(values, 0.9), 0], `${row.key} ${name}`)
      }
      const within = toFinal.filter((m) => m <= limit).length
      assert.deepEqual([row.finals, row.withinLimit, row.withinRate], [toFinal.length, within, toFinal.length ? within / toFinal.length : null], row.key)
    }
    assert.ok(res.json.rows.some((r) => r.withinLimit > 0 && r.withinLimit < r.finals), 'the seed has signed reports on both sides of a limit')
  })

  it('counts critical values flagged, notified and notified within the limit they were flagged under', async () => {
    const res = await t.call<CriticalStatDto>('GET', `/api/statistic/critical?${PERIOD}`, { token: head })
    assert.equal(res.status, 200, res.text)
    const flagged = exams("AND r.critical = 1 AND r.state <> 'void'")
    assert.ok(flagged.length > 0)
    const limitOf = (e: Exam) => e.flagLimit ?? (setting(`critical.limitMinutes.${e.modality}`) || setting('critical.limitMinutes.default'))
    for (const row of res.json.rows) {
      const mine = flagged.filter((e) => e.modality === row.key)
      const notified = mine.filter((e) => e.notifiedAt)
      const within = notified.filter((e) => minutesBetween(e.flaggedAt!, e.notifiedAt!) <= limitOf(e))
      assert.deepEqual([row.flagged, row.notified, row.notifiedWithinLimit, row.notifiedRate, row.withinRate],
        [mine.length, notified.length, within.length, notified.length / mine.length, within.length / mine.length], row.key)
    }
    assert.equal(res.json.totals.flagged, flagged.length)
  })

  it('drills every figure down to exactly the exams behind it', async () => {
    const drill = (query: string) => t.call<Page<ExamDto>>('GET', `/api/statistic/exams?${PERIOD}&size=1000&${query}`, { token: head })
    const workload = (await t.call<WorkloadDto>('GET', `/api/statistic/workload?${PERIOD}&groupBy=technician`, { token: head })).json
    for (const row of workload.rows) {
      for (const measure of ['exams', 'examined', 'reports', 'audits', 'positive', 'critical'] as const) {
        const res = await drill(`kind=workload&groupBy=technician&${row.key ? `key=${encodeURIComponent(row.key)}` : 'blank=true'}&measure=${measure}`)
        assert.equal(res.status, 200, res.text)
        assert.equal(res.json.totalElements, row[measure], `${row.key || '(none)'} ${measure}`)
        assert.equal(res.json.content.length, row[measure])
      }
    }
    // The exams themselves, for one cell: the sonographer's written reports.
    const writer = '陈静'
    const ids = exams('AND r.report_physician = ?', writer).filter(written).map((e) => e.id).sort((a, b) => a - b)
    const listed = await drill(`kind=workload&groupBy=reportPhysician&key=${encodeURIComponent(writer)}&measure=reports`)
    assert.deepEqual(listed.json.content.map((e) => e.id).sort((a, b) => a - b), ids)
    assert.ok(listed.json.content.every((e) => e.reportPhysician === writer))
    // Totals (no key), the turnaround and the critical values.
    assert.equal((await drill('kind=workload&measure=exams')).json.totalElements, workload.totals.exams)
    const tat = (await t.call<TurnaroundDto>('GET', `/api/statistic/turnaround?${PERIOD}`, { token: head })).json
    for (const row of tat.rows) {
      assert.equal((await drill(`kind=turnaround&key=${row.key}&measure=withinLimit`)).json.totalElements, row.withinLimit, row.key)
      assert.equal((await drill(`kind=turnaround&key=${row.key}&measure=finals`)).json.totalElements, row.finals, row.key)
    }
    const critical = (await t.call<CriticalStatDto>('GET', `/api/statistic/critical?${PERIOD}`, { token: head })).json
    for (const row of critical.rows) {
      assert.equal((await drill(`kind=critical&key=${row.key}&measure=notifiedWithinLimit`)).json.totalElements, row.notifiedWithinLimit, row.key)
    }
    const positive = (await t.call<PositiveDto>('GET', `/api/statistic/positive?${PERIOD}&groupBy=reportPhysician`, { token: head })).json
    for (const row of positive.rows) {
      const res = await drill(`kind=positive&groupBy=reportPhysician&key=${encodeURIComponent(row.key)}&measure=positive`)
      assert.equal(res.json.totalElements, row.positive, row.key)
    }
    const wrong = await t.call<{ message: string }>('GET', `/api/statistic/exams?${PERIOD}&kind=positive&measure=audits`, { token: head })
    assert.equal(wrong.status, 400)
  })

  it('exports each summary as an .xlsx in the caller\'s language, with a totals row', async () => {
    const res = await t.call('GET', `/api/statistic/workload/download?${PERIOD}&groupBy=modality`, { token: head, headers: { 'Accept-Language': 'en' } })
    assert.equal(res.status, 200)
    assert.match(res.headers.get('content-type') ?? '', /spreadsheetml/)
    const { sheetName, rows } = readXlsx(res.bytes)
    const json = (await t.call<WorkloadDto>('GET', `/api/statistic/workload?${PERIOD}&groupBy=modality`, { token: head })).json
    assert.equal(sheetName, 'Workload')
    assert.deepEqual(rows[0], ['Modality', 'Exams', 'Examined', 'Reports', 'Audited', 'Positive', 'Critical'])
    assert.deepEqual(rows.slice(1, -1).map((r) => [r[0], Number(r[1])]), json.rows.map((r) => [r.key, r.exams]))
    assert.deepEqual(rows.at(-1)!.slice(0, 2), ['Total', String(json.totals.exams)])
    for (const kind of ['positive', 'turnaround', 'critical']) {
      const file = await t.call('GET', `/api/statistic/${kind}/download?${PERIOD}`, { token: head })
      assert.equal(file.status, 200, kind)
      assert.ok(readXlsx(file.bytes).rows.length >= 2, kind)
    }
    const zh = readXlsx((await t.call('GET', `/api/statistic/positive/download?${PERIOD}`, { token: head, headers: { 'Accept-Language': 'zh-CN' } })).bytes)
    assert.equal(zh.rows[0]![0], '检查类型')
  })

  it('leaves out and reports an exam signed before it was registered instead of timing it negative', async () => {
    const victim = exams().find((e) => signed(e) && e.audited && e.modality === 'US')!
    const before = (await t.call<TurnaroundDto>('GET', `/api/statistic/turnaround?${PERIOD}`, { token: head })).json.rows.find((r) => r.key === 'US')!
    t.db.prepare('UPDATE ris_exam SET audit_time = ? WHERE id = ?').run('2025-04-01 00:00:00', victim.id)
    const after = (await t.call<TurnaroundDto>('GET', `/api/statistic/turnaround?${PERIOD}`, { token: head })).json.rows.find((r) => r.key === 'US')!
    assert.equal(after.intervals.registrationToFinal.invalid, 1)
    assert.equal(after.intervals.registrationToFinal.count, before.intervals.registrationToFinal.count - 1)
    assert.equal(after.finals, before.finals - 1)
    assert.ok(after.intervals.registrationToFinal.medianMinutes! >= 0)
  })
})
