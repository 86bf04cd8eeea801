import { PathologyArea } from '../src/areas/pathology'
import { toElement } from '../src/ui/element'

/**
 * The pathology area: the specimen list (linked to the exam and biopsy each came from; its result feeds follow-up) and the printer test page. One element for the whole area: its `view` attribute picks the view, and each view loads on demand from
 * its own chunk. Opening another view (a worklist row opening the report) sends `clinic-navigate`; the console routes
 * it, and an element embedded alone opens the view in place.
 *
 * @summary The pathologist's views (specimens linked to their exams and biopsies, the printer test page), one per `view`.
 * @tag clinic-pathology
 * @attr {string} view - The view (the console maps each menu component to one).
 * @attr {string} examine-id - The exam the report view opens.
 * @attr {string} query - The view's other parameters as a URL query.
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 * @fires clinic-navigate - A view opens another console route; detail `{path}`.
 */
export class ClinicPathologyElement extends toElement(PathologyArea, {
  props: { view: 'string', examineId: 'string', query: 'string' },
  hostCss: ':host{display:block}',
}) {}

if (!customElements.get('clinic-pathology')) customElements.define('clinic-pathology', ClinicPathologyElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-pathology': ClinicPathologyElement
  }
}
