import bcrypt from 'bcryptjs'
import type { Services } from './context'
import { HttpError } from './errors'

/** The account a username and password identified. */
export interface CheckedAccount {
  id: number
  username: string
  isAdmin: boolean
  /** A machine account of the HIS integration: external pages only. */
  outerOnly: boolean
}

/** A hash of nothing anybody types: an unknown user name costs the same bcrypt comparison as a known one. */
const NOBODY = bcrypt.hashSync('clinic: no such account', 10)

/**
 * The account part of every login (staff and external pages): the user exists, is enabled, and the password matches
 * its bcrypt hash. Every refusal — unknown user, disabled account, wrong password — is the same 400 with the same
 * message after the same work (a bcrypt comparison each time), so an answer never tells which user names exist or
 * which accounts are disabled; each counts against the user name and the address in the throttle. Called after the
 * caller's own checks (decryption, captcha).
 */
export async function checkCredentials(s: Services, username: string, password: string, ip: string): Promise<CheckedAccount> {
  const account = s.db.prepare('SELECT id, username, password, enabled, is_admin AS isAdmin, outer_only AS outerOnly FROM sys_user WHERE username = ?').get(username) as
    | { id: number; username: string; password: string; enabled: number; isAdmin: number; outerOnly: number }
    | undefined
  const matches = await bcrypt.compare(password, account?.password ?? NOBODY)
  if (!account || !account.enabled || !matches) {
    await s.throttle.fail(username, ip)
    throw new HttpError(400, 'auth.badCredentials')
  }
  return { id: account.id, username: account.username, isAdmin: account.isAdmin === 1, outerOnly: account.outerOnly === 1 }
}

/** 429 while this account waits at this address after failed password checks (sign-in, unlock, password change). */
export async function refuseWhileThrottled(s: Services, username: string, ip: string): Promise<void> {
  const minutes = await s.throttle.lockedMinutes(username, ip)
  if (minutes > 0) throw new HttpError(429, 'auth.throttled', { params: { minutes }, headers: { 'Retry-After': String(minutes * 60) } })
}

/**
 * The signed-in user's own password (unlock, password and e-mail change), checked like a sign-in: a failure counts in
 * the throttle and throws `refusal`, a success clears the count.
 */
export async function checkOwnPassword(
  s: Services,
  user: { userId: number; username: string },
  password: string,
  ip: string,
  refusal: 'user.oldPassWrong' | 'user.passwordWrong',
): Promise<void> {
  const hash = (s.db.prepare('SELECT password FROM sys_user WHERE id = ?').get(user.userId) as { password: string } | undefined)?.password ?? NOBODY
  if (!(await bcrypt.compare(password, hash))) {
    await s.throttle.fail(user.username, ip)
    throw new HttpError(400, refusal)
  }
  await s.throttle.succeed(user.username, ip)
}
