import bcrypt from 'bcryptjs'
import type { Services } from './context'
import { HttpError } from './errors'

/** The account a username and password identified. */
export interface CheckedAccount {
  id: number
  username: string
  isAdmin: boolean
}

/**
 * The account part of every login (staff and external pages): the user exists, is enabled, and the password matches
 * its bcrypt hash. Each refusal counts against the username and the address in the throttle and throws the
 * contract's 400 — in eladmin's order, after the caller's own checks (decryption, captcha).
 */
export async function checkCredentials(s: Services, username: string, password: string, ip: string): Promise<CheckedAccount> {
  const account = s.db.prepare('SELECT id, username, password, enabled, is_admin AS isAdmin FROM sys_user WHERE username = ?').get(username) as
    | { id: number; username: string; password: string; enabled: number; isAdmin: number }
    | undefined
  const refuse = (key: 'auth.userNotFound' | 'auth.userDisabled' | 'auth.badCredentials'): never => {
    s.throttle.fail(username, ip)
    throw new HttpError(400, key)
  }
  if (!account) return refuse('auth.userNotFound')
  if (!account.enabled) return refuse('auth.userDisabled')
  if (!(await bcrypt.compare(password, account.password))) return refuse('auth.badCredentials')
  return { id: account.id, username: account.username, isAdmin: account.isAdmin === 1 }
}
