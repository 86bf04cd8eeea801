import { nextRuns, parseCron } from '../../../src/core/cron/cron'
import type { Db } from '../db/db'
import { TASKS } from './tasks'
import { formatDateTime } from './time'

interface JobRow {
  id: number
  job_name: string
  bean_name: string
  method_name: string
  params: string | null
  cron_expression: string
  is_pause: number
  sub_task: string | null
  pause_after_failure: number
}

/** The outcome of one run, as its log row records it. */
export interface RunResult {
  success: boolean
  ms: number
  error?: string
}

/**
 * The contract server's timing tasks (eladmin's Quartz): every enabled job fires at the moments of its cron
 * expression, runs the task its `bean.method` names, and writes a log row (time in ms, the error's stack when it
 * fails); after a success its sub-tasks run in turn, after a failure it pauses itself when asked to. `tick(now)`
 * runs whatever fell due since the last tick: production ticks every second, tests tick with their own clock.
 */
export class Scheduler {
  private last: number
  private timer: ReturnType<typeof setInterval> | null = null
  private readonly running = new Set<number>()

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly log: (line: string) => void,
  ) {
    this.last = now()
  }

  /** Ticks once a second until `stop()`. */
  start(): void {
    this.timer ??= setInterval(() => void this.tick(this.now()), 1000)
    this.timer.unref?.()
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  /** Runs every enabled job that was due in `(last tick, now]`. */
  async tick(now: number): Promise<void> {
    const from = this.last
    this.last = now
    const jobs = this.db.prepare('SELECT * FROM sys_quartz_job WHERE is_pause = 0').all() as JobRow[]
    for (const job of jobs) {
      const parsed = parseCron(job.cron_expression)
      if (!parsed.ok) continue
      const [next] = nextRuns(parsed.schedule, new Date(from), 1)
      if (next && next.getTime() <= now) await this.run(job.id)
    }
  }

  /** Runs one job now (the "执行" button) and then its sub-tasks; resolves with its own result. */
  async run(jobId: number, chain: ReadonlySet<number> = new Set()): Promise<RunResult> {
    const job = this.db.prepare('SELECT * FROM sys_quartz_job WHERE id = ?').get(jobId) as JobRow | undefined
    if (!job) return { success: false, ms: 0, error: 'no such job' }
    if (this.running.has(jobId)) return { success: false, ms: 0, error: 'already running' }
    this.running.add(jobId)
    const started = performance.now()
    let result: RunResult
    try {
      const body = TASKS[`${job.bean_name}.${job.method_name}`]
      if (!body) throw new Error(`No task ${job.bean_name}.${job.method_name}`)
      await body({ db: this.db, now: this.now(), params: job.params, log: this.log })
      result = { success: true, ms: Math.round(performance.now() - started) }
    } catch (error) {
      result = { success: false, ms: Math.round(performance.now() - started), error: error instanceof Error ? (error.stack ?? error.message) : String(error) }
    } finally {
      this.running.delete(jobId)
    }
    this.db.prepare(`INSERT INTO sys_quartz_log (job_id, job_name, bean_name, method_name, params, cron_expression, is_success, exception_detail, time, create_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(job.id, job.job_name, job.bean_name, job.method_name, job.params, job.cron_expression,
      result.success ? 1 : 0, result.error ?? null, result.ms, formatDateTime(this.now()))
    if (!result.success && job.pause_after_failure) this.db.prepare('UPDATE sys_quartz_job SET is_pause = 1 WHERE id = ?').run(job.id)
    if (result.success && job.sub_task) {
      const next = new Set([...chain, jobId])
      for (const id of job.sub_task.split(/[,，]/).map((x) => Number(x.trim())).filter((x) => Number.isInteger(x) && x > 0)) {
        // A chain that leads back to a job already running in it stops there.
        if (!next.has(id)) await this.run(id, next)
      }
    }
    return result
  }
}
