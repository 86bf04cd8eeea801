import { AdminArea } from '../src/areas/admin'
import { toElement } from '../src/ui/element'

/**
 * The administration area: every system management view — users, roles, menus, departments, jobs, dictionaries,
 * timing tasks, devices, device types, private settings and the reference tables — and operations, monitoring and
 * tools (hospital configuration, QR codes, cache, backup, deployment, online users, logs, server and SQL monitors,
 * storage, pictures, mail, API documents, payment, code generator, code console, chat, the component gallery). One element for the
 * whole area: its `view` attribute picks the view, and each view loads on demand from its own chunk, so a HIS page
 * can embed one view alone (`<clinic-admin view="system/dict">`). Every list offers search, sorting, paging, xlsx
 * export and the add/edit/delete its user is permitted; the server checks the same permissions.
 *
 * @summary The administration views, one per `view`.
 * @tag clinic-admin
 * @attr {string} view - The view: `system/user`, `system/dict`, `mnt/hospitalConfig`, `monitor/online`, `tools/storage`, … — the menu component without `/index` (the console maps each menu component to one; src/areas/admin/views.ts lists them).
 * @attr {string} query - The view's parameters as a URL query (`tableName=sys_job` for `generator/config`).
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 */
export class ClinicAdminElement extends toElement(AdminArea, {
  props: { view: 'string', query: 'string' },
  hostCss: ':host{display:block}',
}) {}

if (!customElements.get('clinic-admin')) customElements.define('clinic-admin', ClinicAdminElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-admin': ClinicAdminElement
  }
}
