import { z } from 'zod'
import type { CaptchaResponse, LoginResponse } from '../../../src/core/contract/auth'
import { clientIp, type Services } from '../lib/context'
import { checkCredentials, checkOwnPassword, refuseWhileThrottled } from '../lib/credentials'
import { makeCaptcha, renderCaptchaSvg } from '../lib/captcha'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { browserName, tokenFromHeader } from '../lib/sessions'
import { findUserRow, userInfo } from '../models/users'
import { CaptchaSchema, LoginBody, LoginResponseSchema } from '../schemas/auth'
import { UserInfoSchema } from '../schemas/users'

const UnlockBody = z.object({ password: z.string().min(1).max(4096) })

/** Captcha, login, current user and logout (eladmin `AuthController`). */
export function authRoutes(s: Services): Resource {
  const r = new Resource('/auth', 'auth', s)

  r.route({
    method: 'get', path: '/code', permission: 'anonymous', response: CaptchaSchema,
    summary: 'Arithmetic captcha (SVG, 111×36), valid 2 minutes, consumed by the next login attempt',
  }, async (c) => {
    const captcha = makeCaptcha(undefined, s.testCaptcha)
    const svg = renderCaptchaSvg(captcha.expression)
    const body: CaptchaResponse = {
      img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      uuid: await s.captchas.put(captcha.answer),
    }
    c.header('Cache-Control', 'no-store')
    return c.json(body)
  })

  r.route({
    method: 'post', path: '/login', permission: 'anonymous', body: LoginBody, response: LoginResponseSchema,
    summary: 'Log in: decrypt the password, check the captcha, the account and the password; returns a token',
    description: 'Five failures of one account from one address within 15 minutes make that account wait at that '
      + 'address (429 with Retry-After): 1 minute, then twice as long per further failure, at most 15 minutes; a success '
      + 'clears it. An account is never locked for every address. 100 failures from one address, whatever the accounts, '
      + 'make the address wait 15 minutes. The address is the socket peer, or behind a proxy listed in '
      + 'CLINIC_TRUSTED_PROXIES the nearest untrusted X-Forwarded-For entry. An unknown user, a disabled account and a wrong password get the same 400 and '
      + 'message after the same work. Accounts for the HIS integration only (outer_only) are refused with 403: they '
      + 'sign in through /auth/outer/login.',
  }, async (c, { body }) => {
    const ip = clientIp(c)
    try {
      await refuseWhileThrottled(s, body.username, ip)
    } catch (waiting) {
      await s.captchas.take(body.uuid) // a captcha answers one attempt, refused or not
      throw waiting
    }
    const password = await s.decrypt(body.password)
    if (password === null) {
      await s.captchas.take(body.uuid)
      await s.throttle.fail(body.username, ip)
      throw new HttpError(400, 'auth.decryptFailed')
    }
    const answer = await s.captchas.take(body.uuid)
    if (answer === null) {
      await s.throttle.fail(null, ip)
      throw new HttpError(400, 'auth.captchaMissing')
    }
    if (answer.toLowerCase() !== body.code.trim().toLowerCase()) {
      await s.throttle.fail(null, ip)
      throw new HttpError(400, 'auth.captchaWrong')
    }
    const account = await checkCredentials(s, body.username, password, ip)
    // The HIS integration's account signs in to the external pages only: in the console it could change its own
    // password and break the integration.
    if (account.outerOnly) throw new HttpError(403, 'auth.outerOnly')
    await s.throttle.succeed(body.username, ip)
    const token = s.sessions.issue(account.id, {
      ip, browser: browserName(c.req.header('user-agent')), sourcePage: body.sourcePage ?? null,
    })
    const row = findUserRow(s.db, account.id)
    if (!row) throw new HttpError(400, 'auth.userNotFound')
    c.set('actor', { userId: row.id, username: row.username })
    const answerBody: LoginResponse = { token: `Bearer ${token}`, user: userInfo(s.db, row) }
    return c.json(answerBody)
  })

  r.route({
    method: 'get', path: '/info', permission: 'authenticated', response: UserInfoSchema,
    summary: 'The signed-in user, with permission strings',
  }, (c, { principal }) => {
    const row = findUserRow(s.db, principal.userId)
    if (!row) throw new HttpError(401, 'auth.unauthorized')
    return c.json(userInfo(s.db, row))
  })

  r.route({
    method: 'post', path: '/unlock', permission: 'authenticated', body: UnlockBody, status: 204,
    summary: 'Unlock the console after the idle lock: the signed-in user\'s password (RSA-encrypted)',
    description: 'Wrong passwords count like failed sign-ins (429 with a growing wait); the session itself stays.',
  }, async (c, { body, principal }) => {
    const ip = clientIp(c)
    await refuseWhileThrottled(s, principal.username, ip)
    const password = await s.decrypt(body.password)
    if (password === null) throw new HttpError(400, 'auth.decryptFailed')
    await checkOwnPassword(s, principal, password, ip, 'user.passwordWrong')
    return c.body(null, 204)
  })

  r.route({
    method: 'delete', path: '/logout', permission: 'anonymous',
    summary: 'End the session of the Authorization token (200 even without a valid token)',
  }, (c) => {
    const token = tokenFromHeader(c.req.header('authorization'))
    if (token) s.sessions.revoke(token)
    return c.body(null, 200)
  })

  return r
}
