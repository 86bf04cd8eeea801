import type { Db } from '../db/db'
import type { ListSpec } from '../lib/crud'

/** A row of the benchmark table: what a registration worklist lists. */
export interface BenchExamRow {
  id: number
  exam_no: string
  patient_name: string
  modality: string
  status: string
  dept_id: number
  register_time: string
}

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈'
const GIVEN = '静丽敏燕芳娜秀英华慧巧美娟红玉兰霞平刚伟强磊军洋勇杰涛明超秀凤洁琳素云莲真环雪荣爱妹霞香月莺媛艳瑞凡佳嘉琼勤珍贞莉桂娣叶璧璐娅琦晶妍茜秋珊莎锦黛青倩婷姣婉娴瑾颖露瑶怡婵雁蓓纨仪荷丹蓉眉君琴蕊薇菁梦岚苑婕馨瑗琰韵融园艺咏卿聪澜纯毓悦昭冰爽琬茗羽希宁欣飘育滢馥筠柔竹霭凝晓欢霄枫芸菲寒伊亚宜可姬舒影荔枝丽'
const MODALITIES = ['CT', 'MR', 'DR', 'MG', 'US', 'US', 'US', 'ECG', 'ES', 'PIS']

/**
 * Creates and fills `bench_exam` with `count` exams (deterministic: the same rows on every run) and the indexes the
 * list offers — one per filter and sort a worklist uses, composite where a filter is sorted by time — and an FTS5
 * trigram index of exam number and patient name for the text search.
 */
export function createBenchExams(db: Db, count: number): void {
  db.exec(`DROP TABLE IF EXISTS bench_exam; DROP TABLE IF EXISTS bench_exam_fts;
    CREATE TABLE bench_exam (id INTEGER PRIMARY KEY, exam_no TEXT NOT NULL, patient_name TEXT NOT NULL, modality TEXT NOT NULL,
      status TEXT NOT NULL, dept_id INTEGER NOT NULL, register_time TEXT NOT NULL)`)
  let seed = 20251123
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648
  }
  const insert = db.prepare('INSERT INTO bench_exam (id, exam_no, patient_name, modality, status, dept_id, register_time) VALUES (?, ?, ?, ?, ?, ?, ?)')
  const start = Date.UTC(2024, 0, 1)
  db.transaction(() => {
    for (let i = 1; i <= count; i++) {
      const modality = MODALITIES[Math.floor(random() * MODALITIES.length)]!
      const when = new Date(start + Math.floor((i / count) * 700 * 86_400_000) + Math.floor(random() * 3_600_000))
      const name = SURNAMES[Math.floor(random() * SURNAMES.length)]! + GIVEN[Math.floor(random() * GIVEN.length)]! + (random() < 0.6 ? GIVEN[Math.floor(random() * GIVEN.length)]! : '')
      const time = when.toISOString().slice(0, 19).replace('T', ' ')
      insert.run(i, `${modality}${time.slice(0, 10).replace(/-/g, '')}${String(i).padStart(7, '0')}`, name, modality, String(Math.floor(random() * 6)), 3 + Math.floor(random() * 5), time)
    }
  })()
  db.exec(`CREATE INDEX bench_exam_time ON bench_exam (register_time);
    CREATE INDEX bench_exam_modality_time ON bench_exam (modality, register_time);
    CREATE INDEX bench_exam_status_time ON bench_exam (status, register_time);
    CREATE INDEX bench_exam_dept_time ON bench_exam (dept_id, register_time);
    CREATE INDEX bench_exam_no ON bench_exam (exam_no);
    CREATE INDEX bench_exam_name ON bench_exam (patient_name);
    CREATE VIRTUAL TABLE bench_exam_fts USING fts5 (exam_no, patient_name, content='bench_exam', content_rowid='id', tokenize='trigram');
    INSERT INTO bench_exam_fts (bench_exam_fts) VALUES ('rebuild');
    ANALYZE;`)
}

/** The worklist over `bench_exam` as a list declaration, exactly as a view's endpoint declares its list. */
export const benchExamList: ListSpec<BenchExamRow, BenchExamRow> = {
  from: 'bench_exam e',
  select: 'e.*',
  sort: { registerTime: 'e.register_time', examNo: 'e.exam_no', patientName: 'e.patient_name', id: 'e.id' },
  defaultSort: 'e.register_time DESC',
  filters: {
    modality: { kind: 'equal', column: 'e.modality', description: 'Modality' },
    status: { kind: 'equal', column: 'e.status', description: 'Status' },
    deptId: { kind: 'equal', column: 'e.dept_id', type: 'int', description: 'Department' },
    registerTime: { kind: 'between', column: 'e.register_time', description: 'Registered between' },
    blurry: { kind: 'blurry', columns: ['e.exam_no', 'e.patient_name'], fts: { table: 'bench_exam_fts', key: 'e.id' }, description: 'Exam number or name' },
  },
  toDto: (row) => row,
}
