// `npm run bench` part: the generic list helper (demo/server/lib/crud.ts) over a seeded benchmark table of
// 1,000,000 exams in SQLite on disk — the filters and sorts a worklist offers, each backed by an index, and the text
// search through an FTS5 trigram index. Prints JSON: p50/p95 per case over random parameters.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { benchExamList, createBenchExams } from '../demo/server/bench/examTable'
import { runList } from '../demo/server/lib/crud'

const ROWS = Number(process.env.BENCH_CRUD_ROWS ?? 1_000_000)
const RUNS = Number(process.env.BENCH_CRUD_RUNS ?? 60)
const dir = mkdtempSync(join(tmpdir(), 'clinic-bench-crud-'))
const db = new Database(join(dir, 'bench.sqlite'))
db.pragma('journal_mode = WAL')

const built = performance.now()
createBenchExams(db, ROWS)
const buildSeconds = Math.round((performance.now() - built) / 100) / 10

let seed = 7
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed / 2147483648
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
const day = () => {
  const d = new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 690) * 86_400_000)
  return d.toISOString().slice(0, 10)
}
const names = (db.prepare('SELECT patient_name FROM bench_exam WHERE id % 997 = 0 LIMIT 500').all() as { patient_name: string }[]).map((r) => r.patient_name)
const numbers = (db.prepare('SELECT exam_no FROM bench_exam WHERE id % 991 = 0 LIMIT 500').all() as { exam_no: string }[]).map((r) => r.exam_no)

type Query = Record<string, unknown> & { page: number; size: number; sort?: string | string[] }
const cases: { name: string; budgetMs: number; query: () => Query }[] = [
  { name: 'newest first, page 1 of 10', budgetMs: 50, query: () => ({ page: 0, size: 10, sort: 'registerTime,desc' }) },
  { name: 'a deep page (page 500 of 20)', budgetMs: 50, query: () => ({ page: 499, size: 20, sort: 'registerTime,desc' }) },
  { name: 'modality, newest first', budgetMs: 50, query: () => ({ page: 0, size: 20, sort: 'registerTime,desc', modality: pick(['CT', 'MR', 'US', 'ECG']) }) },
  { name: 'status, newest first', budgetMs: 50, query: () => ({ page: 0, size: 20, sort: 'registerTime,desc', status: String(Math.floor(random() * 6)) }) },
  {
    name: 'a week, modality, by time',
    budgetMs: 50,
    query: () => {
      const from = day()
      const to = new Date(Date.parse(from) + 6 * 86_400_000).toISOString().slice(0, 10)
      return { page: 0, size: 20, sort: 'registerTime,desc', modality: pick(['CT', 'US']), registerTime: [from, to] }
    },
  },
  { name: 'sorted by patient name', budgetMs: 50, query: () => ({ page: 0, size: 20, sort: 'patientName,asc' }) },
  { name: 'exam number (text search, FTS5)', budgetMs: 100, query: () => ({ page: 0, size: 20, sort: 'registerTime,desc', blurry: pick(numbers) }) },
  { name: 'patient name (text search, FTS5)', budgetMs: 100, query: () => ({ page: 0, size: 20, sort: 'registerTime,desc', blurry: pick(names.filter((n) => n.length >= 3)) }) },
  // Two characters (a common Chinese name) are below a trigram: the search scans.
  { name: 'two-character name (scan, no trigram)', budgetMs: 100, query: () => ({ page: 0, size: 20, sort: 'registerTime,desc', blurry: pick(names.filter((n) => n.length === 2)) }) },
]

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 100) / 100
}
const results = cases.map(({ name, budgetMs, query }) => {
  runList(db, benchExamList, query(), null) // warm the statement and the pages it reads
  const times: number[] = []
  let total = 0
  for (let i = 0; i < RUNS; i++) {
    const q = query()
    const t0 = performance.now()
    total = runList(db, benchExamList, q, null).totalElements
    times.push(performance.now() - t0)
  }
  return { name, budgetMs, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), lastTotal: total }
})
db.close()
rmSync(dir, { recursive: true, force: true })
console.log(JSON.stringify({ rows: ROWS, runs: RUNS, buildSeconds, results }))
