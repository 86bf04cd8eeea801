import { settings } from '../../core/config/settings'
import { readStorage, writeStorage } from '../../core/storage'

/** The five external pages (SPEC §2). */
export type HisPage = 'hisReport' | 'hisReportLogin' | 'hisReportLoginAllTab' | 'hisReportLoginReport' | 'hisReadReport'

/** Everything a page reads, from attributes or else the query. */
export interface HisParams {
  patientId?: string | undefined
  hisPatientId?: string | undefined
  examineId?: string | undefined
  reportId?: string | undefined
}

/** HIS credentials and where they came from. */
export interface HisCredentials {
  username: string
  password: string
  encrypted: boolean
  source: 'attribute' | 'query' | 'stored'
}

const pages: readonly HisPage[] = ['hisReport', 'hisReportLogin', 'hisReportLoginAllTab', 'hisReportLoginReport', 'hisReadReport']

/**
 * The page to show: the attribute, else the last path segment (`/webouterpage/hisReportLogin`), else the home page.
 *
 * @example
 * pageOf(undefined) // 'hisReportLogin' on /webouterpage/hisReportLogin
 */
export function pageOf(attribute: string | undefined): HisPage {
  if (attribute && (pages as readonly string[]).includes(attribute)) return attribute as HisPage
  const last = window.location.pathname.split('/').filter(Boolean).pop() ?? ''
  return (pages as readonly string[]).includes(last) ? (last as HisPage) : 'hisReportLogin'
}

function query(): URLSearchParams {
  return new URLSearchParams(window.location.search)
}

/**
 * Page parameters: each attribute, or when absent the query parameter of the same name.
 *
 * @example
 * readParams({ examineId: undefined }) // examineId from ?examineId=12
 */
export function readParams(attributes: HisParams): HisParams {
  const q = query()
  const pick = (name: keyof HisParams): string | undefined => attributes[name] || q.get(name) || undefined
  return {
    patientId: pick('patientId'),
    hisPatientId: pick('hisPatientId'),
    examineId: pick('examineId'),
    reportId: pick('reportId'),
  }
}

let pending: HisCredentials | null = null

function truthy(value: string | null | undefined): boolean {
  return value !== null && value !== undefined && value !== 'false' && value !== '0'
}

/**
 * Reads `username`/`password` (`encrypted=true` marks ciphertext) from the query and at once removes the password
 * from the visible URL (history.replaceState), keeping every other parameter. Until {@link settleQueryCredentials}
 * the credentials stay available to the page's other readers (the URL no longer has them).
 *
 * @example
 * takeQueryCredentials() // { username: 'hisapi', password: '123456', encrypted: false, source: 'query' }
 */
export function takeQueryCredentials(): HisCredentials | null {
  const q = query()
  const password = q.get('password')
  if (password === null) return pending
  const username = q.get('username')
  pending = username && password ? { username, password, encrypted: truthy(q.get('encrypted')), source: 'query' } : null
  q.delete('password')
  q.delete('encrypted')
  const search = q.toString()
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`)
  return pending
}

/**
 * Forgets query credentials once their login has settled: stored on success (as ciphertext), dropped on failure.
 *
 * @example
 * settleQueryCredentials()
 */
export function settleQueryCredentials(): void {
  pending = null
}

/**
 * The credentials saved by an earlier visit: the username and the RSA ciphertext under the two local-storage keys.
 *
 * @example
 * storedCredentials() // { username: 'hisapi', password: '<ciphertext>', encrypted: true, source: 'stored' }
 */
export function storedCredentials(): HisCredentials | null {
  const username = readStorage('local', settings.outerCredentialKeys.username)
  const password = readStorage('local', settings.outerCredentialKeys.password)
  return username && password ? { username, password, encrypted: true, source: 'stored' } : null
}

/**
 * Saves the username and the password's RSA ciphertext (never the plain password) for later visits.
 *
 * @example
 * storeCredentials('hisapi', cipher)
 */
export function storeCredentials(username: string, cipher: string): void {
  writeStorage('local', settings.outerCredentialKeys.username, username)
  writeStorage('local', settings.outerCredentialKeys.password, cipher)
}

