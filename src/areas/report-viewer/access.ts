import { type RequestConfig, request } from '../../core/http/http'
import { HttpError } from '../../core/http/HttpError'
import { ensureOuterSession, type OuterCredentials, renewOuterSession } from '../../core/report/outerSession'
import { shared } from '../../core/runtime'
import { $outerToken, $token } from '../../core/session/stores'

/**
 * How the viewer is allowed to read: the share token of an opened share link (anonymous, this exam only), a given
 * token, HIS credentials (outer login), the page's existing outer session, or the staff session. Everything but
 * `staff` is an external caller, which never sees drafts or rejected reports.
 */
export type Access =
  | { kind: 'share'; shareToken: string }
  | { kind: 'token'; token: string }
  | { kind: 'credentials'; credentials: OuterCredentials }
  | { kind: 'outer' }
  | { kind: 'staff' }

/** The element attributes that decide the access. */
export interface AccessInput {
  token?: string | undefined
  username?: string | undefined
  password?: string | undefined
  encrypted?: boolean | undefined
  session?: string | undefined
  /** The `shareToken` of `POST api/share/{token}/open`. */
  shareToken?: string | undefined
}

/**
 * Chooses the access from the attributes, most specific first: `share-token`, `token`, `username`+`password`,
 * `session="outer"`, else the staff session.
 *
 * @example
 * resolveAccess({ username: 'hisapi', password: '123456' }) // { kind: 'credentials', … }
 */
export function resolveAccess(input: AccessInput): Access {
  if (input.shareToken) return { kind: 'share', shareToken: input.shareToken }
  if (input.token) return { kind: 'token', token: input.token }
  if (input.username && input.password) {
    return { kind: 'credentials', credentials: { username: input.username, password: input.password, encrypted: input.encrypted === true } }
  }
  if (input.session === 'outer') return { kind: 'outer' }
  return { kind: 'staff' }
}

/** A stable key of an access, for effects and request sharing (never contains a password). */
export function accessKey(access: Access): string {
  switch (access.kind) {
    case 'share':
      return `share:${access.shareToken.slice(-12)}`
    case 'token':
      return `token:${access.token.slice(-12)}`
    case 'credentials':
      return `credentials:${access.credentials.username}:${access.credentials.password.length}:${access.credentials.encrypted ? 'c' : 'p'}`
    default:
      return access.kind
  }
}

/** True for every caller but the staff session. */
export function isExternal(access: Access): boolean {
  return access.kind !== 'staff'
}

/** Raised when the outer login itself fails (wrong HIS account or password, no public key). */
export class LoginFailure extends Error {
  override name = 'LoginFailure'
  readonly status: number | undefined
  constructor(message: string, status?: number) {
    super(message)
    this.status = status
  }
}

/** Raised before any request when the access has no credential at all (no staff or outer token). */
export class NoCredentials extends Error {
  override name = 'NoCredentials'
}

function authOf(access: Access): RequestConfig['auth'] {
  switch (access.kind) {
    case 'share':
      return { token: `Share ${access.shareToken}` }
    case 'token':
      return { token: access.token }
    case 'credentials':
    case 'outer':
      return 'outer'
    default:
      return 'staff'
  }
}

/**
 * The Authorization value requests of this access carry (for image fetches outside the HTTP client): `Share …` for
 * a share token.
 *
 * @example
 * const token = authorizationOf(access)
 */
export function authorizationOf(access: Access): string | null {
  const auth = authOf(access)
  if (auth === 'none') return null
  if (auth === 'outer') return $outerToken.get()
  if (typeof auth === 'object') return auth.token
  return $token.get()
}

async function login(credentials: OuterCredentials, stale?: string | null): Promise<void> {
  try {
    await (stale === undefined ? ensureOuterSession(credentials) : renewOuterSession(credentials, stale))
  } catch (failure) {
    if (failure instanceof HttpError) throw new LoginFailure(failure.message, failure.status)
    throw new LoginFailure(failure instanceof Error ? failure.message : String(failure))
  }
}

const inflight = shared('reportViewer.inflight', () => new Map<string, Promise<unknown>>())

/**
 * Sends one silent request with the access's credentials: logs in first for HIS credentials (one login per page,
 * shared), logs in again once when the outer token was refused, and shares an identical GET already in flight (two
 * viewers of one exam make one request; the HTTP client would otherwise cancel the older one as a duplicate).
 *
 * @example
 * const view = await readWith<ReportViewDto>(access, { url: 'api/reportInfo/view', params: { examineId } })
 */
export async function readWith<T>(access: Access, config: Omit<RequestConfig, 'auth' | 'silent'>): Promise<T> {
  if (access.kind === 'staff' && !$token.get()) throw new NoCredentials('staff')
  if (access.kind === 'outer' && !$outerToken.get()) throw new NoCredentials('outer')
  if (access.kind === 'credentials') await login(access.credentials)
  const send = (): Promise<T> => request<T>({ ...config, auth: authOf(access), silent: true })
  const key = `${accessKey(access)} ${config.responseType ?? 'json'} ${config.url} ${JSON.stringify(config.params ?? {})}`
  const run = async (): Promise<T> => {
    const used = $outerToken.get()
    try {
      return await send()
    } catch (failure) {
      if (access.kind === 'credentials' && failure instanceof HttpError && failure.status === 401) {
        await login(access.credentials, used)
        return send()
      }
      throw failure
    }
  }
  if ((config.method ?? 'get') !== 'get') return run()
  const existing = inflight.get(key) as Promise<T> | undefined
  if (existing) return existing
  const promise = run()
  inflight.set(key, promise)
  const forget = (): void => {
    if (inflight.get(key) === promise) inflight.delete(key)
  }
  promise.then(forget, forget)
  return promise
}
