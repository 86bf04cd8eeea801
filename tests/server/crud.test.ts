// The generic list helper's text search through an FTS5 trigram index answers what a scan answers.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import Database from 'better-sqlite3'
import { benchExamList, createBenchExams } from '../../demo/server/bench/examTable'
import { runList } from '../../demo/server/lib/crud'

describe('list helper: blurry through FTS5', () => {
  const db = new Database(':memory:')
  createBenchExams(db, 5000)
  const withoutIndex = { ...benchExamList, filters: { ...benchExamList.filters, blurry: { ...benchExamList.filters.blurry!, fts: undefined } } }
  const query = (blurry: string) => ({ page: 0, size: 2000, sort: 'id,asc', blurry })

  it('finds the same exams as the scan, for names, exam numbers and quotes', () => {
    for (const text of ['王静', 'CT2024', '0001', '李秀英', '"x"', "O'Brien", '%_\\']) {
      const fts = runList(db, benchExamList, query(text), null)
      const scan = runList(db, withoutIndex, query(text), null)
      assert.deepEqual(fts.content.map((r) => r.id), scan.content.map((r) => r.id), text)
      assert.equal(fts.totalElements, scan.totalElements, text)
    }
    assert.ok(runList(db, benchExamList, query('CT2024'), null).totalElements > 0)
  })

  it('asks the index, not a scan, for three characters or more', () => {
    const plan = (text: string) => {
      const asked: string[] = []
      const prepare = db.prepare.bind(db)
      const spy = Object.assign(Object.create(db) as typeof db, { prepare: (sql: string) => (asked.push(sql), prepare(sql)) })
      runList(spy, benchExamList, query(text), null)
      return asked.join('\n')
    }
    assert.match(plan('李秀英'), /bench_exam_fts MATCH/)
    assert.doesNotMatch(plan('李秀英'), /LIKE/)
    assert.match(plan('王静'), /LIKE/)
  })

  it('falls back to the scan for texts too short for trigrams', () => {
    const two = runList(db, benchExamList, query('王静'), null)
    assert.ok(two.totalElements > 0)
    assert.ok(two.content.every((r) => r.patient_name.includes('王静') || r.exam_no.includes('王静')))
  })
})
