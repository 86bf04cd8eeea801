import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type {
  CoincidenceDto, FollowupCaseDetailDto, FollowupCaseDto, FollowupDueDto, FollowupRecordDto, FollowupSettingDto, FollowupSpecimenOption, Page,
} from '../../src/core/contract'
import { makeServer, type TestServer } from './helpers'

/** Today of the seeded clock as the server sees it. */
const dayOf = (t: TestServer) => {
  const d = new Date(t.clock.now)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`
}

/**
 * The coincidence counts per physician straight from the tables: each case (positive final report or stored case, not
 * pathology) counted once by the category of its latest record that has one.
 */
function directCounts(t: TestServer): Map<string, { followed: number; agree: number; partly: number; disagree: number }> {
  const rows = t.db.prepare(`SELECT r.report_physician AS physician, (SELECT x.category FROM ris_followup_record x JOIN ris_followup_case c ON c.id = x.case_id
        WHERE c.exam_id = e.id AND x.category IS NOT NULL ORDER BY x.follow_date DESC, x.id DESC LIMIT 1) AS category
      FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id
      WHERE r.state IN ('final', 'corrected') AND e.modality <> 'PIS'
        AND (r.positive = 1 OR EXISTS (SELECT 1 FROM ris_followup_case c WHERE c.exam_id = e.id))`).all() as { physician: string; category: string | null }[]
  const out = new Map<string, { followed: number; agree: number; partly: number; disagree: number }>()
  for (const row of rows) {
    if (row.category === null) continue
    const counts = out.get(row.physician) ?? { followed: 0, agree: 0, partly: 0, disagree: 0 }
    counts.followed++
    counts[row.category as 'agree' | 'partly' | 'disagree']++
    out.set(row.physician, counts)
  }
  return out
}

describe('follow-up: api/followup', () => {
  let t: TestServer
  let fangshe: string
  let fangshe2: string
  let chaosheng: string
  let admin: string
  /** An MG case whose patient has a final specimen (the seed links it), and that specimen. */
  let linkedExam: number
  let specimenId: number
  before(async () => {
    t = await makeServer()
    ;[fangshe, fangshe2, chaosheng, admin] = [await t.login('fangshe'), await t.login('fangshe2'), await t.login('chaosheng'), await t.login('admin')]
    const row = t.db.prepare(`SELECT fc.exam_id AS exam, fr.specimen_id AS specimen FROM ris_followup_record fr JOIN ris_followup_case fc ON fc.id = fr.case_id
        JOIN ris_exam e ON e.id = fc.exam_id WHERE fr.specimen_id IS NOT NULL AND e.modality = 'MG'`).get() as { exam: number; specimen: number }
    linkedExam = row.exam
    specimenId = row.specimen
  })
  after(() => t.close())

  it('seeds about forty followed cases over CT, MR, US, DR and MG, some linked to pathology, some due and overdue', () => {
    const cases = t.db.prepare('SELECT e.modality, COUNT(*) AS n FROM ris_followup_case fc JOIN ris_exam e ON e.id = fc.exam_id GROUP BY e.modality').all() as
      { modality: string; n: number }[]
    const total = cases.reduce((sum, c) => sum + c.n, 0)
    assert.ok(total >= 35 && total <= 45, `${total} cases`)
    assert.deepEqual(cases.map((c) => c.modality).sort(), ['CT', 'DR', 'MG', 'MR', 'US'])
    const linked = t.db.prepare('SELECT COUNT(*) AS n FROM ris_followup_record WHERE specimen_id IS NOT NULL').get() as { n: number }
    assert.ok(linked.n >= 2)
    const categories = t.db.prepare('SELECT DISTINCT category FROM ris_followup_record').all().map((r) => (r as { category: string | null }).category)
    assert.deepEqual(new Set(categories), new Set([null, 'agree', 'partly', 'disagree']))
  })

  it('lists positive reports and followed cases; the due count equals the open cases due by their latest record', async () => {
    const list = await t.call<Page<FollowupCaseDto>>('GET', '/api/followup?page=0&size=500', { token: fangshe })
    assert.equal(list.status, 200, list.text)
    const expected = t.db.prepare(`SELECT COUNT(*) AS n FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id AND r.state IN ('final', 'corrected')
        WHERE e.modality <> 'PIS' AND (r.positive = 1 OR EXISTS (SELECT 1 FROM ris_followup_case c WHERE c.exam_id = e.id))`).get() as { n: number }
    assert.equal(list.json.totalElements, expected.n)
    assert.ok(list.json.content.some((c) => c.caseId === null && c.positive), 'an unfollowed positive report is a case')
    assert.ok(list.json.content.every((c) => !/<\/?[a-z]+[\s>]/i.test(c.impression)), 'the impression is plain text')

    const today = dayOf(t)
    const due = await t.call<FollowupDueDto>('GET', '/api/followup/due', { token: fangshe })
    const direct = t.db.prepare(`SELECT COUNT(*) AS n FROM ris_followup_case fc WHERE fc.closed_at IS NULL AND (SELECT x.next_date FROM ris_followup_record x
        WHERE x.case_id = fc.id ORDER BY x.follow_date DESC, x.id DESC LIMIT 1) <= ?`).get(today) as { n: number }
    assert.equal(due.json.today, today)
    assert.ok(direct.n > 0)
    assert.equal(due.json.due, direct.n)
    const dueList = await t.call<Page<FollowupCaseDto>>('GET', '/api/followup?page=0&size=500&due=due', { token: fangshe })
    assert.equal(dueList.json.totalElements, direct.n)
    assert.ok(dueList.json.content.every((c) => c.nextDate !== null && c.nextDate <= today && c.closedAt === null))
    const none = await t.call<Page<FollowupCaseDto>>('GET', '/api/followup?page=0&size=500&category=none', { token: fangshe })
    assert.ok(none.json.content.every((c) => c.category === null))
  })

  it('refuses callers without followup:list (403) and a bad filter value (400)', async () => {
    assert.equal((await t.call('GET', '/api/followup', { token: chaosheng })).status, 403)
    assert.equal((await t.call('GET', '/api/followup?due=tomorrow', { token: fangshe })).status, 400)
    assert.equal((await t.call('GET', '/api/followup/coincidence?groupBy=ward', { token: fangshe })).status, 400)
  })

  it('offers the same patient\'s final pathology results, and refuses another patient\'s specimen with a 400', async () => {
    const options = await t.call<FollowupSpecimenOption[]>('GET', `/api/followup/cases/${linkedExam}/specimens`, { token: fangshe })
    assert.equal(options.status, 200, options.text)
    assert.ok(options.json.some((s) => s.id === specimenId))
    assert.ok(options.json.every((s) => s.state === 'final' || s.state === 'amended'))
    const other = t.db.prepare(`SELECT id FROM pis_specimen WHERE state = 'final' AND patient_ref <> (SELECT patient_ref FROM ris_exam WHERE id = ?)
        ORDER BY id LIMIT 1`).get(linkedExam) as { id: number }
    const res = await t.call<{ message: string; errors: { field: string }[] }>('POST', '/api/followup/records', {
      token: fangshe, headers: { 'Accept-Language': 'en' },
      body: { examineId: linkedExam, followDate: dayOf(t), method: 'pathology', result: 'x', specimenId: other.id, category: 'agree', nextDate: null, remarks: null },
    })
    assert.equal(res.status, 400, res.text)
    assert.equal(res.json.errors[0]?.field, 'specimenId')
    assert.match(res.json.message, /another patient/)
  })

  it('creates, edits (with versions) and deletes one\'s own records; others get 403; closed cases 409', async () => {
    // A positive report nobody followed yet becomes a stored case with its first record.
    const open = t.db.prepare(`SELECT e.id FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id WHERE r.positive = 1 AND r.state = 'final'
        AND e.modality = 'CT' AND NOT EXISTS (SELECT 1 FROM ris_followup_case c WHERE c.exam_id = e.id) ORDER BY e.id LIMIT 1`).get() as { id: number } | undefined
    const examineId = open?.id ?? linkedExam
    const reportDay = (t.db.prepare('SELECT substr(report_time, 1, 10) AS d FROM ris_report WHERE exam_id = ?').get(examineId) as { d: string }).d
    const today = dayOf(t)
    const body = { examineId, followDate: today, method: 'phone', result: '电话随访：已手术', specimenId: null, category: 'partly', nextDate: null, remarks: null }

    const future = await t.call('POST', '/api/followup/records', { token: fangshe, body: { ...body, followDate: '2099-01-01' } })
    assert.equal(future.status, 400)
    const early = await t.call('POST', '/api/followup/records', { token: fangshe, body: { ...body, followDate: '2020-01-01' } })
    assert.equal(early.status, 400)
    const backwards = await t.call('POST', '/api/followup/records', { token: fangshe, body: { ...body, nextDate: reportDay } })
    assert.equal(backwards.status, 400)
    const noAdd = await t.call('POST', '/api/followup/records', { token: chaosheng, body })
    assert.equal(noAdd.status, 403)

    const created = await t.call<FollowupRecordDto>('POST', '/api/followup/records', { token: fangshe, body })
    assert.equal(created.status, 201, created.text)
    assert.equal(created.json.follower, '李建国')
    assert.equal(created.json.version, 1)
    const detail = await t.call<FollowupCaseDetailDto>('GET', `/api/followup/cases/${examineId}`, { token: fangshe })
    assert.equal(detail.json.category, 'partly')
    assert.notEqual(detail.json.caseId, null)
    assert.ok(detail.json.report.impression.length > 0)

    const edit = { ...body, id: created.json.id, version: 1, category: 'agree' }
    assert.equal((await t.call('PUT', '/api/followup/records', { token: fangshe2, body: edit })).status, 403, 'another physician\'s record')
    const saved = await t.call<FollowupRecordDto>('PUT', '/api/followup/records', { token: fangshe, body: edit })
    assert.equal(saved.status, 200, saved.text)
    assert.equal(saved.json.version, 2)
    const stale = await t.call('PUT', '/api/followup/records', { token: fangshe, body: edit })
    assert.equal(stale.status, 409)

    const closed = await t.call<FollowupCaseDto>('POST', `/api/followup/cases/${examineId}/close`, { token: fangshe })
    assert.equal(closed.status, 200, closed.text)
    assert.notEqual(closed.json.closedAt, null)
    assert.equal((await t.call('POST', `/api/followup/cases/${examineId}/close`, { token: fangshe })).status, 409)
    assert.equal((await t.call('POST', '/api/followup/records', { token: fangshe, body })).status, 409)
    assert.equal((await t.call('DELETE', '/api/followup/records', { token: fangshe, body: [created.json.id] })).status, 409)
    assert.equal((await t.call('POST', `/api/followup/cases/${examineId}/reopen`, { token: fangshe })).status, 200)

    assert.equal((await t.call('DELETE', '/api/followup/records', { token: fangshe2, body: [created.json.id] })).status, 403)
    const gone = await t.call<number[]>('DELETE', '/api/followup/records', { token: fangshe, body: [created.json.id] })
    assert.equal(gone.status, 200, gone.text)
    assert.equal((t.db.prepare('SELECT COUNT(*) AS n FROM ris_followup_record WHERE id = ?').get(created.json.id) as { n: number }).n, 0)
  })

  it('adds an exam by hand once; an exam without a final report answers 409', async () => {
    const negative = t.db.prepare(`SELECT e.id, e.exam_no AS no FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id WHERE r.positive = 0 AND r.state = 'final'
        AND e.modality = 'DR' AND NOT EXISTS (SELECT 1 FROM ris_followup_case c WHERE c.exam_id = e.id) ORDER BY e.id LIMIT 1`).get() as { id: number; no: string }
    const added = await t.call<FollowupCaseDto>('POST', '/api/followup/cases', { token: fangshe, body: { examNo: negative.no } })
    assert.equal(added.status, 201, added.text)
    assert.deepEqual([added.json.examineId, added.json.reason, added.json.positive], [negative.id, 'manual', false])
    assert.equal((await t.call('POST', '/api/followup/cases', { token: fangshe, body: { examineId: negative.id } })).status, 409)
    const unreported = t.db.prepare(`SELECT e.id FROM ris_exam e WHERE e.modality = 'CT' AND NOT EXISTS (SELECT 1 FROM ris_report r WHERE r.exam_id = e.id
        AND r.state IN ('final', 'corrected')) ORDER BY e.id LIMIT 1`).get() as { id: number }
    assert.equal((await t.call('POST', '/api/followup/cases', { token: fangshe, body: { examineId: unreported.id } })).status, 409)
    assert.equal((await t.call('POST', '/api/followup/cases', { token: fangshe, body: {} })).status, 400)
  })

  it('keeps a physician to his data scope: out-of-scope cases are 404 and absent from the list', async () => {
    const us = t.db.prepare("SELECT fc.exam_id AS id FROM ris_followup_case fc JOIN ris_exam e ON e.id = fc.exam_id WHERE e.modality = 'US' LIMIT 1").get() as { id: number }
    t.db.prepare("UPDATE sys_role SET data_scope = '本级' WHERE id = 3").run()
    try {
      const scoped = await t.login('fangshe')
      const list = await t.call<Page<FollowupCaseDto>>('GET', '/api/followup?page=0&size=500', { token: scoped })
      assert.ok(list.json.totalElements > 0)
      assert.ok(list.json.content.every((c) => c.modality !== 'US'))
      assert.equal((await t.call('GET', `/api/followup/cases/${us.id}`, { token: scoped })).status, 404)
      const body = { examineId: us.id, followDate: dayOf(t), method: 'phone', result: 'x', specimenId: null, category: 'agree', nextDate: null, remarks: null }
      assert.equal((await t.call('POST', '/api/followup/records', { token: scoped, body })).status, 404)
    } finally {
      t.db.prepare("UPDATE sys_role SET data_scope = '全部' WHERE id = 3").run()
    }
  })

  it('computes the rate per physician as a direct count does, for both settings of "partly"', async () => {
    const direct = directCounts(t)
    assert.ok(direct.size >= 2)
    for (const partly of [true, false]) {
      const put = await t.call<FollowupSettingDto>('PUT', '/api/followup/setting', { token: fangshe, body: { partlyCountsAsAgree: partly } })
      assert.equal(put.status, 200, put.text)
      assert.equal(put.json.partlyCountsAsAgree, partly)
      const res = await t.call<CoincidenceDto>('GET', '/api/followup/coincidence?groupBy=physician', { token: fangshe })
      assert.equal(res.status, 200, res.text)
      assert.equal(res.json.partlyCountsAsAgree, partly)
      assert.equal(res.json.rows.length, direct.size)
      for (const row of res.json.rows) {
        const counts = direct.get(row.key)!
        assert.deepEqual({ followed: row.followed, agree: row.agree, partly: row.partly, disagree: row.disagree }, counts, row.key)
        assert.equal(row.rate, (counts.agree + (partly ? counts.partly : 0)) / counts.followed)
      }
      const followed = [...direct.values()].reduce((sum, c) => sum + c.followed, 0)
      assert.equal(res.json.total.followed, followed)
    }
    assert.equal((await t.call('PUT', '/api/followup/setting', { token: chaosheng, body: { partlyCountsAsAgree: true } })).status, 403)
    const months = await t.call<CoincidenceDto>('GET', '/api/followup/coincidence?groupBy=quarter&modality=US', { token: admin })
    assert.ok(months.json.rows.every((r) => /^\d{4}-Q[1-4]$/.test(r.key)))
  })
})
