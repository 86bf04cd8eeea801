import { useEffect, useRef, useState } from 'react'
import { encryptPassword } from '../../core/crypto/rsa'
import { emit } from '../../core/events'
import { HttpError } from '../../core/http/HttpError'
import { t } from '../../core/i18n/i18n'
import { ensureOuterSession, type OuterCredentials } from '../../core/report/outerSession'
import { type HisCredentials, settleQueryCredentials, storedCredentials, storeCredentials, takeQueryCredentials } from './params'

/** Where the page's outer (HIS) sign-in stands. */
export type OuterAccessState =
  | { status: 'off' }
  | { status: 'none'; message: string }
  | { status: 'signing-in' }
  | { status: 'ready'; credentials: OuterCredentials }
  | { status: 'failed'; message: string; httpStatus?: number }

/** Credentials given as element attributes. */
export interface AttributeCredentials {
  username?: string | undefined
  password?: string | undefined
  encrypted?: boolean | undefined
}

/**
 * Signs the external pages in to their own outer session: credentials from the attributes, else the query (the
 * password then leaves the URL at once), else the two local-storage keys; a plain password is RSA-encrypted first,
 * and the username with the ciphertext (never the plain password) is saved for later visits after a successful
 * login. Never reads or writes the staff session. Failures fire `clinic-report-failed` with reason `unauthorized`.
 *
 * @example
 * const access = useOuterAccess(host, page !== 'hisReport', { username, password, encrypted }, ids)
 */
export function useOuterAccess(
  host: HTMLElement,
  enabled: boolean,
  attributes: AttributeCredentials,
  ids: { examineId: string | null; reportId: string | null },
): OuterAccessState {
  const { username, password, encrypted } = attributes
  const [state, setState] = useState<OuterAccessState>({ status: enabled ? 'signing-in' : 'off' })
  // The ids only label a failure event: a new exam must not sign in again.
  const idsRef = useRef(ids)
  idsRef.current = ids

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'off' })
      return
    }
    const fromAttributes: HisCredentials | null =
      username && password ? { username, password, encrypted: encrypted === true, source: 'attribute' } : null
    const credentials = fromAttributes ?? takeQueryCredentials() ?? storedCredentials()
    const fail = (message: string, httpStatus?: number): void => {
      emit(host, 'clinic-report-failed', { ...idsRef.current, reason: 'unauthorized', message, ...(httpStatus ? { status: httpStatus } : {}) })
    }
    if (!credentials) {
      const message = t('hisReport.access.noCredentials')
      setState({ status: 'none', message })
      fail(message)
      return
    }
    let live = true
    setState({ status: 'signing-in' })
    const signIn = async (): Promise<OuterCredentials> => {
      const cipher = credentials.encrypted ? credentials.password : await encryptPassword(credentials.password)
      const outer = { username: credentials.username, password: cipher, encrypted: true }
      await ensureOuterSession(outer)
      if (credentials.source !== 'stored') storeCredentials(credentials.username, cipher)
      return outer
    }
    signIn()
      .then((outer) => {
        if (credentials.source === 'query') settleQueryCredentials()
        if (live) setState({ status: 'ready', credentials: outer })
      })
      .catch((failure: unknown) => {
        if (credentials.source === 'query') settleQueryCredentials()
        if (!live) return
        const refused = failure instanceof HttpError && failure.kind === 'status' && (failure.status === 400 || failure.status === 401)
        const detail = failure instanceof Error ? failure.message : String(failure)
        const message = refused ? t('hisReport.access.rejected', { message: detail }) : t('hisReport.access.failed', { message: detail })
        const httpStatus = failure instanceof HttpError ? failure.status : undefined
        setState({ status: 'failed', message, ...(httpStatus ? { httpStatus } : {}) })
        fail(message, httpStatus)
      })
    return () => {
      live = false
    }
  }, [host, enabled, username, password, encrypted])

  return state
}
