import { z } from 'zod'
import type { LoginResponse } from '../../../src/core/contract/auth'
import type { SignedImageLink, SignedReportLink } from '../../../src/core/contract/outer'
import { OUTER_PERMISSIONS, permissionsOf } from '../lib/auth'
import { clientIp, type Services } from '../lib/context'
import { checkCredentials, refuseWhileThrottled } from '../lib/credentials'
import { inScope } from '../lib/dataScope'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { browserName } from '../lib/sessions'
import { linkError, signLink, verifyLink } from '../lib/signing'
import { MINUTE } from '../lib/time'
import { EXAM_FROM, findExamRow, toExamDto, type ExamRow } from '../models/exams'
import { findUserRow, userInfo } from '../models/users'
import { LoginResponseSchema } from '../schemas/auth'
import { ExamDtoSchema, OuterExamQuery } from '../schemas/exam'
import {
  ImageLinkBody, OuterLoginBody, ReportLinkBody, SignedImageLinkSchema, SignedReportLinkSchema, SignedReportQuery,
} from '../schemas/outer'
import { ReportViewSchema } from '../schemas/report'
import { buildReportView } from './reports'

/** The external (HIS) pages: their login, a patient's exams, and the signed report and image links. */
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
    refuseWhileThrottled(s, body.username, ip)
    const password = await s.decrypt(body.password)
    if (password === null) {
      s.throttle.fail(body.username, ip)
      throw new HttpError(400, 'auth.decryptFailed')
    }
    const account = await checkCredentials(s, body.username, password, ip)
    const permissions = permissionsOf(db, account.id, account.isAdmin)
    const granted = OUTER_PERMISSIONS.filter((p) => account.isAdmin || permissions.includes(p))
    if (!granted.includes('report:view')) throw new HttpError(403, 'auth.outerForbidden')
    s.throttle.succeed(body.username, ip)
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

  outer.route({
    method: 'post', path: '/reportLink', permission: ['report:link'], body: ReportLinkBody, response: SignedReportLinkSchema,
    summary: 'A time-limited signed link that opens one report on /webouterpage/hisReport without a login',
  }, (c, { body, principal }) => {
    // Only an exam of the caller's data scope: a link opens the report to anyone holding it.
    const exam = findExamRow(db, body.examineId)
    if (!exam || !inScope(db, principal, exam.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.examineId } })
    const expires = s.now() + body.ttlMinutes * MINUTE
    const signature = signLink(s.linkSecret, 'report', body.examineId, expires)
    const link: SignedReportLink = {
      url: `/webouterpage/hisReport?examineId=${body.examineId}&expires=${expires}&sig=${signature}`,
      examineId: body.examineId, expires, signature,
    }
    return c.json(link)
  })

  outer.route({
    method: 'post', path: '/imageLink', permission: ['report:link'], body: ImageLinkBody, response: SignedImageLinkSchema,
    summary: 'A time-limited signed link to /webouterpage/picPage for one study (by studyId or an exam\'s study)',
  }, (c, { body, principal }) => {
    let studyId = body.studyId
    if (body.examineId !== undefined) {
      const exam = findExamRow(db, body.examineId)
      if (!exam || !inScope(db, principal, exam.modality)) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.examineId } })
      if (exam.study_id === null) throw new HttpError(400, 'image.noStudy', { field: 'examineId' })
      studyId = exam.study_id
    } else if (!db.prepare('SELECT 1 FROM pacs_study WHERE id = ?').get(studyId)) {
      throw new HttpError(404, 'common.recordNotFound', { params: { id: studyId as number } })
    }
    const expires = s.now() + body.ttlMinutes * MINUTE
    const signature = signLink(s.linkSecret, 'study', studyId as number, expires)
    const link: SignedImageLink = {
      url: `/webouterpage/picPage?studyId=${studyId as number}&expires=${expires}&sig=${signature}`,
      studyId: studyId as number, expires, signature,
    }
    return c.json(link)
  })

  outer.route({
    method: 'get', path: '/signed/report', permission: 'anonymous', query: SignedReportQuery, response: ReportViewSchema,
    summary: 'The report page of a signed report link (no login); 403 with reason expired / invalid',
    description: 'The signature is checked first (constant time); the expiry only once the signature is valid. Drafts and '
      + 'rejected reports are never shown here.',
  }, (c, { query }) => {
    const result = verifyLink(s.linkSecret, 'report', query.examineId, query.expires, query.sig, s.now())
    if (!result.ok) throw linkError(result.reason)
    const exam = findExamRow(db, result.id)
    if (!exam) throw linkError('invalid')
    c.header('Cache-Control', 'no-store')
    return c.json(buildReportView(db, exam, false))
  })

  return [auth, outer]
}
