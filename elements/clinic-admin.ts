import { AdminArea } from '../src/areas/admin'
import { toElement } from '../src/ui/element'

/**
 * The administration area: every system management view — users, roles, menus, departments, jobs, dictionaries,
 * timing tasks, devices, device types and private settings — and, later, operations and tools. One element for the
 * whole area: its `view` attribute picks the view, and each view loads on demand from its own chunk, so a HIS page
 * can embed one view alone (`<clinic-admin view="system/dict">`). Every list offers search, sorting, paging, xlsx
 * export and the add/edit/delete its user is permitted; the server checks the same permissions.
 *
 * @summary The administration views, one per `view`.
 * @tag clinic-admin
 * @attr {string} view - The view: `system/user`, `system/role`, `system/menu`, `system/dept`, `system/job`, `system/dict`, `system/timing`, `system/deviceList`, `system/deviceType` or `system/privateConfig` (the console maps each menu component to one).
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 */
export class ClinicAdminElement extends toElement(AdminArea, {
  props: { view: 'string' },
  hostCss: ':host{display:block}',
}) {}

if (!customElements.get('clinic-admin')) customElements.define('clinic-admin', ClinicAdminElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-admin': ClinicAdminElement
  }
}
