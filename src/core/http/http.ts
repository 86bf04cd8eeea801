import redaxios from 'redaxios'
import { shared } from '../runtime'
import { settings } from '../config/settings'
import { apiUrl } from '../config/runtimeConfig'
import { $locale, t } from '../i18n/i18n'
import { notify } from '../notify/notifications'
import { confirm } from '../notify/confirm'
import { navigate, reloadPage } from '../navigation'
import { $outerToken, $token } from '../session/stores'
import { clearSession } from '../session/clear'
import { HttpError } from './HttpError'

/** Query values; arrays repeat the key without brackets, as the contract expects (`sort=a,asc&sort=b,desc`). */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[]

/** One request through the shared client. */
export interface RequestConfig {
  url: string
  method?: 'get' | 'post' | 'put' | 'delete'
  params?: Record<string, QueryValue>
  data?: unknown
  /** Which credentials to send: the staff session (default), the external pages' session, none, or a given token. */
  auth?: 'staff' | 'outer' | 'none' | { token: string }
  /** The caller shows the failure itself: no notification, no confirm, no navigation (the error still rejects). */
  silent?: boolean
  /**
   * Statuses the caller shows itself, in its own place (a form's 400 on its fields, a 409 duplicate asked about in a
   * dialog): no notification for those; every other failure (401, a dropped network) is handled as usual.
   */
  quietStatuses?: readonly number[]
  responseType?: 'json' | 'text' | 'blob' | 'arrayBuffer'
  timeout?: number
  signal?: AbortSignal
  headers?: Record<string, string>
  /** Let the request outlive the page (a lock released while the tab closes). */
  keepalive?: boolean
  /** Told the HTTP status of a successful answer (the API docs' "try it out" shows it; failures carry theirs in `HttpError`). */
  onStatus?: (status: number) => void
}

const CANCELLED = 'clinic:cancelled'
const TIMEOUT = 'clinic:timeout'

/** A request in flight: its controller and, once an identical GET replaced it, the answer of that one. */
interface InFlight {
  controller: AbortController
  successor: Promise<unknown> | null
}
const inflight = shared('http.inflight', () => new Map<string, InFlight>())
const expiry = shared('http.expiry', () => ({ asking: false }))
/** Optional calls the backend answered as missing, by URL (see getOptional). */
const absentCalls = shared('http.absent', () => new Set<string>())

function serialise(params: Record<string, QueryValue>): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) query.append(key, String(item))
    else query.append(key, String(value))
  }
  return query.toString()
}

function tokenFor(auth: RequestConfig['auth']): string | null {
  if (auth === 'none') return null
  if (auth === 'outer') return $outerToken.get()
  if (auth && typeof auth === 'object') return auth.token
  return $token.get()
}

function pathOf(url: string): string {
  return url.replace(/^\//, '').split('?')[0] ?? ''
}

interface RedaxiosFailure {
  status: number
  statusText?: string
  data?: unknown
}

function isResponse(value: unknown): value is RedaxiosFailure {
  return typeof value === 'object' && value !== null && 'status' in value && typeof (value as RedaxiosFailure).status === 'number'
}

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message
    if (typeof message === 'string' && message.trim()) return message
  }
  return null
}

async function askToLogInAgain(expired: string | null): Promise<void> {
  if (expiry.asking) return
  expiry.asking = true
  // Withdrawn when the session changes meanwhile (the user signed in again in another element or tab).
  const changed = new AbortController()
  const stop = $token.listen((token) => {
    if (token !== expired) changed.abort()
  })
  try {
    const again = await confirm(
      {
        title: t('http.expiredTitle'),
        message: t('http.expired'),
        confirmText: t('http.relogin'),
        cancelText: t('http.cancel'),
      },
      changed.signal,
    )
    if (again) {
      // The token is already dead on the server; clear locally and reload so the guard shows the login page.
      clearSession()
      reloadPage()
    }
  } finally {
    stop()
    expiry.asking = false
  }
}

/** Calls a backend answers this way when it does not have them (Spring answers 404 without a message). */
const ABSENT = new Set([404, 405, 501])

