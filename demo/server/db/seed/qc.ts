import type { QcFamily, QcItemScale, QcScoreEntry } from '../../../../src/core/contract/qc'
import { scaleApplies } from '../../../../src/core/qc/qcFamily'
import { QC_SCALE_GRADES, scoreQcSheet } from '../../../../src/core/qc/scoreSheet'
import { drawSamples, qcCandidates, sampleSize } from '../../lib/qcDraw'
import { formatDateTime, MINUTE } from '../../lib/time'
import type { Db } from '../db'
import { mulberry32 } from './prng'
import { SEED_TIME } from './time'

type SeedItem = [part: 'image' | 'report', scale: QcItemScale, name: string, maxPoints: number, rule: string | null]

/** Report items shared by both families' sheets: 100 points, deductions as departments print them. */
const REPORT_ITEMS: SeedItem[] = [
  ['report', 'points', '一般项目完整', 10, '姓名、性别、年龄、检查号、检查部位缺项或错误每项扣 2 分'],
  ['report', 'points', '描述规范', 30, '遗漏重要征象扣 5 分，描述顺序混乱扣 2 分'],
  ['report', 'points', '诊断结论', 30, '漏诊、误诊扣 10～30 分，结论与描述不符扣 5 分'],
  ['report', 'points', '术语规范', 10, '非规范术语每处扣 1 分'],
  ['report', 'points', '测量数据', 10, '应测未测或单位错误每处扣 2 分'],
  ['report', 'points', '书写及时与签名', 10, '超时限发布扣 5 分，无签名扣 5 分'],
]

/** The ultrasound image sheet: 10 items × 10 points (ris-domain §2.3). */
const US_IMAGE_ITEMS: SeedItem[] = [
  ['image', 'points', '图像清晰度', 10, null],
  ['image', 'points', '灰阶均匀度', 10, null],
  ['image', 'points', '标准切面', 10, '每缺一个常规切面扣 2 分'],
  ['image', 'points', '伪像识别', 10, null],
  ['image', 'points', '彩色血流显示', 10, null],
  ['image', 'points', '图像与报告相符', 10, null],
  ['image', 'points', '斑点噪声控制', 10, null],
  ['image', 'points', '图像与疾病相关', 10, null],
  ['image', 'points', '深度调节（目标 ≥ 视野 1/2）', 10, null],
  ['image', 'points', '探头频率选择', 10, null],
]

/** Imaging: X-ray grades (甲乙丙丁) for DR/MG, CT/MR grades (3…0), per dimension. */
const IMAGING_IMAGE_ITEMS: SeedItem[] = [
  ['image', 'xray', '摄影体位', 4, null],
  ['image', 'xray', '照射野范围', 4, null],
  ['image', 'xray', '伪影', 4, '有影响诊断的伪影定为丁级'],
  ['image', 'xray', '中心线', 4, null],
  ['image', 'ctmr', '扫描范围', 4, null],
  ['image', 'ctmr', '伪影', 4, '有影响诊断的伪影定为 0 级'],
  ['image', 'ctmr', '窗宽窗位', 4, null],
  ['image', 'ctmr', '图像重建', 4, null],
]

const SHEETS: Record<QcFamily, SeedItem[]> = { imaging: [...IMAGING_IMAGE_ITEMS, ...REPORT_ITEMS], ultrasound: [...US_IMAGE_ITEMS, ...REPORT_ITEMS] }

/** Report grades: 甲 ≥ 90, 乙 ≥ 75, 丙 below — a common local practice, not a national rule (the view says so). */
const CUTOFFS: [string, number][] = [['甲', 90], ['乙', 75], ['丙', 0]]

/** The month a seeded task samples: the one holding the day half a month before the seed (the seeded reports span the last 30 days). */
export function seedPeriod(now: number): string {
  return formatDateTime(now - 15 * 24 * 60 * MINUTE).slice(0, 7)
}

/** A plausible sheet: mostly full marks, now and then a deduction or a lower grade. */
function entriesFor(items: { id: number; part: string; scale: QcItemScale; maxPoints: number }[], random: () => number): QcScoreEntry[] {
  return items.map((item) => {
    if (item.scale === 'points') {
      const r = random()
      const value = Math.min(item.maxPoints, r < 0.45 ? 0 : r < 0.7 ? 1 : r < 0.9 ? 2 + Math.floor(random() * 3) : Math.round(item.maxPoints * 0.4))
      return { itemId: item.id, value }
    }
    const grades = QC_SCALE_GRADES[item.scale]
    const r = random()
    const grade = r < 0.7 ? grades[0]! : r < 0.9 ? grades[1]! : r < 0.97 ? grades[2]! : grades[3]!
    return { itemId: item.id, value: grade.value }
  })
}

/**
 * The QC seed (after the exams): both families' score items and grade cut-offs, and one sampling task per family for
 * the seeded month — imaging open (not blind), ultrasound blind — drawn with a fixed seed and about two thirds scored
 * by the QC officer (周敏, `zhikong`), so the QC views and their statistics have something to show on a fresh start.
 */
