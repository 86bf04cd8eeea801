import { EndoscopyArea } from '../src/areas/endoscopy'
import { toElement } from '../src/ui/element'

/**
 * The endoscopy area: the reading worklist, the endoscopy report (live capture from a video device, captured images with site labels and print order, biopsy records) and the capture test pages. One element for the whole area: its `view` attribute picks the view, and each view loads on demand from
 * its own chunk. Opening another view (a worklist row opening the report) sends `clinic-navigate`; the console routes
 * it, and an element embedded alone opens the view in place.
 *
 * @summary The endoscopist's views (endoscopy reading worklist, the report with live capture, labelled images and biopsies, the capture test pages), one per `view`.
 * @tag clinic-endoscopy
 * @attr {string} view - The view (the console maps each menu component to one).
 * @attr {string} examine-id - The exam the report view opens.
 * @attr {string} query - The view's other parameters as a URL query.
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 * @fires clinic-navigate - A view opens another console route; detail `{path}`.
 */
export class ClinicEndoscopyElement extends toElement(EndoscopyArea, {
  props: { view: 'string', examineId: 'string', query: 'string' },
  hostCss: ':host{display:block}',
}) {}

if (!customElements.get('clinic-endoscopy')) customElements.define('clinic-endoscopy', ClinicEndoscopyElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-endoscopy': ClinicEndoscopyElement
  }
}
