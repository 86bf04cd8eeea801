/**
 * The one error type every request rejects with. `kind` says what went wrong so callers can react without
 * parsing messages: `status` (the server answered outside 2xx), `timeout`, `network` (no status at all),
 * `cancelled` (a newer duplicate replaced it, or the caller aborted), `malformed` (2xx but unreadable).
 *
 * @example
 * catch (e) { if (e instanceof HttpError && e.status === 400) showFieldErrors(e.body) }
 */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly kind: 'status' | 'timeout' | 'network' | 'cancelled' | 'malformed'
  readonly status: number | undefined
  readonly body: unknown

  constructor(kind: HttpError['kind'], message: string, status?: number, body?: unknown) {
    super(message)
    this.kind = kind
    this.status = status
    this.body = body
  }
}