/** What to say when the server gave no message: a refusal, a call this backend does not have, or the bare status. */
function fallbackMessage(status: number, config: RequestConfig): string {
  if (status === 403) return t('http.forbidden')
  if (ABSENT.has(status)) return t('http.missingCall', { call: `${(config.method ?? 'get').toUpperCase()} ${pathOf(config.url)}`, status })
  return t('http.status', { status })
}

/**
 * Whether a failure means the backend lacks the call altogether (404, 405 or 501): an optional feature a hospital's
 * own eladmin backend does not implement.
 *
 * @example
 * catch (e) { if (isMissingCall(e)) return defaults }
 */
export function isMissingCall(error: unknown): boolean {
  return error instanceof HttpError && error.kind === 'status' && error.status !== undefined && ABSENT.has(error.status)
}

/**
 * Reads an optional call — one of this project's extras that an eladmin backend does not have — quietly: the answer,
 * or null when the backend lacks the call (remembered for the page and the API base, so it is not asked again).
 * Other failures reject without a notification; the caller decides what to show.
 *
 * @example
 * const all = await getOptional<Record<string, DictDetail[]>>('api/dictDetail/map/all') // null on eladmin
 */
export async function getOptional<T>(url: string, params?: Record<string, QueryValue>): Promise<T | null> {
  const key = `${apiUrl(url)}`
  if (absentCalls.has(key)) return null
  try {
    return await request<T>({ url, method: 'get', silent: true, ...(params ? { params } : {}) })
  } catch (error) {
    if (!isMissingCall(error)) throw error
    absentCalls.add(key)
    return null
  }
}

/** Applies the error catalogue of SPEC §8 and returns the error to reject with. */
function handleFailure(failure: unknown, signal: AbortSignal, config: RequestConfig, sentWith: string | null): HttpError {
  const reason: unknown = signal.aborted ? signal.reason : undefined
  if (reason === CANCELLED) return new HttpError('cancelled', 'cancelled')
  if (reason === TIMEOUT) {
    const error = new HttpError('timeout', t('http.timeout'))
    if (!config.silent) notify({ intent: 'error', message: error.message, duration: settings.errorNotificationMs })
    return error
  }
  if (!isResponse(failure)) {
    const error = new HttpError('network', t('http.failed'))
    if (!config.silent) notify({ intent: 'error', message: error.message, duration: settings.errorNotificationMs })
    return error
  }
  const { status, data } = failure
  const message = serverMessage(data) ?? fallbackMessage(status, config)
  const error = new HttpError('status', message, status, data)
  if (config.silent || config.quietStatuses?.includes(status)) return error
  const staff = config.auth === undefined || config.auth === 'staff'
  if (status === 401 && staff) {
    // Only about the session the request was sent with, when it is still the page's: a 401 for a request sent before
    // the user signed out or in again says nothing about the current one, and one sent without a session has none that
    // expired (the page's sign-in guard answers it).
    if (sentWith !== null && sentWith === tokenFor(config.auth)) void askToLogInAgain(sentWith)
  } else if (status === 403 && staff && navigate('/401')) {
    // The console shows its 401 page; nothing else to say.
  } else notify({ intent: 'error', message, duration: settings.errorNotificationMs })
  return error
}

/**
 * Sends one request through the shared client and resolves with the response body. Adds the Authorization header,
 * the Accept-Language of the current locale and the configured timeout; cancels an older in-flight request with
 * the same method and URL (query included) (except the own user-config list and key-image calls) — the older GET's
 * caller then gets the newer one's answer, any other method's rejects as cancelled, silently; maps every failure to
 * the error catalogue and rejects with an `HttpError`.
 *
 * @example
 * const page = await request<Page<UserDto>>({ url: 'api/users', params: { page: 0, size: 10 } })
 */
export function request<T = unknown>(config: RequestConfig): Promise<T> {
  const method = config.method ?? 'get'
  const base = apiUrl(config.url)
  const query = config.params ? serialise(config.params) : ''
  const url = query ? `${base}${base.includes('?') ? '&' : '?'}${query}` : base
  const key = `${method.toUpperCase()} ${url}`
  const exempt = settings.duplicateExempt.includes(pathOf(config.url))

  const entry: InFlight = { controller: new AbortController(), successor: null }
  const older = exempt ? undefined : inflight.get(key)
  if (!exempt) inflight.set(key, entry)
  const answer = send<T>(config, method, url, key, entry)
  if (older) {
    // The older request is cancelled on the wire; an older GET's caller gets this one's answer (the same URL, so the
    // same question), so that two parts of a page asking at once both get it. Other methods reject as cancelled.
    if (method === 'get') older.successor = answer
    older.controller.abort(CANCELLED)
  }
  return answer
}

