/**
 * Follow-up (issue 14): about forty of the positive final reports of CT, MR, US, DR and MG followed with one to three
 * records each — phone calls, EMR look-ups, outpatient reviews, surgery records — in every category (agree, partly,
 * disagree, and outcomes not known yet), the reports of patients with a final pathology result linked to it, some
 * cases closed, and open ones due today, overdue, due this week or later; two negative reports followed by hand.
 * Every fourth positive report stays unfollowed, so the list has cases nobody has followed yet. Runs after the
 * pathology seed and draws no random numbers: the same `now` gives the same rows.
 */
import type { FollowupCategory, FollowupMethod } from '../../../../src/core/contract/followup'
import { addDays } from '../../../../src/core/followup/coincidence'
import { formatDateTime } from '../../lib/time'
import type { Db } from '../db'

interface Candidate {
  examId: number
  modality: string
  patient: number
  reportDay: string
  positive: number
}

const METHODS: FollowupMethod[] = ['phone', 'emr', 'outpatient', 'surgery', 'phone', 'emr']

/** The final category of each followed case in turn: mostly agreement, some partly, a few disagreeing, some not known yet. */
const FINAL: (FollowupCategory | null)[] = ['agree', 'agree', 'partly', 'agree', 'disagree', 'agree', 'partly', 'agree', null, 'agree', 'disagree', 'partly']

const PREFIX: Record<FollowupMethod, string> = {
  phone: '电话随访', emr: 'HIS/电子病历查询', outpatient: '门诊复查', surgery: '手术记录', pathology: '病理系统查询',
}

const OUTCOME: Record<FollowupCategory | 'pending', string> = {
  agree: '临床最终诊断与影像诊断一致。',
  partly: '主要诊断一致，病变范围与分级与报告描述有出入。',
  disagree: '最终诊断与影像诊断不符，已反馈报告医师复核。',
  pending: '患者尚未完成进一步检查，约定复查后再随访。',
}

/** Who follows a modality's cases: its reporting physician. */
const FOLLOWERS: Record<string, string> = { CT: 'fangshe', MR: 'fangshe', DR: 'fangshe', MG: 'fangshe', US: 'chaosheng' }

/** Seeds the follow-up cases and records; answers how many cases were stored. */
export function seedFollowup(db: Db, now: number): number {
  const today = formatDateTime(now).slice(0, 10)
  const users = new Map((db.prepare("SELECT id, username, nick_name AS nick FROM sys_user WHERE username IN ('fangshe', 'chaosheng')").all() as
    { id: number; username: string; nick: string }[]).map((u) => [u.username, u]))
  const candidates = db.prepare(`SELECT e.id AS examId, e.modality, e.patient_ref AS patient, substr(r.report_time, 1, 10) AS reportDay, r.positive
      FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id
      WHERE r.state IN ('final', 'corrected') AND e.modality IN ('CT', 'MR', 'US', 'DR', 'MG') ORDER BY r.report_time, e.id`).all() as Candidate[]
  const specimenOf = db.prepare(`SELECT id, diagnosis, substr(COALESCE(finalized_at, received_at), 1, 10) AS day FROM pis_specimen
      WHERE patient_ref = ? AND state IN ('final', 'amended') ORDER BY received_at DESC, id DESC LIMIT 1`)
  const insertCase = db.prepare('INSERT INTO ris_followup_case (exam_id, reason, added_by, added_at, closed_at, closed_by) VALUES (?, ?, ?, ?, ?, ?)')
  const insertRecord = db.prepare(`INSERT INTO ris_followup_record (case_id, follow_date, method, result, specimen_id, category, follower, next_date,
      remarks, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)

  const positives = candidates.filter((c) => c.positive === 1)
  const negatives = candidates.filter((c) => c.positive === 0)
  const withSpecimen = (c: Candidate) => specimenOf.get(c.patient) !== undefined
  // Every fourth positive report stays unfollowed, unless a pathology result of its patient is there to link.
  const followed = positives.filter((c, i) => i % 4 !== 3 || withSpecimen(c))
  // Two negative reports a physician chose to follow (a CT and an ultrasound).
  const manual = [negatives.find((c) => c.modality === 'CT'), negatives.find((c) => c.modality === 'US')].filter((c): c is Candidate => c !== undefined)

  let stored = 0
  const store = (c: Candidate, i: number, reason: 'positive' | 'manual') => {
    const user = users.get(FOLLOWERS[c.modality] ?? 'fangshe')!
    const specimen = specimenOf.get(c.patient) as { id: number; diagnosis: string; day: string } | undefined
    const category: FollowupCategory | null = specimen || reason === 'manual' ? 'agree' : FINAL[i % FINAL.length]!
    const count = specimen ? 2 : 1 + (i % 3)
    // The next date of an open case: overdue, due today, this week, later, or none (in turn); closed cases have none.
    const closed = category !== null && !specimen && i % 5 === 0
    const plan = closed ? null : [-3, 0, 4, 30, null][i % 5]!
    const next = plan === null ? null : addDays(today, plan)
    // The last record falls before its next date and on or after the report (and the pathology result).
    // Followed one to four weeks after the report, or today when the report is more recent.
    let last = addDays(c.reportDay, 7 + ((i * 5) % 22))
    if (last > today) last = today
    if (specimen && specimen.day > c.reportDay) last = specimen.day > today ? today : specimen.day
    if (next !== null && last >= next) last = addDays(next, -1)
    const earliest = specimen && specimen.day > c.reportDay ? specimen.day : c.reportDay
    const nextDate = last < earliest ? null : next
    if (last < earliest) last = earliest > today ? today : earliest
    if (last > today) last = today
    const days: string[] = []
    const span = Math.max(0, Math.round((Date.parse(last) - Date.parse(c.reportDay)) / 86_400_000))
    for (let k = 0; k < count; k++) days.push(addDays(c.reportDay, Math.round((span * (k + 1)) / count)))
    // Times of the seed moment's own day stay before it.
    const at = (day: string, hour: number, minutesBefore: number) => (day < today ? `${day} ${String(hour).padStart(2, '0')}:30:00` : formatDateTime(now - minutesBefore * 60_000))
    const closedAt = closed ? at(last, 17, 5) : null
    const caseId = Number(insertCase.run(c.examId, reason, user.nick, at(days[0]!, 9, 10 * (count + 2)), closedAt, closed ? user.nick : null).lastInsertRowid)
    days.forEach((day, k) => {
      const isLast = k === days.length - 1
      const method: FollowupMethod = isLast && specimen ? 'pathology' : METHODS[(i + k) % METHODS.length]!
      const recordCategory = isLast ? category : null
      const result = isLast && specimen ? specimen.diagnosis : `${PREFIX[method]}：${OUTCOME[recordCategory ?? 'pending']}`
      const recordNext = isLast ? nextDate : days[k + 1]!
      const nextOrNull = recordNext !== null && recordNext > day ? recordNext : null
      const time = at(day, 9 + k * 2, 10 * (count - k + 1))
      insertRecord.run(caseId, day, method, result, isLast && specimen ? specimen.id : null, recordCategory, user.nick, nextOrNull,
        reason === 'manual' && k === 0 ? '阴性报告，临床要求随访确认。' : null, user.id, time, time)
    })
    stored++
  }
  followed.forEach((c, i) => store(c, i, 'positive'))
  manual.forEach((c, i) => store(c, followed.length + i, 'manual'))
  return stored
}
