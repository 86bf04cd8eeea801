import { EcgArea } from '../src/areas/ecg'
import { toElement } from '../src/ui/element'

/**
 * The ECG area: the reading worklist and the ECG report (HR, PR, QRS, QT, QTc by a named formula, axis, rhythm; the 12-lead waveform with calipers). One element for the whole area: its `view` attribute picks the view, and each view loads on demand from
 * its own chunk. Opening another view (a worklist row opening the report) sends `clinic-navigate`; the console routes
 * it, and an element embedded alone opens the view in place.
 *
 * @summary The ECG physician's views (ECG reading worklist and the ECG report with intervals, QTc and calipers on the waveform), one per `view`.
 * @tag clinic-ecg
 * @attr {string} view - The view (the console maps each menu component to one).
 * @attr {string} examine-id - The exam the report view opens.
 * @attr {string} query - The view's other parameters as a URL query.
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 * @fires clinic-navigate - A view opens another console route; detail `{path}`.
 */
export class ClinicEcgElement extends toElement(EcgArea, {
  props: { view: 'string', examineId: 'string', query: 'string' },
  hostCss: ':host{display:block}',
}) {}

if (!customElements.get('clinic-ecg')) customElements.define('clinic-ecg', ClinicEcgElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-ecg': ClinicEcgElement
  }
}
