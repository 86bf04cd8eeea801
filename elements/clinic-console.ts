import { ConsoleApp } from '../src/areas/console'
import { toElement } from '../src/ui/element'
import './clinic-login'
import './views'

/**
 * The staff console: login, navigation rules, the permission-built menu, tabs, navbar, settings and search, and every
 * routed area view, in history mode. It owns the page's URL; mount one per page.
 *
 * @summary The full staff console: shell, navigation rules and routed views.
 * @tag clinic-console
 * @attr {string} base - Path prefix the console lives under (history mode), e.g. `/pacs`; empty for the origin root.
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 * @fires clinic-session-changed - When the staff session starts or ends; detail `{signedIn, username}`.
 */
export class ClinicConsoleElement extends toElement(ConsoleApp, {
  props: { base: 'string' },
  hostCss: ':host{display:block;min-height:100vh}',
}) {}

if (!customElements.get('clinic-console')) customElements.define('clinic-console', ClinicConsoleElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-console': ClinicConsoleElement
  }
}
