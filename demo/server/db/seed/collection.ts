/**
 * The case collection (issue 14): personal folders of two radiologists and a sonographer, and the public teaching
 * folders of 放射科 and 超声科, holding positive signed exams with tags (body part and, where the impression names one,
 * the disease) and a teaching note. Chosen by id from the exams seeded before, outside every random stream, so no
 * other seeded row changes.
 */
import { formatDateTime, HOUR } from '../../lib/time'
import type { Db } from '../db'

const DAY = 24 * HOUR

/** Words of an impression that make a disease tag, the first found wins. */
const DISEASES: readonly [word: string, tag: string][] = [
  ['出血', '脑出血'], ['骨折', '骨折'], ['磨玻璃', '磨玻璃结节'], ['结节', '结节'], ['结石', '结石'], ['脂肪肝', '脂肪肝'], ['肺炎', '肺炎'],
  ['炎症', '炎症'], ['积液', '积液'], ['肌瘤', '子宫肌瘤'], ['息肉', '息肉'], ['纤维腺瘤', '纤维腺瘤'], ['多囊', '多囊卵巢'], ['囊肿', '囊肿'],
  ['钙化', '钙化'], ['前置', '前置胎盘'], ['脐带', '脐带绕颈'],
]

const NOTES = [
  '典型影像表现，适合住院医师教学。',
  '注意与相似病变鉴别，见印象第二条。',
  '随访对照价值高，建议结合既往检查。',
  '',
  '征象清晰，可作为科内读片会病例。',
  '漏诊风险高的位置，提醒低年资医师注意。',
]

interface Folder { key: string; parent?: string; scope: 'personal' | 'public'; owner: number; dept: number | null; name: string }

/** Users (seed/org.ts): fangshe 3, fangshe2 12, fangshezr 13 (放射科 3); chaosheng 4, chaoshengzr 15 (超声科 4). */
const FOLDERS: readonly Folder[] = [
  { key: 'chest', scope: 'personal', owner: 3, dept: null, name: '胸部病例' },
  { key: 'nodule', parent: 'chest', scope: 'personal', owner: 3, dept: null, name: '结节随访' },
  { key: 'emergency', scope: 'personal', owner: 3, dept: null, name: '急诊病例' },
  { key: 'review', scope: 'personal', owner: 12, dept: null, name: '待复习' },
  { key: 'radTeach', scope: 'public', owner: 13, dept: 3, name: '放射科教学病例' },
  { key: 'radNeuro', parent: 'radTeach', scope: 'public', owner: 13, dept: 3, name: '神经与腹部' },
  { key: 'usMine', scope: 'personal', owner: 4, dept: null, name: '乳腺与妇科' },
  { key: 'usTeach', scope: 'public', owner: 15, dept: 4, name: '超声科教学病例' },
]

const NAMES: Record<number, string> = { 3: '李建国', 12: '王磊', 13: '张卫东', 4: '陈静', 15: '何慧敏' }

/** Seeds the folders and about 25 cases; returns how many cases. */
export function seedCollection(db: Db, now: number): number {
  const positive = (modalities: string[]) => (db.prepare(`SELECT e.id, e.body_part AS bodyPart, r.impression FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id
      WHERE r.state = 'final' AND r.positive = 1 AND e.modality IN (${modalities.map(() => '?').join(',')}) ORDER BY e.id`)
    .all(...modalities) as { id: number; bodyPart: string; impression: string }[])
  const radiology = positive(['CT', 'MR', 'DR', 'MG'])
  const ultrasound = positive(['US'])

  const folderIds = new Map<string, number>()
  const insertFolder = db.prepare(`INSERT INTO ris_collect_folder (parent_id, scope, owner_id, dept_id, name, sort, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)`)
  FOLDERS.forEach((f, i) => {
    const parent = f.parent ? folderIds.get(f.parent) ?? null : null
    folderIds.set(f.key, Number(insertFolder.run(parent, f.scope, f.owner, f.dept, f.name, (i + 1) * 10, formatDateTime(now - 60 * DAY)).lastInsertRowid))
  })

  // Which folder each exam goes to, by position in its list; the first radiology case is also shared publicly.
  const placements: (readonly [folder: string, by: number, exam: { id: number; bodyPart: string; impression: string } | undefined])[] = [
    ...radiology.slice(0, 2).map((e) => ['chest', 3, e] as const),
    ...radiology.slice(2, 4).map((e) => ['nodule', 3, e] as const),
    ...radiology.slice(4, 6).map((e) => ['emergency', 3, e] as const),
    ...radiology.slice(6, 8).map((e) => ['review', 12, e] as const),
    ...radiology.slice(8, 12).map((e) => ['radTeach', 13, e] as const),
    ...radiology.slice(12, 16).map((e) => ['radNeuro', 13, e] as const),
    ['radTeach', 3, radiology[0]] as const,
    ...ultrasound.slice(0, 4).map((e) => ['usMine', 4, e] as const),
    ...ultrasound.slice(4, 9).map((e) => ['usTeach', 15, e] as const),
  ]
  const insertCase = db.prepare(`INSERT INTO ris_collect_case (folder_id, exam_id, note, added_by_id, added_by, added_at) VALUES (?, ?, ?, ?, ?, ?)`)
  const insertTag = db.prepare('INSERT INTO ris_collect_tag (case_id, tag, sort) VALUES (?, ?, ?)')
  let count = 0
  placements.forEach(([folder, by, exam], i) => {
    if (!exam) return
    const caseId = Number(insertCase.run(folderIds.get(folder), exam.id, NOTES[i % NOTES.length], by, NAMES[by], formatDateTime(now - (40 - i) * DAY + 9 * HOUR)).lastInsertRowid)
    const text = exam.impression.replace(/<[^>]*>/g, '')
    const disease = DISEASES.find(([word]) => text.includes(word))?.[1]
    const tags = [exam.bodyPart, ...(disease && disease !== exam.bodyPart ? [disease] : []), ...(i % 4 === 0 ? ['教学'] : [])]
    tags.forEach((tag, n) => insertTag.run(caseId, tag, n))
    count++
  })
  return count
}