async function send<T>(config: RequestConfig, method: NonNullable<RequestConfig['method']>, url: string, key: string, entry: InFlight): Promise<T> {
  const { controller } = entry
  const timer = setTimeout(() => controller.abort(TIMEOUT), config.timeout ?? settings.timeout)
  const onCallerAbort = (): void => controller.abort(CANCELLED)
  config.signal?.addEventListener('abort', onCallerAbort)

  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': $locale.get(), ...config.headers }
  const token = tokenFor(config.auth)
  if (token) headers.Authorization = token
  if (config.data !== undefined && !(config.data instanceof FormData)) headers['Content-Type'] = 'application/json'

  try {
    const response = await redaxios(url, {
      method,
      data: config.data,
      headers,
      responseType: (config.responseType ?? 'json') === 'json' ? 'text' : config.responseType,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => fetchWhole(input, { ...init, signal: controller.signal, ...(config.keepalive ? { keepalive: true } : {}) }),
    })
    config.onStatus?.((response as unknown as { status: number }).status)
    return readBody<T>(response as unknown as { data: unknown }, config)
  } catch (failure) {
    if (entry.successor && !config.signal?.aborted) return (await entry.successor) as T
    if (failure instanceof HttpError) throw failure
    throw handleFailure(failure instanceof Object && isResponse(failure) ? withParsedBody(failure) : failure, controller.signal, config, token)
  } finally {
    clearTimeout(timer)
    config.signal?.removeEventListener('abort', onCallerAbort)
    if (inflight.get(key) === entry) inflight.delete(key)
  }
}

/** Statuses whose responses carry no body (a Response cannot be built with one). */
const NO_BODY = new Set([101, 204, 205, 304])

/**
 * `fetch` that resolves only once the whole body has arrived. redaxios reads the body itself and takes a failed read
 * for an empty one: an answer cancelled or cut off after its headers (a newer identical GET, the timeout, a dropped
 * connection) would resolve as a success without data. Reading it here turns such a failure into the request's.
 */
async function fetchWhole(input: RequestInfo | URL, init: RequestInit): Promise<Response> {
  const response = await fetch(input, init)
  const body = await response.arrayBuffer()
  return new Response(NO_BODY.has(response.status) ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers })
}

function withParsedBody(failure: RedaxiosFailure): RedaxiosFailure {
  if (typeof failure.data !== 'string') return failure
  try {
    return { ...failure, data: JSON.parse(failure.data) as unknown }
  } catch {
    return failure
  }
}

function readBody<T>(response: { data: unknown }, config: RequestConfig): T {
  const type = config.responseType ?? 'json'
  const { data } = response
  // redaxios parses JSON itself and leaves the text when parsing fails, so a string here is an unreadable answer.
  if (type !== 'json' || typeof data !== 'string') return data as T
  if (data.trim() === '') return undefined as T
  const error = new HttpError('malformed', t('http.malformed'))
  if (!config.silent) notify({ intent: 'error', message: error.message, duration: settings.errorNotificationMs })
  throw error
}

/**
 * Shorthands for the four verbs. DELETE carries its JSON array of ids in the body, as the contract expects.
 *
 * @example
 * await http.del('api/users', [3, 4])
 */
export const http = {
  get: <T>(url: string, params?: Record<string, QueryValue>, options: Partial<RequestConfig> = {}) =>
    request<T>({ ...options, url, method: 'get', ...(params ? { params } : {}) }),
  post: <T>(url: string, data?: unknown, options: Partial<RequestConfig> = {}) => request<T>({ ...options, url, method: 'post', data }),
  put: <T>(url: string, data?: unknown, options: Partial<RequestConfig> = {}) => request<T>({ ...options, url, method: 'put', data }),
  del: <T>(url: string, data?: unknown, options: Partial<RequestConfig> = {}) => request<T>({ ...options, url, method: 'delete', data }),
}
