import { useRef, useState } from 'react'
import type { RegistrationResult } from '../../../core/contract/registration'
import { http } from '../../../core/http/http'
import { HttpError } from '../../../core/http/HttpError'
import { confirm } from '../../../core/notify/confirm'
import { useT } from '../../../ui/i18n/useT'

const newRequestId = () => (crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`)

/** What {@link useRegistrationSender} gives a registration view. */
export interface RegistrationSender {
  /**
   * Sends a registration built by `body` from the attempt's request id and whether a duplicate was confirmed. The same
   * `fingerprint` again (a retry after a dropped connection) goes under the same request id, so the server answers the
   * exams it already made; a 409 naming today's duplicates is asked about and, confirmed, sent again. Rejects with the
   * server's error otherwise (the caller shows it where the user is).
   */
  send(url: string, body: (requestId: string, confirmDuplicate: boolean) => unknown, fingerprint: string): Promise<RegistrationResult>
  /** The last attempt failed on the way (connection, timeout, server error): it may have registered; a retry is safe. */
  failedOnce: boolean
}

/**
 * The registration desk's one way of sending a registration, typed or from HIS orders: one request id per attempt,
 * the duplicate question, and what a failed attempt means.
 *
 * @example
 * const { send, failedOnce } = useRegistrationSender()
 * const result = await send('api/registrations/orders', (requestId, confirmDuplicate) => ({ requestId, items, confirmDuplicate }), key)
 */
export function useRegistrationSender(): RegistrationSender {
  const t = useT()
  const attempt = useRef<{ id: string; fingerprint: string } | null>(null)
  const [failedOnce, setFailedOnce] = useState(false)

  const send: RegistrationSender['send'] = async (url, body, fingerprint) => {
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { id: newRequestId(), fingerprint }
    const id = attempt.current.id
    const post = (confirmDuplicate: boolean) => http.post<RegistrationResult>(url, body(id, confirmDuplicate), { quietStatuses: [400, 409] })
    let result: RegistrationResult
    try {
      try {
        result = await post(false)
      } catch (error) {
        const duplicates = error instanceof HttpError && error.status === 409 ? (error.body as { duplicates?: unknown })?.duplicates : undefined
        if (!Array.isArray(duplicates)) throw error
        const go = await confirm({
          title: t('resources.manual.duplicate.title'),
          message: `${error instanceof Error ? error.message : ''}\n${t('resources.manual.duplicate.question')}`,
          confirmText: t('resources.manual.duplicate.confirm'),
          cancelText: t('resources.manual.duplicate.cancel'),
        })
        if (!go) throw error
        result = await post(true)
      }
    } catch (error) {
      if (error instanceof HttpError && (error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 500)) setFailedOnce(true)
      throw error
    }
    attempt.current = null
    setFailedOnce(false)
    return result
  }
  return { send, failedOnce }
}
