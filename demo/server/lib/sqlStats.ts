import type { Database, Statement } from 'better-sqlite3'

/** The figures of one normalised statement. */
export interface SqlStatEntry {
  readonly id: number
  readonly sql: string
  count: number
  totalMs: number
  maxMs: number
  /** Epoch ms of the latest run (0: none since the last reset). */
  lastRun: number
}

/** Distinct statements kept; past this, new ones are counted together under {@link OTHER_STATEMENTS}. */
const MAX_STATEMENTS = 2000
/** Raw texts whose normalised form is remembered (statements with inlined values vary more than their forms). */
const MAX_RAW = 10_000
/** The entry of statements beyond {@link MAX_STATEMENTS}. */
export const OTHER_STATEMENTS = '(other statements)'

/**
 * A statement's text as the SQL monitor groups it: white space collapsed, string and number literals as `?`, and
 * `IN (?, ?, …)` lists of any length as one `IN (?…)`, so the same query with other values is one row.
 */
export function normaliseSql(sql: string): string {
  return sql
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/(?<![\w.$"])-?\d+(?:\.\d+)?(?![\w"])/g, '?')
    .replace(/\s+/g, ' ')
    .replace(/\bIN\s*\(\s*\?(?:\s*,\s*\?)*\s*\)/gi, 'IN (?…)')
    .trim()
}

/**
 * Counts and times every run of the statements prepared on one database handle, in memory: per normalised text the
 * number of runs, their total and slowest milliseconds and the latest run. What a run costs on top is two
 * `performance.now()` calls and a few additions; the normalised text is worked out once per distinct raw text.
 */
export class SqlStats {
  private readonly entries = new Map<string, SqlStatEntry>()
  private readonly raw = new Map<string, SqlStatEntry>()
  private nextId = 1
  /** Epoch ms the counting started (the handle's instrumentation or the last reset). */
  since = Date.now()

  /** The entry a statement of this raw text counts into. */
  entryFor(sql: string): SqlStatEntry {
    const known = this.raw.get(sql)
    if (known) return known
    const text = normaliseSql(sql)
    let entry = this.entries.get(text)
    if (!entry) {
      const key = this.entries.size < MAX_STATEMENTS ? text : OTHER_STATEMENTS
      entry = this.entries.get(key)
      if (!entry) {
        entry = { id: this.nextId++, sql: key, count: 0, totalMs: 0, maxMs: 0, lastRun: 0 }
        this.entries.set(key, entry)
      }
    }
    if (this.raw.size < MAX_RAW) this.raw.set(sql, entry)
    return entry
  }

  /** The statements run since the last reset. */
  list(): SqlStatEntry[] {
    return [...this.entries.values()].filter((entry) => entry.count > 0)
  }

  /**
   * Starts counting again. Entries are zeroed in place rather than dropped: statements prepared earlier (and kept by
   * their callers) keep counting into them.
   */
  reset(now = Date.now()): void {
    for (const entry of this.entries.values()) {
      entry.count = 0
      entry.totalMs = 0
      entry.maxMs = 0
      entry.lastRun = 0
    }
    this.since = now
  }
}

function record(entry: SqlStatEntry, ms: number): void {
  entry.count++
  entry.totalMs += ms
  if (ms > entry.maxMs) entry.maxMs = ms
  entry.lastRun = Date.now()
}

type Runner = (...args: unknown[]) => unknown

/** Wraps `run`, `get` and `all` (timed around the call) and `iterate` (timed inside each step) of one statement. */
function instrumentStatement(statement: Statement, entry: SqlStatEntry): void {
  const target = statement as unknown as Record<'run' | 'get' | 'all' | 'iterate', Runner>
  for (const method of ['run', 'get', 'all'] as const) {
    const original = target[method]
    target[method] = function timed(this: unknown, ...args: unknown[]) {
      const start = performance.now()
      try {
        return original.apply(this, args)
      } finally {
        record(entry, performance.now() - start)
      }
    }
  }
  const iterate = target.iterate
  target.iterate = function timedIterate(this: unknown, ...args: unknown[]) {
    let start = performance.now()
    const inner = iterate.apply(this, args) as IterableIterator<unknown>
    let spent = performance.now() - start
    let done = false
    const finish = () => {
      if (done) return
      done = true
      record(entry, spent)
    }
    const iterator: IterableIterator<unknown> = {
      next() {
        start = performance.now()
        try {
          const step = inner.next()
          spent += performance.now() - start
          if (step.done) finish()
          return step
        } catch (error) {
          spent += performance.now() - start
          finish()
          throw error
        }
      },
      return(value?: unknown) {
        finish()
        return inner.return ? inner.return(value) : { done: true, value }
      },
      [Symbol.iterator]() {
        return iterator
      },
    }
    return iterator
  }
}

const statsOfDb = new WeakMap<Database, SqlStats>()

/**
 * Makes every statement later prepared on `db` count its runs into the handle's {@link SqlStats} (the SQL monitor).
 * Idempotent. Statements better-sqlite3 prepares for itself (a transaction's BEGIN and COMMIT) are not counted.
 */
export function instrumentDatabase(db: Database): SqlStats {
  const known = statsOfDb.get(db)
  if (known) return known
  const stats = new SqlStats()
  const prepare = db.prepare
  const instrumented = function prepareCounted(this: Database, sql: string) {
    const statement = prepare.call(this, sql) as Statement
    instrumentStatement(statement, stats.entryFor(sql))
    return statement
  }
  ;(db as unknown as { prepare: unknown }).prepare = instrumented
  statsOfDb.set(db, stats)
  return stats
}

/** The statistics of a handle: those of {@link instrumentDatabase}, or a fresh instrumentation of it. */
export function sqlStatsOf(db: Database): SqlStats {
  return statsOfDb.get(db) ?? instrumentDatabase(db)
}
