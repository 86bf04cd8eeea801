import { DiagnosisArea } from '../src/areas/diagnosis'
import { toElement } from '../src/ui/element'

/**
 * The diagnosis area: where reports are written and signed. One element for the whole area: its `view` attribute
 * picks the view, and each view loads on demand from its own chunk (the picture viewer only when images are shown).
 * Opening another view (a worklist row opening the editor) sends `clinic-navigate`; the console routes it, and an
 * element embedded alone opens the view in place.
 *
 * @summary The radiologist's views (reading worklists, report editor, templates, calcium scoring), one per `view`.
 * @tag clinic-diagnosis
 * @attr {string} view - The view (the console maps each menu component to one).
 * @attr {string} examine-id - The exam the report editor opens.
 * @attr {string} query - The view's parameters as a URL query (`id=12` opens that template in `infoManage/reportTemplate/edit`).
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 * @fires clinic-navigate - A view opens another console route; detail `{path}` (`/diagnos/CTreportwrite?examineId=12`).
 */
export class ClinicDiagnosisElement extends toElement(DiagnosisArea, {
  props: { view: 'string', examineId: 'string', query: 'string' },
  hostCss: ':host{display:block}',
}) {}

if (!customElements.get('clinic-diagnosis')) customElements.define('clinic-diagnosis', ClinicDiagnosisElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-diagnosis': ClinicDiagnosisElement
  }
}
