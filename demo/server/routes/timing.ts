import { z } from 'zod'
import { checkCron, type CronProblem } from '../../../src/core/cron/cron'
import type { QuartzJobDto, QuartzLogDto } from '../../../src/core/contract/system'
import type { Services } from '../lib/context'
import { createdBy, listRoutes, type ListSpec } from '../lib/crud'
import { audit, opt, type AuditRow } from '../lib/dto'
import { HttpError } from '../lib/errors'
import { translate, type MessageKey } from '../lib/messages'
import { invalidFields, Resource, type FieldError } from '../lib/route'
import { TASKS } from '../lib/tasks'
import { formatDateTime } from '../lib/time'
import type { ServerLocale } from '../../../src/core/contract/api'
import { auditFields, DeletedIds, Email, Id, IdList, IdParams, NoId, optionalText, text } from '../schemas/common'

interface JobRow extends AuditRow {
  id: number; job_name: string; bean_name: string; method_name: string; params: string | null; cron_expression: string
  is_pause: number; person_in_charge: string | null; email: string | null; sub_task: string | null
  pause_after_failure: number; description: string | null
}
interface LogRow {
  id: number; job_name: string; bean_name: string; method_name: string; params: string | null; cron_expression: string
  is_success: number; exception_detail: string | null; time: number; create_time: string
}

function toJobDto(row: JobRow): QuartzJobDto {
  return {
    id: row.id, jobName: row.job_name, beanName: row.bean_name, methodName: row.method_name, params: opt(row.params),
    cronExpression: row.cron_expression, isPause: row.is_pause === 1, personInCharge: opt(row.person_in_charge),
    email: opt(row.email), subTask: opt(row.sub_task), pauseAfterFailure: row.pause_after_failure === 1,
    description: opt(row.description), ...audit(row),
  }
}

function toLogDto(row: LogRow): QuartzLogDto {
  return {
    id: row.id, jobName: row.job_name, beanName: row.bean_name, methodName: row.method_name, params: opt(row.params),
    cronExpression: row.cron_expression, isSuccess: row.is_success === 1, exceptionDetail: opt(row.exception_detail),
    time: row.time, createTime: row.create_time,
  }
}

const JobDtoSchema = z.object({
  id: z.number().int(), jobName: z.string(), beanName: z.string(), methodName: z.string(), params: z.string().optional(),
  cronExpression: z.string(), isPause: z.boolean(), personInCharge: z.string().optional(), email: z.string().optional(),
  subTask: z.string().optional(), pauseAfterFailure: z.boolean(), description: z.string().optional(), ...auditFields,
}) satisfies z.ZodType<QuartzJobDto>

const LogDtoSchema = z.object({
  id: z.number().int(), jobName: z.string(), beanName: z.string(), methodName: z.string(), params: z.string().optional(),
  cronExpression: z.string(), isSuccess: z.boolean(), exceptionDetail: z.string().optional(), time: z.number().int(),
  createTime: z.string(),
}) satisfies z.ZodType<QuartzLogDto>

const jobFields = {
  jobName: text(100),
  beanName: z.string().regex(/^[A-Za-z_]\w{0,63}$/, { error: 'validation.blank' }),
  methodName: z.string().regex(/^[A-Za-z_]\w{0,63}$/, { error: 'validation.blank' }),
  params: optionalText(2000),
  cronExpression: z.string().min(1).max(120),
  isPause: z.boolean().optional().transform((v) => v ?? false),
  personInCharge: optionalText(50),
  email: z.union([z.literal(''), z.null(), z.string().max(500).refine((s) => s.split(/[,，]/).every((e) => Email.safeParse(e.trim()).success), { error: 'validation.email' })]).optional()
    .transform((v) => (v ? v : null)),
  subTask: z.string().max(200).regex(/^\s*(\d+\s*([,，]\s*\d+\s*)*)?$/, { error: 'validation.integer' }).nullish().transform((v) => (v ? v.replace(/\s+/g, '') : null)),
  pauseAfterFailure: z.boolean().optional().transform((v) => v ?? false),
  description: text(255),
}
const JobCreate = z.object({ id: NoId, ...jobFields })
const JobUpdate = z.object({ id: Id, ...jobFields })

