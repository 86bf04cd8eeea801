import type { Db } from '../db/db'
import { formatDateTime, MINUTE } from './time'

/** A timing task's body: what `bean.method` does; it throws to fail. */
export type TaskBody = (context: { db: Db; now: number; params: string | null; log: (line: string) => void }) => void | Promise<void>

const DAY = 24 * 60 * MINUTE

/**
 * The tasks timing jobs may name, as `bean.method` (eladmin's Spring bean and method). A job naming anything else
 * is refused when it is saved.
 */
export const TASKS: Record<string, TaskBody> = {
  'maintenance.purgeExpired': ({ db, now }) => {
    db.prepare('DELETE FROM sys_token WHERE expires_at <= ?').run(now)
    db.prepare('DELETE FROM sys_verify_code WHERE expires_at <= ?').run(now)
  },
  'statistics.dailySnapshot': ({ db, now }) => {
    const day = formatDateTime(now - DAY).slice(0, 10)
    const rows = db.prepare(`SELECT modality, COUNT(*) AS exams, SUM(CASE WHEN status IN ('3','4','5') THEN 1 ELSE 0 END) AS reported
      FROM ris_exam WHERE register_time BETWEEN ? AND ? GROUP BY modality`).all(`${day} 00:00:00`, `${day} 23:59:59`) as { modality: string; exams: number; reported: number }[]
    const upsert = db.prepare(`INSERT INTO stat_daily_snapshot (day, modality, exams, reported) VALUES (?, ?, ?, ?)
      ON CONFLICT (day, modality) DO UPDATE SET exams = excluded.exams, reported = excluded.reported`)
    db.transaction(() => {
      for (const row of rows) upsert.run(day, row.modality, row.exams, row.reported)
    })()
  },
  'demo.alwaysFails': ({ params }) => {
    const reason = (() => {
      try {
        return (JSON.parse(params ?? '{}') as { reason?: string }).reason
      } catch {
        return undefined
      }
    })()
    throw new Error(`演示任务失败：${reason ?? '未知原因'}`)
  },
  'testTask.run': ({ log, params }) => log(`[task] testTask.run ${params ?? ''}`),
  'testTask.run1': ({ log, params }) => log(`[task] testTask.run1 ${params ?? ''}`),
  'testTask.run2': ({ log }) => log('[task] testTask.run2'),
}
