import { shared } from '../runtime'
import { outerLogin } from '../session/session'
import { $outerToken } from '../session/stores'

/**
 * External (HIS) credentials: a username and either the plain password or its RSA ciphertext (`encrypted`).
 */
export interface OuterCredentials {
  username: string
  password: string
  encrypted?: boolean
}

interface OuterSessionSlot {
  key: string | null
  promise: Promise<string> | null
}

const slot = shared<OuterSessionSlot>('report.outerSession', () => ({ key: null, promise: null }))

function keyOf(credentials: OuterCredentials): string {
  return `${credentials.username}\u0000${credentials.encrypted ? 'c' : 'p'}\u0000${credentials.password}`
}

/**
 * Makes sure the page has an outer (HIS) session for these credentials and resolves with its token. The first
 * caller posts `auth/outer/login` (the password RSA-encrypted unless it already is) and stores the token under
 * WEBOUTER-TOEKN; every other caller on the page with the same credentials — another viewer, another bundle —
 * shares that one login. A failed login is forgotten so the next call may try again. Never reads or writes the
 * staff session.
 *
 * @example
 * await ensureOuterSession({ username: 'hisapi', password: cipher, encrypted: true })
 * await http.get('api/reportInfo/view', { examineId }, { auth: 'outer' })
 */
export function ensureOuterSession(credentials: OuterCredentials): Promise<string> {
  const key = keyOf(credentials)
  if (slot.key === key && slot.promise) return slot.promise
  const promise = outerLogin({ username: credentials.username, password: credentials.password, encrypted: credentials.encrypted === true }).then(
    (answer) => answer.token,
  )
  slot.key = key
  slot.promise = promise
  promise.catch(() => {
    if (slot.promise === promise) {
      slot.key = null
      slot.promise = null
    }
  })
  return promise
}

/**
 * Logs in again after the outer token was refused (401), unless another caller already renewed it since `stale`
 * was handed out; resolves with the fresh token.
 *
 * @example
 * const token = await renewOuterSession(credentials, staleToken)
 */
export function renewOuterSession(credentials: OuterCredentials, stale: string | null): Promise<string> {
  const current = $outerToken.get()
  if (slot.key === keyOf(credentials) && slot.promise && current && current !== stale) return slot.promise
  slot.key = null
  slot.promise = null
  return ensureOuterSession(credentials)
}

/** Test hook: forgets the page's outer login so the next `ensureOuterSession` posts again. */
export function resetOuterSession(): void {
  slot.key = null
  slot.promise = null
}