function cronReason(locale: ServerLocale, problem: CronProblem): string {
  return translate(locale, `timing.cron.${problem.code}` as MessageKey, { token: problem.token ?? '' })
}

const jobList: ListSpec<JobRow, QuartzJobDto> = {
  from: 'sys_quartz_job q',
  select: `q.*`,
  sort: { id: 'q.id', jobName: 'q.job_name', createTime: 'q.create_time', isPause: 'q.is_pause' },
  defaultSort: 'q.id DESC',
  filters: {
    jobName: { kind: 'like', column: 'q.job_name', description: 'Part of the task name' },
    createTime: { kind: 'between', column: 'q.create_time', description: 'Created between' },
  },
  toDto: toJobDto,
}

const logList: ListSpec<LogRow, QuartzLogDto> = {
  from: 'sys_quartz_log l',
  select: 'l.*',
  sort: { id: 'l.id', createTime: 'l.create_time', time: 'l.time', jobName: 'l.job_name' },
  defaultSort: 'l.create_time DESC, l.id DESC',
  filters: {
    jobName: { kind: 'like', column: 'l.job_name', description: 'Part of the task name' },
    isSuccess: { kind: 'equal', column: 'l.is_success', type: 'bool', description: 'Succeeded or not' },
    createTime: { kind: 'between', column: 'l.create_time', description: 'Run between' },
  },
  toDto: toLogDto,
}

