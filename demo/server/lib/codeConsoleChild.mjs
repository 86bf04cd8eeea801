// The code console's query process (routes/codeConsole.ts): one read-only statement on its own read-only connection
// to the database file, in a process of its own so that a statement running past its time budget is killed outright
// (SQLite keeps running a long step in native code, which no JavaScript timer in the server's process could stop).
import { createRequire } from 'node:module'

const Database = createRequire(import.meta.url)('better-sqlite3')

/** Answers once and leaves. */
function answer(message) {
  process.send(message, () => process.exit(0))
}

/** A cell as JSON can carry it: blobs described, big integers as text. */
function cell(value) {
  if (value === null || typeof value === 'number' || typeof value === 'string') return value
  if (typeof value === 'bigint') return value.toString()
  if (value instanceof Uint8Array) return `<BLOB ${value.length} bytes>`
  return String(value)
}

process.once('message', ({ file, sql, limit }) => {
  let db
  try {
    db = new Database(file, { readonly: true, fileMustExist: true })
    db.pragma('query_only = ON')
    db.defaultSafeIntegers(false)
  } catch (error) {
    answer({ error: 'sql', reason: error instanceof Error ? error.message : String(error) })
    return
  }
  let stmt
  try {
    stmt = db.prepare(sql)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    answer({ error: /more than one statement/i.test(reason) ? 'multiple' : 'sql', reason })
    return
  }
  // Only statements that answer rows and change nothing: no INSERT/UPDATE/DELETE/DDL, no ATTACH, no PRAGMA that sets.
  if (!stmt.reader || !stmt.readonly) {
    answer({ error: 'notReadOnly' })
    return
  }
  const started = performance.now()
  try {
    stmt.raw(true)
    const columns = stmt.columns().map((c) => c.name)
    const rows = []
    let truncated = false
    for (const row of stmt.iterate()) {
      if (rows.length === limit) {
        truncated = true
        break
      }
      rows.push(row.map(cell))
    }
    answer({ columns, rows, truncated, time: Math.round((performance.now() - started) * 10) / 10 })
  } catch (error) {
    answer({ error: 'sql', reason: error instanceof Error ? error.message : String(error) })
  } finally {
    try {
      db.close()
    } catch {
      // the iterator still open on a break closes with the connection
    }
  }
})
