import { SessionBadge, sessionMessages } from '../src/areas/session'
import { toElement } from '../src/ui/element'

/**
 * Shows who is signed in to the staff session (nick name and username) and offers logout after a confirmation.
 * It reads the page's shared session: a login in any other clinic element, even from another bundle, shows here.
 *
 * @summary Signed-in user and logout for the shared staff session.
 * @tag clinic-session
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 * @fires clinic-logged-out - After the user confirmed logout; detail `{username}`.
 */
export class ClinicSessionElement extends toElement(SessionBadge, {
  messages: [sessionMessages],
  props: {},
  hostCss: ':host{display:inline-block}',
}) {}

if (!customElements.get('clinic-session')) customElements.define('clinic-session', ClinicSessionElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-session': ClinicSessionElement
  }
}
