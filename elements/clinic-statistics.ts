import { StatisticsArea } from '../src/areas/statistics'
import { toElement } from '../src/ui/element'

/**
 * The statistics area: workload by physician, technician, device, modality, ordering department and hospital; positive rate, turnaround times and critical-value timeliness — summary tables with drill-down to the exams, charts, xlsx export and print. One element for the whole area: its `view` attribute picks the view, and each view loads on demand from its
 * own chunk. Opening another view sends `clinic-navigate`; the console routes it, and an element embedded alone opens
 * the view in place.
 *
 * @summary Report statistics (workload; positive rate, turnaround and critical-value timeliness) with drill-down, charts and export, one per `view`.
 * @tag clinic-statistics
 * @attr {string} view - The view (the console maps each menu component to one).
 * @attr {string} examine-id - The exam a view opens on.
 * @attr {string} query - The view's other parameters as a URL query.
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 * @fires clinic-navigate - A view opens another console route; detail `{path}`.
 */
export class ClinicStatisticsElement extends toElement(StatisticsArea, {
  props: { view: 'string', examineId: 'string', query: 'string' },
  hostCss: ':host{display:block}',
}) {}

if (!customElements.get('clinic-statistics')) customElements.define('clinic-statistics', ClinicStatisticsElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-statistics': ClinicStatisticsElement
  }
}
