import { FollowupArea } from '../src/areas/followup'
import { toElement } from '../src/ui/element'

/**
 * The follow-up area: cases to follow, their records (pathology or surgical result, agreement), the coincidence rate per physician, modality and period, and due reminders. One element for the whole area: its `view` attribute picks the view, and each view loads on demand from its
 * own chunk. Opening another view sends `clinic-navigate`; the console routes it, and an element embedded alone opens
 * the view in place.
 *
 * @summary Follow-up of positive findings (the cases, their follow-up records linked to pathology and surgery, the coincidence rate), one per `view`.
 * @tag clinic-followup
 * @attr {string} view - The view (the console maps each menu component to one).
 * @attr {string} examine-id - The exam a view opens on.
 * @attr {string} query - The view's other parameters as a URL query.
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 * @fires clinic-navigate - A view opens another console route; detail `{path}`.
 */
export class ClinicFollowupElement extends toElement(FollowupArea, {
  props: { view: 'string', examineId: 'string', query: 'string' },
  hostCss: ':host{display:block}',
}) {}

if (!customElements.get('clinic-followup')) customElements.define('clinic-followup', ClinicFollowupElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-followup': ClinicFollowupElement
  }
}
