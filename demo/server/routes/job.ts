import { z } from 'zod'
import type { JobDto } from '../../../src/core/contract/org'
import type { Services } from '../lib/context'
import { createdBy, listRoutes, uniqueAsField, type ListSpec } from '../lib/crud'
import { audit, auditColumns, type AuditRow } from '../lib/dto'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { formatDateTime } from '../lib/time'
import { DeletedIds, Id, IdList, NoId, text } from '../schemas/common'
import { JobDtoSchema } from '../schemas/org'

interface JobRow extends AuditRow { id: number; name: string; enabled: number; job_sort: number }

function toJobDto(row: JobRow): JobDto {
  return { id: row.id, name: row.name, enabled: row.enabled === 1, jobSort: row.job_sort, ...audit(row) }
}

/** The job list as a declaration (eladmin `JobQueryCriteria`: name INNER_LIKE, enabled, createTime BETWEEN). */
const jobList: ListSpec<JobRow, JobDto> = {
  from: 'sys_job j',
  select: `j.id, j.name, j.enabled, j.job_sort, ${auditColumns('j')}`,
  sort: { id: 'j.id', name: 'j.name', jobSort: 'j.job_sort', enabled: 'j.enabled', createTime: 'j.create_time' },
  defaultSort: 'j.job_sort ASC, j.id DESC',
  filters: {
    name: { kind: 'like', column: 'j.name', description: 'Part of the name' },
    enabled: { kind: 'equal', column: 'j.enabled', type: 'bool', description: 'Enabled or not' },
    createTime: { kind: 'between', column: 'j.create_time', description: 'Created between' },
  },
  toDto: toJobDto,
}

const jobFields = {
  name: text(100),
  jobSort: z.number().int().min(0).max(999999),
  enabled: z.boolean(),
}
const JobCreate = z.object({ id: NoId, ...jobFields })
const JobUpdate = z.object({ id: Id, ...jobFields })

/** Jobs (posts) of the hospital (eladmin `JobController`). */
export function jobRoutes(s: Services): Resource {
  const r = new Resource('/api/job', 'job', s)
  const { db } = s
  listRoutes(r, db, jobList, {
    permission: ['job:list', 'user:list'],
    summary: 'Jobs, paged; name matches part of the name',
    response: JobDtoSchema,
    download: {
      permission: ['job:list'],
      sheet: 'xlsx.job.sheet',
      columns: [
        { header: 'xlsx.job.name', value: (job) => job.name },
        { header: 'xlsx.job.jobSort', value: (job) => job.jobSort },
        { header: 'xlsx.enabled', value: (job) => (job.enabled ? '√' : '×') },
        { header: 'xlsx.createTime', value: (job) => job.createTime },
      ],
    },
  })

  r.route({
    method: 'post', path: '/', permission: ['job:add'], body: JobCreate, status: 201, response: JobDtoSchema,
    summary: 'Create a job (unique name)',
  }, (c, { body, principal }) => {
    const audit0 = createdBy(principal, s.now())
    const id = uniqueAsField({ 'sys_job.name': 'name' }, () => Number(db.prepare(`INSERT INTO sys_job (name, enabled, job_sort, create_by, update_by, create_time, update_time)
      VALUES (?, ?, ?, ?, ?, ?, ?)`).run(body.name, body.enabled ? 1 : 0, body.jobSort, audit0.create_by, audit0.update_by, audit0.create_time, audit0.update_time).lastInsertRowid), () => body.name)
    return c.json(toJobDto(db.prepare(`SELECT ${jobList.select} FROM sys_job j WHERE j.id = ?`).get(id) as JobRow), 201)
  })

  r.route({
    method: 'put', path: '/', permission: ['job:edit'], body: JobUpdate, status: 204,
    summary: 'Update a job',
  }, (c, { body, principal }) => {
    const result = uniqueAsField({ 'sys_job.name': 'name' }, () => db.prepare(`UPDATE sys_job SET name = ?, enabled = ?, job_sort = ?, update_by = ?, update_time = ? WHERE id = ?`)
      .run(body.name, body.enabled ? 1 : 0, body.jobSort, principal.username, formatDateTime(s.now()), body.id), () => body.name)
    if (result.changes === 0) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
    return c.body(null, 204)
  })

  r.route({
    method: 'delete', path: '/', permission: ['job:del'], body: IdList, response: DeletedIds,
    summary: 'Delete jobs that no user holds; answers the ids removed',
    description: 'A job still held by a user is refused with 400 naming it (eladmin: 所选的岗位中存在用户关联).',
  }, (c, { body }) => {
    const removed = db.transaction(() => {
      const out: number[] = []
      for (const id of body) {
        const job = db.prepare('SELECT name FROM sys_job WHERE id = ?').get(id) as { name: string } | undefined
        if (!job) continue
        const held = db.prepare('SELECT 1 FROM sys_users_jobs WHERE job_id = ? LIMIT 1').get(id)
        if (held) throw new HttpError(400, 'job.inUse', { params: { name: job.name } })
        db.prepare('DELETE FROM sys_job WHERE id = ?').run(id)
        out.push(id)
      }
      return out
    })()
    return c.json(removed)
  })
  return r
}
