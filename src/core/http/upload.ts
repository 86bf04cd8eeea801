import { apiUrl } from '../config/runtimeConfig'
import { settings } from '../config/settings'
import { $locale, t } from '../i18n/i18n'
import { notify } from '../notify/notifications'
import { $token } from '../session/stores'
import { HttpError } from './HttpError'
import type { QueryValue } from './http'

/** Options of {@link uploadWithProgress}. */
export interface UploadOptions {
  /** Query parameters (`?name=` of a local storage upload). */
  params?: Record<string, QueryValue>
  /** Called as the bytes go out: bytes sent, bytes in all (the multipart body). */
  onProgress?: (loaded: number, total: number) => void
  /** Aborts the upload; the promise rejects with a silent `cancelled` HttpError. */
  signal?: AbortSignal
  /** The caller shows failures itself (no notification). */
  silent?: boolean
}

function query(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item))
    else search.append(key, String(value))
  }
  return search.toString()
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') return (body as { message: string }).message
  return null
}

/**
 * POSTs a multipart form with upload progress — the one call redaxios (fetch) cannot report on, so it uses
 * XMLHttpRequest. Otherwise it behaves like `request`: the staff token and the locale go along, the configured
 * timeout applies, and a failure rejects with an `HttpError` (status with the server's message, timeout, network,
 * cancelled) and is shown as a notification unless `silent`. Resolves with the JSON answer.
 *
 * @example
 * const form = new FormData(); form.append('file', file)
 * await uploadWithProgress<LocalStorageDto>('api/localStorage', form, { onProgress: (sent, all) => setPercent(sent / all) })
 */
export function uploadWithProgress<T>(url: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const base = apiUrl(url)
  const search = options.params ? query(options.params) : ''
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const fail = (error: HttpError) => {
      options.signal?.removeEventListener('abort', onAbort)
      if (!options.silent && error.kind !== 'cancelled') notify({ intent: 'error', message: error.message, duration: settings.errorNotificationMs })
      reject(error)
    }
    const onAbort = () => xhr.abort()
    xhr.open('POST', search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base)
    xhr.timeout = settings.timeout
    xhr.responseType = 'text'
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('Accept-Language', $locale.get())
    const token = $token.get()
    if (token) xhr.setRequestHeader('Authorization', token)
    xhr.upload.onprogress = (event) => options.onProgress?.(event.loaded, event.lengthComputable ? event.total : 0)
    xhr.onload = () => {
      let body: unknown
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined
      } catch {
        body = xhr.responseText
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.signal?.removeEventListener('abort', onAbort)
        resolve(body as T)
        return
      }
      fail(new HttpError('status', messageOf(body) ?? t('http.status', { status: xhr.status }), xhr.status, body))
    }
    xhr.onerror = () => fail(new HttpError('network', t('http.failed')))
    xhr.ontimeout = () => fail(new HttpError('timeout', t('http.timeout')))
    xhr.onabort = () => fail(new HttpError('cancelled', 'cancelled'))
    if (options.signal?.aborted) {
      fail(new HttpError('cancelled', 'cancelled'))
      return
    }
    options.signal?.addEventListener('abort', onAbort)
    xhr.send(form)
  })
}
