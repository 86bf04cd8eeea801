import { LoginForm, loginMessages } from '../src/areas/login'
import { toElement } from '../src/ui/element'

/**
 * The staff login form: username, password encrypted with the deployment's RSA public key before it is sent,
 * arithmetic captcha with refresh, and remember me. A failed sign-in shows the server's message and refreshes the
 * captcha. The session it creates is shared with every other clinic element on the page.
 *
 * @summary Staff sign-in with captcha, RSA-encrypted password and remember me.
 * @tag clinic-login
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 * @attr {string} redirect - Where to go after signing in (a console route, or a page address).
 * @attr {string} appearance - `card` (default) for the form alone, `page` for a full-page login with footer.
 * @fires clinic-logged-in - After a successful sign-in; detail `{username, nickName}`.
 */
export class ClinicLoginElement extends toElement(LoginForm, {
  messages: [loginMessages],
  props: { redirect: 'string', appearance: 'string' },
}) {}

if (!customElements.get('clinic-login')) customElements.define('clinic-login', ClinicLoginElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-login': ClinicLoginElement
  }
}
