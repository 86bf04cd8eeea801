import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Page, QcSampleDetailDto, QcSampleDto, QcStatDto, QcTaskDto } from '../../src/core/contract'
import { scoreQcSheet } from '../../src/core/qc/scoreSheet'
import { seedPeriod } from '../../demo/server/db/seed/qc'
import { drawSamples, qcCandidates, sampleSize } from '../../demo/server/lib/qcDraw'
import { makeServer, T0, type TestServer } from './helpers'

const PERIOD = seedPeriod(T0)

describe('quality control by sampling: api/qc', () => {
  let t: TestServer
  let officer: string
  let sonographer: string
  let usAuditor: string
  let officerId: number
  let sonographerId: number
  before(async () => {
    t = await makeServer()
    officer = await t.login('zhikong')
    sonographer = await t.login('chaosheng')
    usAuditor = await t.login('chaoshengzr')
    const id = (name: string) => (t.db.prepare('SELECT id FROM sys_user WHERE username = ?').get(name) as { id: number }).id
    officerId = id('zhikong')
    sonographerId = id('chaosheng')
  })
  after(() => t.close())

  const createTask = async (token: string, body: Record<string, unknown>) => {
    const res = await t.call<QcTaskDto>('POST', '/api/qc/task', {
      token, body: { name: 'test task', family: 'ultrasound', period: PERIOD, ratio: null, count: 5, seed: 1234, blind: true, reviewerIds: [officerId], ...body },
    })
    assert.equal(res.status, 201, res.text)
    return res.json
  }
  const sampleExams = (taskId: number) => (t.db.prepare('SELECT exam_id AS id FROM qc_sample WHERE task_id = ? ORDER BY exam_id').all(taskId) as { id: number }[])
    .map((r) => r.id)
  const detail = async (token: string, id: number) => {
    const res = await t.call<QcSampleDetailDto>('GET', `/api/qc/sample/${id}`, { token })
    assert.equal(res.status, 200, res.text)
    return res.json
  }
  /** Full marks on every item: no deduction, the best grade. */
  const fullMarks = (d: QcSampleDetailDto) => d.items.map((item) => ({ itemId: item.id, value: item.scale === 'points' ? 0 : item.scale === 'xray' ? 1 : 3 }))

  it('seeds both families\' sheets, cut-offs and a drawn, partly scored task per family whose scores are the shared sheet\'s', () => {
    const items = t.db.prepare('SELECT family, part, COUNT(*) AS n, SUM(max_points) AS points FROM qc_score_item GROUP BY 1, 2 ORDER BY 1, 2').all()
    assert.deepEqual(items.map((r) => ({ ...(r as object) })), [
      { family: 'imaging', part: 'image', n: 8, points: 32 }, { family: 'imaging', part: 'report', n: 6, points: 100 },
      { family: 'ultrasound', part: 'image', n: 10, points: 100 }, { family: 'ultrasound', part: 'report', n: 6, points: 100 },
    ])
    const tasks = t.db.prepare(`SELECT family, period, state, (SELECT COUNT(*) FROM qc_sample s WHERE s.task_id = t.id) AS samples,
      (SELECT COUNT(*) FROM qc_sample s WHERE s.task_id = t.id AND s.state = 'scored') AS scored FROM qc_task t ORDER BY id`).all() as
      { family: string; period: string; state: string; samples: number; scored: number }[]
    assert.deepEqual(tasks.map((r) => [r.family, r.period, r.state]), [['imaging', PERIOD, 'scoring'], ['ultrasound', PERIOD, 'scoring']])
    for (const task of tasks) assert.ok(task.scored > 0 && task.scored < task.samples, `${task.family}: ${task.scored} of ${task.samples} scored`)
    const scores = t.db.prepare(`SELECT s.modality, t.family, sc.entries, sc.report_score AS reportScore, sc.grade, sc.image_grade AS imageGrade, sc.image_level AS imageLevel
      FROM qc_score sc JOIN qc_sample s ON s.id = sc.sample_id JOIN qc_task t ON t.id = s.task_id`).all() as
      { modality: string; family: string; entries: string; reportScore: number; grade: string; imageGrade: string; imageLevel: string }[]
    for (const score of scores) {
      const items = t.db.prepare("SELECT id, part, scale, name, max_points AS maxPoints FROM qc_score_item WHERE family = ? AND (scale = 'points' OR (scale = 'xray' AND ? IN ('DR', 'MG')) OR (scale = 'ctmr' AND ? IN ('CT', 'MR')))")
        .all(score.family, score.modality, score.modality) as never[]
      const outcome = scoreQcSheet(items, JSON.parse(score.entries), [{ grade: '甲', minScore: 90 }, { grade: '乙', minScore: 75 }, { grade: '丙', minScore: 0 }])
      assert.ok(outcome.ok)
      assert.deepEqual([score.reportScore, score.grade, score.imageGrade, score.imageLevel],
        [outcome.result.reportScore, outcome.result.grade, outcome.result.imageGrade, outcome.result.imageLevel])
    }
  })

  it('draws the same samples from the same seed, others from another seed, as the seeded shuffle over the month\'s final reports by exam id', async () => {
    const task = await createTask(officer, { blind: false })
    const first = await t.call<QcTaskDto>('POST', `/api/qc/task/${task.id}/draw`, { token: officer })
    assert.equal(first.status, 200, first.text)
    assert.equal(first.json.state, 'drawn')
    const drawn = sampleExams(task.id)
    assert.equal(drawn.length, 5)
    const again = await t.call<QcTaskDto>('POST', `/api/qc/task/${task.id}/draw`, { token: officer })
    assert.equal(again.status, 200, again.text)
    assert.deepEqual(sampleExams(task.id), drawn, 'the same seed draws the same samples')

    const candidates = t.db.prepare(`SELECT e.id FROM ris_report r JOIN ris_exam e ON e.id = r.exam_id WHERE e.modality = 'US' AND e.source = 'in'
      AND r.state IN ('final', 'corrected') AND substr(COALESCE(r.audit_time, r.report_time), 1, 7) = ? ORDER BY e.id`).all(PERIOD) as { id: number }[]
    assert.equal(first.json.candidates, candidates.length)
    assert.deepEqual(drawSamples(candidates.map((c) => c.id), 5, 1234), drawn)

    const twin = await createTask(officer, { blind: false, name: 'twin' })
    await t.call('POST', `/api/qc/task/${twin.id}/draw`, { token: officer })
    assert.deepEqual(sampleExams(twin.id), drawn, 'another task with the same seed and scope draws the same')

    const put = await t.call('PUT', '/api/qc/task', {
      token: officer, body: { id: task.id, name: 'test task', family: 'ultrasound', period: PERIOD, ratio: null, count: 5, seed: 99, blind: false, reviewerIds: [officerId] },
    })
    assert.equal(put.status, 204, put.text)
    assert.equal(sampleExams(task.id).length, 0, 'a new seed discards the samples until drawn again')
    await t.call('POST', `/api/qc/task/${task.id}/draw`, { token: officer })
    const other = sampleExams(task.id)
    assert.equal(other.length, 5)
    assert.notDeepEqual(other, drawn, 'another seed draws other samples')
    assert.deepEqual(other, drawSamples(candidates.map((c) => c.id), 5, 99))
  })

  it('draws a ratio rounded up and refuses an empty month', async () => {
    const task = await createTask(officer, { ratio: 10, count: null })
    const res = await t.call<QcTaskDto>('POST', `/api/qc/task/${task.id}/draw`, { token: officer })
    const n = qcCandidates(t.db, { family: 'ultrasound', period: PERIOD, modality: null, deptId: null }).length
    assert.equal(res.json.samples, Math.ceil(n / 10))
    assert.equal(sampleSize(n, { ratio: 10, count: null }), Math.ceil(n / 10))
    const empty = await createTask(officer, { period: '2019-01' })
    const refused = await t.call<{ message: string }>('POST', `/api/qc/task/${empty.id}/draw`, { token: officer, headers: { 'Accept-Language': 'en' } })
    assert.equal(refused.status, 409)
    assert.match(refused.json.message, /No final report of 2019-01/)
  })

  it('hides the author of a blind task\'s samples from every answer until the task is closed', async () => {
    const task = await createTask(officer, { blind: true, reviewerIds: [officerId] })
    await t.call('POST', `/api/qc/task/${task.id}/draw`, { token: officer })
    const author = (t.db.prepare('SELECT author_name AS name FROM qc_sample WHERE task_id = ? LIMIT 1').get(task.id) as { name: string }).name
    const list = await t.call<Page<QcSampleDto>>('GET', `/api/qc/sample?family=ultrasound&taskId=${task.id}`, { token: officer })
    assert.equal(list.status, 200, list.text)
    assert.equal(list.json.content.length, 5)
    assert.ok(list.json.content.every((s) => s.author === null && s.authorId === null && s.blind))
    assert.ok(!list.text.includes(author), 'the list never names the author')
    const queue = await t.call<Page<QcSampleDto>>('GET', '/api/qc/sample?family=ultrasound&mine=true&size=100', { token: officer })
    const queued = queue.json.content.filter((s) => s.taskId === task.id)
    assert.equal(queued.length, 5)
    assert.ok(queued.every((s) => s.author === null && s.authorId === null), 'nor does the reviewer\'s queue')
    const one = await t.call('GET', `/api/qc/sample/${list.json.content[0]!.id}`, { token: officer })
    assert.ok(!one.text.includes(author), 'nor the sample with its report')
    const d = await detail(officer, list.json.content[0]!.id)
    const scored = await t.call<QcSampleDto>('PUT', `/api/qc/sample/${d.id}/score`, { token: officer, body: { entries: fullMarks(d), version: 0 } })
    assert.equal(scored.status, 200, scored.text)
    assert.equal(scored.json.author, null)
    assert.ok(!scored.text.includes(author), 'nor the answer to a score')

    const closed = await t.call<QcTaskDto>('POST', `/api/qc/task/${task.id}/close`, { token: officer })
    assert.equal(closed.json.state, 'closed')
    const revealed = await t.call<Page<QcSampleDto>>('GET', `/api/qc/sample?family=ultrasound&taskId=${task.id}`, { token: officer })
    assert.ok(revealed.json.content.every((s) => s.author === author))
  })

  it('does not name a blind sample\'s author to its reviewer on the report page, its history or the exam lists either', async () => {
    const task = await createTask(officer, { blind: true, reviewerIds: [officerId], seed: 777 })
    await t.call('POST', `/api/qc/task/${task.id}/draw`, { token: officer })
    const sample = t.db.prepare(`SELECT s.exam_id AS examId, e.exam_no AS examNo, r.report_physician AS writer, r.audit_physician AS auditor
      FROM qc_sample s JOIN ris_exam e ON e.id = s.exam_id JOIN ris_report r ON r.id = s.report_id WHERE s.task_id = ? LIMIT 1`)
      .get(task.id) as { examId: number; examNo: string; writer: string; auditor: string }
    assert.ok(sample.writer && sample.auditor, 'a signed report has both names')
    const view = await t.call<{ report: { reportPhysician: string; auditPhysician?: string } }>('GET', `/api/reportInfo/view?examineId=${sample.examId}`, { token: officer })
    assert.equal(view.status, 200, view.text)
    assert.equal(view.json.report.reportPhysician, '')
    assert.equal(view.json.report.auditPhysician, undefined)
    assert.ok(!view.text.includes(sample.writer) && !view.text.includes(sample.auditor), 'the report page names neither')
    const history = await t.call<{ operator: string }[]>('GET', `/api/reportInfoHistory/examineId/${sample.examId}`, { token: officer })
    assert.equal(history.status, 200, history.text)
    assert.ok(history.json.length > 0 && history.json.every((row) => row.operator === ''), 'the history says what happened, not by whom')
    const list = await t.call<Page<{ id: number; reportPhysician?: string }>>('GET', `/api/exams?blurry=${sample.examNo}`, { token: officer })
    const row = list.json.content.find((exam) => exam.id === sample.examId)
    assert.ok(row, 'the exam is listed')
    assert.equal(row.reportPhysician, undefined)
    const one = await t.call('GET', `/api/exams/${sample.examId}`, { token: officer })
    assert.equal(one.status, 200, one.text)
    assert.ok(!one.text.includes(sample.writer), 'nor one exam')
    // Searching by the writer's name would tell: the sample never matches it, other exams still do.
    const byWriter = await t.call<Page<{ id: number }>>('GET', `/api/exams?reportPhysician=${encodeURIComponent(sample.writer)}&size=500`, { token: officer })
    assert.equal(byWriter.status, 200, byWriter.text)
    assert.ok(!byWriter.json.content.some((exam) => exam.id === sample.examId))
    assert.ok(byWriter.json.content.length > 0, 'the writer\'s other exams are found')

    // Anybody else — the author's auditor reading the report — sees the names as always.
    const other = await t.call<{ report: { reportPhysician: string } }>('GET', `/api/reportInfo/view?examineId=${sample.examId}`, { token: usAuditor })
    assert.equal(other.json.report.reportPhysician, sample.writer)
    // Closed, the task names them to its reviewer too.
    await t.call('POST', `/api/qc/task/${task.id}/close`, { token: officer })
    const after = await t.call<{ report: { reportPhysician: string } }>('GET', `/api/reportInfo/view?examineId=${sample.examId}`, { token: officer })
    assert.equal(after.json.report.reportPhysician, sample.writer)
  })

  it('lets a reviewer score only the samples of his tasks, never one he wrote, and not after the task is closed', async () => {
    const task = await createTask(officer, { blind: false, count: 4, reviewerIds: [sonographerId] })
    await t.call('POST', `/api/qc/task/${task.id}/draw`, { token: officer })
    const list = await t.call<Page<QcSampleDto>>('GET', `/api/qc/sample?family=ultrasound&taskId=${task.id}`, { token: officer })
    const own = list.json.content.find((s) => s.authorId === sonographerId)!
    assert.ok(own, 'chaosheng wrote the seeded ultrasound reports')
    const d = await detail(officer, own.id)
    const mine = await t.call('PUT', `/api/qc/sample/${own.id}/score`, { token: sonographer, body: { entries: fullMarks(d), version: 0 }, headers: { 'Accept-Language': 'en' } })
    assert.equal(mine.status, 403)
    assert.match(mine.text, /cannot score a report you wrote/)
    const queue = await t.call<Page<QcSampleDto>>('GET', '/api/qc/sample?family=ultrasound&mine=true&size=100', { token: sonographer })
    assert.ok(queue.json.content.every((s) => s.authorId !== sonographerId), 'his own reports are not in his queue')

    const notHis = await t.call('PUT', `/api/qc/sample/${own.id}/score`, { token: usAuditor, body: { entries: fullMarks(d), version: 0 }, headers: { 'Accept-Language': 'en' } })
    assert.equal(notHis.status, 403)
    assert.match(notHis.text, /not a reviewer/)

    const imaging = await t.call('GET', '/api/qc/task?family=imaging', { token: sonographer })
    assert.equal(imaging.status, 403, 'the ultrasound QC permission does not reach imaging tasks')

    const seededImaging = t.db.prepare("SELECT s.id FROM qc_sample s JOIN qc_task t ON t.id = s.task_id WHERE t.family = 'imaging' LIMIT 1").get() as { id: number }
    const cross = await t.call('PUT', `/api/qc/sample/${seededImaging.id}/score`, { token: sonographer, body: { entries: [{ itemId: 1, value: 0 }], version: 0 } })
    assert.equal(cross.status, 403)
  })

  it('computes totals and grades with the shared sheet, refuses values off the scale, a stale version and a redraw after scoring', async () => {
    const task = await createTask(officer, { family: 'imaging', blind: false, count: 6, modality: 'DR' })
    await t.call('POST', `/api/qc/task/${task.id}/draw`, { token: officer })
    const sample = (await t.call<Page<QcSampleDto>>('GET', `/api/qc/sample?family=imaging&taskId=${task.id}`, { token: officer })).json.content[0]!
    const d = await detail(officer, sample.id)
    assert.ok(d.items.some((i) => i.scale === 'xray') && !d.items.some((i) => i.scale === 'ctmr'), 'a radiograph is graded 甲乙丙丁, not 0–3')
    assert.equal(d.findings.length > 0, true)
    const entries = d.items.map((item) => ({
      itemId: item.id, value: item.scale === 'xray' ? (item.name === '伪影' ? 3 : 1) : item.name === '诊断结论' ? 12 : item.name === '术语规范' ? 1.5 : 0,
    }))
    const bad = await t.call<{ errors: { field: string; message: string }[] }>('PUT', `/api/qc/sample/${sample.id}/score`, {
      token: officer, headers: { 'Accept-Language': 'en' },
      body: { entries: entries.map((e, i) => (i === 0 ? { ...e, value: 7 } : i === entries.length - 1 ? { ...e, value: 10.25 } : e)), version: 0 },
    })
    assert.equal(bad.status, 400)
    assert.deepEqual(bad.json.errors.map((e) => e.field), ['entries.0.value', `entries.${entries.length - 1}.value`])
    assert.match(bad.json.errors[0]!.message, /out of range/)
    const missing = await t.call('PUT', `/api/qc/sample/${sample.id}/score`, { token: officer, body: { entries: entries.slice(1), version: 0 } })
    assert.equal(missing.status, 400)

    const res = await t.call<QcSampleDto>('PUT', `/api/qc/sample/${sample.id}/score`, { token: officer, body: { entries, comment: '结论偏差', version: 0 } })
    assert.equal(res.status, 200, res.text)
    const expected = scoreQcSheet(d.items, entries, d.cutoffs)
    assert.ok(expected.ok)
    assert.deepEqual({ ...res.json.score!, entries: undefined, comment: undefined, reviewer: undefined, time: undefined, version: undefined },
      { ...expected.result, entries: undefined, comment: undefined, reviewer: undefined, time: undefined, version: undefined })
    assert.deepEqual([res.json.score!.reportScore, res.json.score!.grade, res.json.score!.imageGrade, res.json.score!.imageLevel], [86.5, '乙', '丙', 'pass'])

    const stale = await t.call('PUT', `/api/qc/sample/${sample.id}/score`, { token: officer, body: { entries, version: 0 } })
    assert.equal(stale.status, 409)
    const redraw = await t.call('POST', `/api/qc/task/${task.id}/draw`, { token: officer })
    assert.equal(redraw.status, 409, 'no redraw once a sample is scored')
    const del = await t.call('DELETE', '/api/qc/task', { token: officer, body: [task.id] })
    assert.equal(del.status, 409)
    await t.call('POST', `/api/qc/task/${task.id}/close`, { token: officer })
    const late = await t.call('PUT', `/api/qc/sample/${sample.id}/score`, { token: officer, body: { entries, version: 1 } })
    assert.equal(late.status, 409, 'a closed task takes no more scores')
  })

  it('answers statistics equal to direct counts over the revealed scored samples', async () => {
    for (const groupBy of ['physician', 'dept', 'period'] as const) {
      for (const family of ['imaging', 'ultrasound'] as const) {
        const res = await t.call<QcStatDto>('GET', `/api/qc/statistics?family=${family}&groupBy=${groupBy}&from=2019-01&to=2030-12`, { token: officer })
        assert.equal(res.status, 200, res.text)
        const base = `FROM qc_score sc JOIN qc_sample s ON s.id = sc.sample_id JOIN qc_task t ON t.id = s.task_id WHERE t.family = ?`
        const direct = t.db.prepare(`SELECT COUNT(*) AS n, AVG(sc.report_score) AS mean, SUM(sc.image_level IN ('excellent', 'pass')) AS pass,
          SUM(sc.image_level = 'excellent') AS excellent, SUM(sc.image_level IS NOT NULL) AS graded ${base} AND (t.blind = 0 OR t.state = 'closed')`)
          .get(family) as { n: number; mean: number; pass: number; excellent: number; graded: number }
        const withheld = (t.db.prepare(`SELECT COUNT(*) AS n ${base} AND t.blind = 1 AND t.state <> 'closed'`).get(family) as { n: number }).n
        assert.equal(res.json.total.samples, direct.n)
        assert.ok(direct.n > 0, `${family}: revealed scores to count`)
        assert.equal(res.json.total.meanScore, Math.round(direct.mean * 10) / 10)
        assert.equal(res.json.total.imagePassRate, Math.round((direct.pass / direct.graded) * 1000) / 10)
        assert.equal(res.json.total.imageExcellentRate, Math.round((direct.excellent / direct.graded) * 1000) / 10)
        assert.equal(res.json.withheld, withheld)
        assert.equal(res.json.rows.reduce((sum, row) => sum + row.samples, 0), direct.n)
        const grades = t.db.prepare(`SELECT sc.grade, COUNT(*) AS n ${base} AND (t.blind = 0 OR t.state = 'closed') GROUP BY 1`).all(family) as { grade: string; n: number }[]
        for (const g of grades) assert.equal(res.json.total.grades[g.grade], g.n)
        if (groupBy === 'physician') {
          const byAuthor = t.db.prepare(`SELECT s.author_name AS name, COUNT(*) AS n ${base} AND (t.blind = 0 OR t.state = 'closed') GROUP BY s.author_id`).all(family) as { name: string; n: number }[]
          assert.deepEqual(res.json.rows.map((r) => [r.label, r.samples]).sort(), byAuthor.map((r) => [r.name, r.n]).sort())
        }
      }
    }
    const seededBlind = await t.call<QcStatDto>('GET', `/api/qc/statistics?family=ultrasound&groupBy=physician&from=${PERIOD}&to=${PERIOD}`, { token: officer })
    assert.ok(seededBlind.json.withheld > 0, 'the seeded blind task\'s scores are withheld until it closes')
  })

  it('checks the family of every call and validates the task form', async () => {
    const other = await t.call('GET', '/api/qc/item?family=imaging', { token: sonographer })
    assert.equal(other.status, 403)
    const us = await t.call<Page<unknown>>('GET', '/api/qc/item?family=ultrasound&size=100', { token: sonographer })
    assert.equal(us.status, 200)
    assert.equal(us.json.totalElements, 16)
    const both = await t.call<{ errors: { field: string }[] }>('POST', '/api/qc/task', {
      token: officer, body: { name: 'x', family: 'ultrasound', period: '2025-13', ratio: 10, count: 5, seed: 1, blind: false, reviewerIds: [] },
    })
    assert.equal(both.status, 400)
    assert.deepEqual(both.json.errors.map((e) => e.field).sort(), ['period', 'ratio', 'reviewerIds'].sort())
    const wrongModality = await t.call('POST', '/api/qc/task', {
      token: officer, body: { name: 'x', family: 'ultrasound', period: PERIOD, modality: 'CT', count: 5, seed: 1, blind: false, reviewerIds: [officerId] },
    })
    assert.equal(wrongModality.status, 400)
    const notReviewer = await t.call('POST', '/api/qc/task', {
      token: officer, body: { name: 'x', family: 'imaging', period: PERIOD, count: 5, seed: 1, blind: false, reviewerIds: [sonographerId] },
    })
    assert.equal(notReviewer.status, 400, 'a sonographer cannot review imaging')
  })
})
