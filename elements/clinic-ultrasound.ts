import { UltrasoundArea } from '../src/areas/ultrasound'
import { toElement } from '../src/ui/element'

/**
 * The ultrasound area: the reading worklist, the ultrasound report (measurement tables per exam type, obstetric biometry with gestational age and fetal weight, SR import) and the physical-examination batch view. One element for the whole area: its `view` attribute picks the view, and each view loads on demand from
 * its own chunk. Opening another view (a worklist row opening the report) sends `clinic-navigate`; the console routes
 * it, and an element embedded alone opens the view in place.
 *
 * @summary The sonographer's views (ultrasound reading worklist, the report with obstetric and other measurement tables, the physical-examination batch), one per `view`.
 * @tag clinic-ultrasound
 * @attr {string} view - The view (the console maps each menu component to one).
 * @attr {string} examine-id - The exam the report view opens.
 * @attr {string} query - The view's other parameters as a URL query.
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 * @fires clinic-navigate - A view opens another console route; detail `{path}`.
 */
export class ClinicUltrasoundElement extends toElement(UltrasoundArea, {
  props: { view: 'string', examineId: 'string', query: 'string' },
  hostCss: ':host{display:block}',
}) {}

if (!customElements.get('clinic-ultrasound')) customElements.define('clinic-ultrasound', ClinicUltrasoundElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-ultrasound': ClinicUltrasoundElement
  }
}
