import { createElement } from 'react'

/**
 * The console's login route: the `<clinic-login>` element full-page, returning to `?redirect=` after signing in.
 * The console renders the tag rather than importing the login area (areas never import each other).
 *
 * @example
 * <LoginPage query={new URLSearchParams('redirect=/system/user')} />
 */
export function LoginPage({ query }: { query: URLSearchParams }) {
  const redirect = query.get('redirect')
  // Only a path inside the console: an absolute URL in ?redirect= must not send a user elsewhere after login.
  const safe = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/'
  return createElement('clinic-login', { appearance: 'page', redirect: safe })
}
