import { z } from 'zod'
import type { LoginResponse } from '../../../src/core/contract/auth'
import { OUTER_PERMISSIONS, permissionsOf } from '../lib/auth'
import { clientIp, type Services } from '../lib/context'
import { checkCredentials, refuseWhileThrottled } from '../lib/credentials'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { browserName } from '../lib/sessions'
import { EXAM_FROM, toExamDto, type ExamRow } from '../models/exams'
import { findUserRow, userInfo } from '../models/users'
import { LoginResponseSchema } from '../schemas/auth'
import { ExamDtoSchema, OuterExamQuery } from '../schemas/exam'
import { OuterLoginBody } from '../schemas/outer'

/** The external (HIS) pages: their login and a patient's exams (report links are share links: routes/shareLinks.ts). */
export function outerRoutes(s: Services): Resource[] {
  const { db } = s
  const auth = new Resource('/auth/outer', 'outer', s)

  auth.route({
    method: 'post', path: '/login', permission: 'anonymous', body: OuterLoginBody, response: LoginResponseSchema,
    summary: 'External pages\' login (no captcha, RSA password, throttled like the staff login): a report-reading token',
    description: 'Machine to machine, without a captcha: failures of one account from one address make it wait, longer each time '
      + '(as /auth/login). Only accounts holding report:view may log in here (403 otherwise). The token passes only report:view and '
      + 'image:view routes, whatever else the account may do.',
  }, async (c, { body }) => {
    const ip = clientIp(c)
    await refuseWhileThrottled(s, body.username, ip)
    const password = await s.decrypt(body.password)
    if (password === null) {
      await s.throttle.fail(body.username, ip)
      throw new HttpError(400, 'auth.decryptFailed')
    }
    const account = await checkCredentials(s, body.username, password, ip)
    const permissions = permissionsOf(db, account.id, account.isAdmin)
    const granted = OUTER_PERMISSIONS.filter((p) => account.isAdmin || permissions.includes(p))
    if (!granted.includes('report:view')) throw new HttpError(403, 'auth.outerForbidden')
    await s.throttle.succeed(body.username, ip)
    const token = s.sessions.issue(account.id, {
      ip, browser: browserName(c.req.header('user-agent')), sourcePage: body.sourcePage ?? null,
    }, 'outer')
    const row = findUserRow(db, account.id)
    if (!row) throw new HttpError(400, 'auth.userNotFound')
    c.set('actor', { userId: account.id, username: account.username })
    const answer: LoginResponse = { token: `Bearer ${token}`, user: { ...userInfo(db, row), roles: granted } }
    return c.json(answer)
  })

  const outer = new Resource('/api/outer', 'outer', s)

  outer.route({
    method: 'get', path: '/exams', permission: ['report:view'], query: OuterExamQuery, response: z.array(ExamDtoSchema),
    summary: 'A patient\'s exams (by RIS patientId or hisPatientId), newest first',
  }, (c, { query }) => {
    const where = query.patientId !== undefined ? 'p.patient_id = ?' : 'p.his_patient_id = ?'
    const rows = db.prepare(`${EXAM_FROM} WHERE ${where} ORDER BY e.register_time DESC, e.id DESC LIMIT 500`)
      .all(query.patientId ?? query.hisPatientId) as ExamRow[]
    return c.json(rows.map((row) => toExamDto(row, false)))
  })

  return [auth, outer]
}
