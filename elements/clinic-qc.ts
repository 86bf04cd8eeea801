import { QcArea } from '../src/areas/qc'
import { toElement } from '../src/ui/element'

/**
 * The quality-control area: monthly sampling tasks with a reproducible seeded draw, samples with their report and images, score sheets and grades, blind review and statistics — for imaging (`qc/…`) and ultrasound (`ultrasonicControl/…`). One element for the whole area: its `view` attribute picks the view, and each view loads on demand from its
 * own chunk. Opening another view sends `clinic-navigate`; the console routes it, and an element embedded alone opens
 * the view in place.
 *
 * @summary Quality control by sampling (tasks, samples, score sheets, blind review, statistics), imaging and ultrasound, one per `view`.
 * @tag clinic-qc
 * @attr {string} view - The view (the console maps each menu component to one).
 * @attr {string} examine-id - The exam a view opens on.
 * @attr {string} query - The view's other parameters as a URL query.
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 * @fires clinic-navigate - A view opens another console route; detail `{path}`.
 */
export class ClinicQcElement extends toElement(QcArea, {
  props: { view: 'string', examineId: 'string', query: 'string' },
  hostCss: ':host{display:block}',
}) {}

if (!customElements.get('clinic-qc')) customElements.define('clinic-qc', ClinicQcElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-qc': ClinicQcElement
  }
}
