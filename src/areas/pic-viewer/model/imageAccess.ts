import { apiUrl } from '../../../core/config'
import type { RequestConfig } from '../../../core/http'
import { $outerToken, $token } from '../../../core/session'

/**
 * How a viewer authenticates: the share token of an opened share link (`Authorization: Share …`), else the element's
 * own `token`, else the page's staff session, else the HIS (outer) session.
 *
 * @example
 * const access = imageAccess({ token: 'Bearer abc' })
 */
export interface ImageAccess {
  /** The `auth` option of `core/http` calls. */
  auth(): RequestConfig['auth']
  /** An image path of the contract (`/api/pacs/image/17`) as an absolute URL. */
  imageUrl(path: string): string
  /** Request headers for an image URL: Authorization only for the API's own origin, never for third-party `src`. */
  headers(url: string): Record<string, string>
}

function bearer(token: string): string {
  return /\s/.test(token.trim()) ? token.trim() : `Bearer ${token.trim()}`
}

/**
 * Builds the access rules of one viewer from its attributes.
 *
 * @example
 * const url = imageAccess({ shareToken: 'abc' }).imageUrl('/api/pacs/image/17') // → https://host/api/pacs/image/17
 */
export function imageAccess(options: { token?: string | undefined; shareToken?: string | undefined }): ImageAccess {
  const own = options.shareToken ? `Share ${options.shareToken.trim()}` : options.token ? bearer(options.token) : null
  const token = (): string | null => own ?? $token.get() ?? $outerToken.get()
  return {
    auth() {
      if (own) return { token: own }
      if ($token.get()) return 'staff'
      return $outerToken.get() ? 'outer' : 'none'
    },
    imageUrl(path) {
      return new URL(apiUrl(path)).href
    },
    headers(url): Record<string, string> {
      const value = token()
      return value && new URL(url, document.baseURI).origin === new URL(apiUrl('')).origin ? { Authorization: value } : {}
    },
  }
}
