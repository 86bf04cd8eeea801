import { fork } from 'node:child_process'
import { z } from 'zod'
import type { CodeConsoleResult } from '../../../src/core/contract/devtools'
import type { Services } from '../lib/context'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'

/** Rows a query answers unless it asks for fewer or more (up to {@link MAX_ROWS}). */
export const DEFAULT_ROWS = 200
export const MAX_ROWS = 1000
/** How long one statement may run before its process is killed. */
export const QUERY_BUDGET_MS = Number(process.env.CLINIC_CONSOLE_BUDGET_MS) > 0 ? Number(process.env.CLINIC_CONSOLE_BUDGET_MS) : 5000

const QueryBody = z.object({
  sql: z.string().trim().min(1).max(20_000),
  limit: z.number().int().min(1).max(MAX_ROWS).default(DEFAULT_ROWS),
})
const ResultSchema = z.object({
  columns: z.array(z.string()), rows: z.array(z.array(z.unknown())), truncated: z.boolean(), limit: z.number().int(), time: z.number(),
})

type ChildAnswer =
  | { columns: string[]; rows: unknown[][]; truncated: boolean; time: number }
  | { error: 'multiple' | 'notReadOnly' | 'sql'; reason?: string }

/** Runs one statement in its own process on a read-only connection; kills it when it outlives the budget. */
function runQuery(file: string, sql: string, limit: number): Promise<ChildAnswer | 'timeout'> {
  return new Promise((resolve, reject) => {
    // Plain node: the child is JavaScript and needs none of the server's loaders.
    const child = fork(new URL('../lib/codeConsoleChild.mjs', import.meta.url), [], { execArgv: [], stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'advanced' })
    let settled = false
    let stderr = ''
    const done = (value: ChildAnswer | 'timeout' | Error): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      if (child.exitCode === null) child.kill('SIGKILL')
      if (value instanceof Error) reject(value)
      else resolve(value)
    }
    const timer = setTimeout(() => done('timeout'), QUERY_BUDGET_MS)
    child.stderr?.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString()).slice(-2000) })
    child.once('message', (message) => done(message as ChildAnswer))
    child.once('error', (error) => done(error))
    child.once('exit', (code) => done(new Error(`console query process ended (${code ?? 'signal'}) without an answer: ${stderr}`)))
    child.send({ file, sql, limit })
  })
}

/**
 * The code console (系统工具 → 代码控制台): one read-only SQL statement over this server's database for
 * administrators. Read-only for real: a separate connection opened `readonly` with `query_only`, a single statement
 * that returns rows and changes nothing (`reader` and `readonly`), a row cap, and a time budget enforced by running
 * the statement in its own process, killed when the budget is spent.
 */
export function codeConsoleRoutes(s: Services): Resource {
  const r = new Resource('/api/codeConsole', 'codeConsole', s)
  r.route({
    method: 'post', path: '/query', permission: ['admin'], body: QueryBody, response: ResultSchema,
    summary: 'Run one read-only SQL statement (SELECT, WITH, EXPLAIN, a reading PRAGMA); at most `limit` rows (default 200, at most 1,000)',
    description: `Refused with 400: several statements (console.multiple), anything that writes or attaches (console.notReadOnly), SQL errors (console.sqlError); `
      + `a statement running longer than ${QUERY_BUDGET_MS / 1000} s is stopped (console.timeout).`,
  }, async (c, { body }) => {
    const file = s.db.name
    if (s.db.memory || !file || file === ':memory:') throw new HttpError(409, 'console.unavailable')
    const outcome = await runQuery(file, body.sql, body.limit)
    if (outcome === 'timeout') throw new HttpError(400, 'console.timeout', { params: { seconds: QUERY_BUDGET_MS / 1000 } })
    if ('error' in outcome) {
      if (outcome.error === 'multiple') throw new HttpError(400, 'console.multiple')
      if (outcome.error === 'notReadOnly') throw new HttpError(400, 'console.notReadOnly')
      throw new HttpError(400, 'console.sqlError', { params: { reason: (outcome.reason ?? '').slice(0, 500) } })
    }
    const result: CodeConsoleResult = { ...outcome, limit: body.limit }
    return c.json(result)
  })
  return r
}
