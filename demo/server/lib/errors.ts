import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiError } from '../../../src/core/contract/api'
import type { MessageKey, MessageParams } from './messages'

/** Options of an {@link HttpError}. */
export interface HttpErrorOptions {
  /** Placeholder values of the message. */
  params?: MessageParams
  /** A field name written before the message: `"<field>: <message>"`. */
  field?: string
  /** Extra response headers (e.g. `Retry-After`). */
  headers?: Record<string, string>
  /** Extra fields of the error body (e.g. the `reason` of a refused signed link, the `errors` of a validation). */
  body?: Record<string, unknown>
}

/**
 * An error handlers throw to answer with the contract error body. It carries a message key, localised when
 * the body is written, or (validation failures) an already localised text.
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode
  readonly key: MessageKey | null
  readonly options: HttpErrorOptions

  constructor(status: ContentfulStatusCode, key: MessageKey | null, options: HttpErrorOptions = {}, text = '') {
    super(key ?? text)
    this.status = status
    this.key = key
    this.options = options
  }

  /** An error whose message is already final (e.g. a localised zod message). */
  static raw(status: ContentfulStatusCode, message: string, options: HttpErrorOptions = {}): HttpError {
    return new HttpError(status, null, options, message)
  }
}

/** The contract error body for `status` and `message`. */
export function errorBody(status: number, message: string, now: number): ApiError {
  return { status, timestamp: now, message }
}