export function seedQc(db: Db, now: number): void {
  const addItem = db.prepare(`INSERT INTO qc_score_item (family, part, scale, name, max_points, rule, sort, enabled, create_by, update_by, create_time, update_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, 1, 'system', 'system', ?, ?)`)
  const addCutoff = db.prepare("INSERT INTO qc_grade_cutoff (family, grade, min_score, update_by, update_time) VALUES (?, ?, ?, 'system', ?)")
  for (const family of ['imaging', 'ultrasound'] as const) {
    SHEETS[family].forEach(([part, scale, name, max, rule], i) => addItem.run(family, part, scale, name, max, rule, (i + 1) * 10, SEED_TIME, SEED_TIME))
    for (const [grade, min] of CUTOFFS) addCutoff.run(family, grade, min, SEED_TIME)
  }

  const officer = db.prepare("SELECT id, nick_name AS name FROM sys_user WHERE username = 'zhikong'").get() as { id: number; name: string } | undefined
  const usAuditor = db.prepare("SELECT id FROM sys_user WHERE username = 'chaoshengzr'").get() as { id: number } | undefined
  if (!officer) return
  const period = seedPeriod(now)
  const drawnAt = formatDateTime(now - 2 * 24 * 60 * MINUTE)
  const tasks: { family: QcFamily; name: string; ratio: number; seed: number; blind: boolean; reviewers: number[] }[] = [
    { family: 'imaging', name: `${period} 影像报告抽检`, ratio: 30, seed: 20250501, blind: false, reviewers: [officer.id] },
    { family: 'ultrasound', name: `${period} 超声报告抽检`, ratio: 15, seed: 20250502, blind: true, reviewers: [officer.id, ...(usAuditor ? [usAuditor.id] : [])] },
  ]
  const addTask = db.prepare(`INSERT INTO qc_task (name, family, period, ratio, count, seed, blind, state, candidates, drawn_at, create_by, update_by,
      create_time, update_time) VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, 'zhikong', 'zhikong', ?, ?)`)
  const addReviewer = db.prepare('INSERT INTO qc_task_reviewer (task_id, user_id) VALUES (?, ?)')
  const addSample = db.prepare(`INSERT INTO qc_sample (task_id, exam_id, report_id, author_id, author_name, modality, state) VALUES (?, ?, ?, ?, ?, ?, ?)`)
  const addScore = db.prepare(`INSERT INTO qc_score (sample_id, entries, comment, report_points, report_max, report_score, grade, image_score, image_grade,
      image_level, reviewer_id, reviewer_name, time, version) VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`)
  const itemsOf = db.prepare("SELECT id, part, scale, name, max_points AS maxPoints FROM qc_score_item WHERE family = ? AND enabled = 1 ORDER BY part, sort, id")
  for (const task of tasks) {
    const candidates = qcCandidates(db, { family: task.family, period, modality: null, deptId: null })
    const picked = drawSamples(candidates, sampleSize(candidates.length, { ratio: task.ratio, count: null }), task.seed)
    const scoredCount = Math.ceil((picked.length * 2) / 3)
    const state = picked.length === 0 ? 'draft' : scoredCount > 0 ? 'scoring' : 'drawn'
    const taskId = Number(addTask.run(task.name, task.family, period, task.ratio, task.seed, task.blind ? 1 : 0, state, candidates.length,
      picked.length ? drawnAt : null, drawnAt, drawnAt).lastInsertRowid)
    for (const reviewer of task.reviewers) addReviewer.run(taskId, reviewer)
    const random = mulberry32(task.seed)
    const allItems = itemsOf.all(task.family) as { id: number; part: 'image' | 'report'; scale: QcItemScale; name: string; maxPoints: number }[]
    const cutoffs = CUTOFFS.map(([grade, minScore]) => ({ grade, minScore }))
    picked.forEach((sample, i) => {
      const scored = i < scoredCount && sample.authorId !== officer.id
      const sampleId = Number(addSample.run(taskId, sample.examId, sample.reportId, sample.authorId, sample.authorName, sample.modality,
        scored ? 'scored' : 'pending').lastInsertRowid)
      if (!scored) return
      const items = allItems.filter((item) => scaleApplies(item.scale, sample.modality))
      const entries = entriesFor(items, random)
      const outcome = scoreQcSheet(items, entries, cutoffs)
      if (!outcome.ok) throw new Error(`seeded QC score of exam ${sample.examId} does not compute: ${JSON.stringify(outcome.errors)}`)
      const r = outcome.result
      addScore.run(sampleId, JSON.stringify(entries), r.reportPoints, r.reportMax, r.reportScore, r.grade, r.imageScore, r.imageGrade, r.imageLevel,
        officer.id, officer.name, formatDateTime(now - (picked.length - i) * 37 * MINUTE))
    })
  }
}
