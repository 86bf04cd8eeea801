import { apiUrl } from '../../../core/config'
import type { RequestConfig } from '../../../core/http'
import { $outerToken, $token } from '../../../core/session'

/**
 * How a viewer authenticates: the element's own `token`, else the page's staff session, else the HIS (outer)
 * session; `expires` + `sig` of a signed image link travel as query parameters on list and image requests.
 *
 * @example
 * const access = imageAccess({ token: 'Bearer abc' })
 */
export interface ImageAccess {
  /** The `auth` option of `core/http` calls. */
  auth(): RequestConfig['auth']
  /** Query parameters of a signed link (empty when the viewer has none). */
  signParams(): Record<string, string>
  /** An image path of the contract (`/api/pacs/image/17`) as an absolute URL with the signed-link parameters. */
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
 * const url = imageAccess({ expires: '1767225600', sig: 'ab12' }).imageUrl('/api/pacs/image/17')
 * // → https://host/api/pacs/image/17?expires=1767225600&sig=ab12
 */
export function imageAccess(options: { token?: string | undefined; expires?: string | undefined; sig?: string | undefined }): ImageAccess {
  const token = (): string | null => (options.token ? bearer(options.token) : ($token.get() ?? $outerToken.get()))
  const signParams = (): Record<string, string> => (options.expires && options.sig ? { expires: options.expires, sig: options.sig } : {})
  return {
    auth() {
      if (options.token) return { token: bearer(options.token) }
      if ($token.get()) return 'staff'
      return $outerToken.get() ? 'outer' : 'none'
    },
    signParams,
    imageUrl(path) {
      const url = new URL(apiUrl(path))
      for (const [key, value] of Object.entries(signParams())) url.searchParams.set(key, value)
      return url.href
    },
    headers(url): Record<string, string> {
      const value = token()
      return value && new URL(url, document.baseURI).origin === new URL(apiUrl('')).origin ? { Authorization: value } : {}
    },
  }
}