/** Timing tasks and their logs (eladmin `QuartzJobController`), run by the contract server's scheduler. */
export function timingRoutes(s: Services): Resource[] {
  const { db } = s
  const r = new Resource('/api/jobs', 'timing', s)

  // Every problem at once, each on its field (a form shows them all after one round trip).
  const validate = (body: Omit<z.output<typeof JobCreate>, 'id'>, locale: ServerLocale, selfId?: number) => {
    const errors: FieldError[] = []
    const problem = checkCron(body.cronExpression, new Date(s.now()))
    if (problem) errors.push({ field: 'cronExpression', message: translate(locale, 'timing.cron', { reason: cronReason(locale, problem) }) })
    if (!TASKS[`${body.beanName}.${body.methodName}`]) {
      errors.push({ field: 'methodName', message: translate(locale, 'timing.unknownTask', { bean: body.beanName, method: body.methodName }) })
    }
    const missing = (body.subTask ?? '').split(',').filter(Boolean).map(Number)
      .find((id) => id === selfId || !db.prepare('SELECT 1 FROM sys_quartz_job WHERE id = ?').get(id))
    if (missing !== undefined) errors.push({ field: 'subTask', message: translate(locale, 'timing.subTask', { id: missing }) })
    if (errors.length) throw invalidFields(errors)
  }

  listRoutes(r, db, jobList, {
    permission: ['timing:list'],
    summary: 'Timing tasks, paged',
    response: JobDtoSchema,
    download: {
      sheet: 'xlsx.timing.sheet',
      columns: [
        { header: 'xlsx.timing.jobName', value: (j) => j.jobName },
        { header: 'xlsx.timing.bean', value: (j) => j.beanName },
        { header: 'xlsx.timing.method', value: (j) => j.methodName },
        { header: 'xlsx.timing.params', value: (j) => j.params },
        { header: 'xlsx.timing.cron', value: (j) => j.cronExpression },
        { header: 'xlsx.timing.status', value: (j) => (j.isPause ? '暂停' : '运行') },
        { header: 'xlsx.timing.person', value: (j) => j.personInCharge },
        { header: 'xlsx.timing.description', value: (j) => j.description },
        { header: 'xlsx.createTime', value: (j) => j.createTime },
      ],
    },
  })

  r.route({
    method: 'post', path: '/', permission: ['timing:add'], body: JobCreate, status: 201, response: JobDtoSchema,
    summary: 'Create a timing task',
    description: 'The cron expression is checked (Quartz syntax; it must fire again), the task must exist on this server, and sub-tasks must be other existing tasks.',
  }, (c, { body, principal, locale }) => {
    validate(body, locale)
    const a = createdBy(principal, s.now())
    const id = Number(db.prepare(`INSERT INTO sys_quartz_job (job_name, bean_name, method_name, params, cron_expression, is_pause, person_in_charge, email,
        sub_task, pause_after_failure, description, create_by, update_by, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(body.jobName, body.beanName, body.methodName, body.params, body.cronExpression, body.isPause ? 1 : 0, body.personInCharge, body.email,
        body.subTask, body.pauseAfterFailure ? 1 : 0, body.description, a.create_by, a.update_by, a.create_time, a.update_time).lastInsertRowid)
    return c.json(toJobDto(db.prepare('SELECT * FROM sys_quartz_job WHERE id = ?').get(id) as JobRow), 201)
  })

  r.route({
    method: 'put', path: '/', permission: ['timing:edit'], body: JobUpdate, status: 204,
    summary: 'Update a timing task',
  }, (c, { body, principal, locale }) => {
    validate(body, locale, body.id)
    const result = db.prepare(`UPDATE sys_quartz_job SET job_name = ?, bean_name = ?, method_name = ?, params = ?, cron_expression = ?, is_pause = ?,
        person_in_charge = ?, email = ?, sub_task = ?, pause_after_failure = ?, description = ?, update_by = ?, update_time = ? WHERE id = ?`)
      .run(body.jobName, body.beanName, body.methodName, body.params, body.cronExpression, body.isPause ? 1 : 0, body.personInCharge, body.email,
        body.subTask, body.pauseAfterFailure ? 1 : 0, body.description, principal.username, formatDateTime(s.now()), body.id)
    if (result.changes === 0) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
    return c.body(null, 204)
  })

  r.route({
    method: 'delete', path: '/', permission: ['timing:del'], body: IdList, response: DeletedIds,
    summary: 'Delete timing tasks (their logs stay)',
  }, (c, { body }) => {
    const removed = body.filter((id) => db.prepare('DELETE FROM sys_quartz_job WHERE id = ?').run(id).changes > 0)
    return c.json(removed)
  })

  r.route({
    method: 'put', path: '/exec/:id', permission: ['timing:edit'], params: IdParams, status: 204,
    summary: 'Run a timing task now (and its sub-tasks after a success); the run is logged',
  }, async (c, { params }) => {
    if (!db.prepare('SELECT 1 FROM sys_quartz_job WHERE id = ?').get(params.id)) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
    await s.scheduler.run(params.id)
    return c.body(null, 204)
  })

  r.route({
    method: 'put', path: '/:id', permission: ['timing:edit'], params: IdParams, status: 204,
    summary: 'Pause a running timing task, or resume a paused one',
  }, (c, { params, principal }) => {
    const result = db.prepare('UPDATE sys_quartz_job SET is_pause = 1 - is_pause, update_by = ?, update_time = ? WHERE id = ?')
      .run(principal.username, formatDateTime(s.now()), params.id)
    if (result.changes === 0) throw new HttpError(404, 'common.recordNotFound', { params: { id: params.id } })
    return c.body(null, 204)
  })

  const logs = new Resource('/api/jobs/logs', 'timing', s)
  listRoutes(logs, db, logList, {
    permission: ['timing:list'],
    summary: 'Runs of the timing tasks, newest first, with the exception of each failure',
    response: LogDtoSchema,
    download: {
      sheet: 'xlsx.timingLog.sheet',
      columns: [
        { header: 'xlsx.timing.jobName', value: (l) => l.jobName },
        { header: 'xlsx.timing.bean', value: (l) => l.beanName },
        { header: 'xlsx.timing.method', value: (l) => l.methodName },
        { header: 'xlsx.timing.params', value: (l) => l.params },
        { header: 'xlsx.timing.cron', value: (l) => l.cronExpression },
        { header: 'xlsx.timingLog.ms', value: (l) => l.time },
        { header: 'xlsx.timingLog.success', value: (l) => (l.isSuccess ? '√' : '×') },
        { header: 'xlsx.timingLog.exception', value: (l) => l.exceptionDetail },
        { header: 'xlsx.createTime', value: (l) => l.createTime },
      ],
    },
  })
  return [logs, r]
}
