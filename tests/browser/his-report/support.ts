// Helpers of the external-page tests: a page address with query parameters (restored afterwards), a request log,
// and checks that the staff session was never touched.
import { fixture, html } from '@open-wc/testing'
import '../../../elements/clinic-his-report'

export const STAFF_SENTINEL = 'Bearer staff-session-sentinel'
/** Seeded patient 许怡兰 with three reported exams (deterministic seed of the contract server). */
export const PATIENT = { hisPatientId: 'H975503682', name: '许怡兰', exams: ['30', '31', '32'] }

export interface Call {
  url: string
  method: string
  authorization: string | null
  body: string | null
}

/** Logs every request of the page (and lets it through). */
export function spy(): { calls: Call[]; restore: () => void } {
  const original = window.fetch
  const calls: Call[] = []
  window.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    calls.push({ url, method: (init?.method ?? 'GET').toUpperCase(), authorization: new Headers(init?.headers).get('Authorization'), body: typeof init?.body === 'string' ? init.body : null })
    return original(input, init)
  }
  return { calls, restore: () => (window.fetch = original) }
}

let original: string | null = null

/** Adds query parameters to the page's address, as a HIS link would carry them. */
export function withQuery(params: Record<string, string>): void {
  original ??= window.location.href
  const url = new URL(window.location.href)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  window.history.replaceState(null, '', url)
}

/** Puts the page's address back. */
export function restoreAddress(): void {
  if (original) window.history.replaceState(null, '', original)
  original = null
}

/** Mounts an external page. */
export async function mountPage(page: string, attributes = ''): Promise<HTMLElement> {
  const container = await fixture<HTMLDivElement>(html`<div></div>`)
  container.innerHTML = `<clinic-his-report page="${page}" ${attributes}></clinic-his-report>`
  return container.firstElementChild as HTMLElement
}

/** The report viewer inside a page, once rendered. */
export function viewerIn(page: HTMLElement): HTMLElement | null {
  return page.shadowRoot?.querySelector('clinic-report-viewer') ?? null
}

/** Asserts no request carried the staff token and it is still stored as it was. */
export function staffUntouched(calls: Call[]): string | null {
  if (sessionStorage.getItem('EL-ADMIN-TOEKN') !== STAFF_SENTINEL) return 'the staff token changed'
  const leaked = calls.find((c) => c.authorization === STAFF_SENTINEL)
  return leaked ? `the staff token was sent to ${leaked.url}` : null
}
