import type { JobDto } from '../../../src/core/contract/org'
import type { Services } from '../lib/context'
import { audit, auditColumns, type AuditRow } from '../lib/dto'
import { Resource } from '../lib/route'
import { likeContains, orderBy, pageArgs } from '../lib/sql'
import { pageOf } from '../schemas/common'
import { JobDtoSchema, JobQuery } from '../schemas/org'

interface JobRow extends AuditRow { id: number; name: string; enabled: number; job_sort: number }

const SORT: Record<string, string> = { id: 'j.id', name: 'j.name', jobSort: 'j.job_sort', createTime: 'j.create_time' }

function toJobDto(row: JobRow): JobDto {
  return { id: row.id, name: row.name, enabled: row.enabled === 1, jobSort: row.job_sort, ...audit(row) }
}

/** Jobs (posts), read-only for now (eladmin `JobController`). */
export function jobRoutes(s: Services): Resource {
  const r = new Resource('/api/job', 'job', s)
  const { db } = s
  r.route({
    method: 'get', path: '/', permission: ['job:list', 'user:list'], query: JobQuery, response: pageOf(JobDtoSchema),
    summary: 'Jobs, paged; name matches part of the name',
  }, (c, { query }) => {
    const where: string[] = []
    const args: (string | number)[] = []
    if (query.name) {
      where.push(`j.name LIKE ? ESCAPE '\\'`)
      args.push(likeContains(query.name))
    }
    if (query.enabled !== undefined) {
      where.push('j.enabled = ?')
      args.push(query.enabled ? 1 : 0)
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : ''
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM sys_job j ${filter}`).get(...args) as { n: number }
    const rows = db.prepare(`SELECT j.id, j.name, j.enabled, j.job_sort, ${auditColumns('j')} FROM sys_job j ${filter}
      ${orderBy(query.sort, SORT, 'j.job_sort ASC, j.id DESC')} LIMIT ? OFFSET ?`).all(...args, ...pageArgs(query.page, query.size)) as JobRow[]
    return c.json({ content: rows.map(toJobDto), totalElements: n })
  })
  return r
}
