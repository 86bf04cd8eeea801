import { CloudFilmArea } from '../src/areas/cloud-film'
import { toElement } from '../src/ui/element'

/**
 * The cloud-film area: share links of an exam's report and images (expiry, access code, revoke, reset, extend, access log) and their statistics. One element for the whole area: its `view` attribute picks the view, and each view loads on demand from its
 * own chunk. Opening another view sends `clinic-navigate`; the console routes it, and an element embedded alone opens
 * the view in place.
 *
 * @summary Cloud film: publish an exam's report and images as a revocable share link with QR code, expiry and access code; its access log and statistics, one per `view`.
 * @tag clinic-cloud-film
 * @attr {string} view - The view (the console maps each menu component to one).
 * @attr {string} examine-id - The exam a view opens on.
 * @attr {string} query - The view's other parameters as a URL query.
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 * @fires clinic-navigate - A view opens another console route; detail `{path}`.
 */
export class ClinicCloudFilmElement extends toElement(CloudFilmArea, {
  props: { view: 'string', examineId: 'string', query: 'string' },
  hostCss: ':host{display:block}',
}) {}

if (!customElements.get('clinic-cloud-film')) customElements.define('clinic-cloud-film', ClinicCloudFilmElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-cloud-film': ClinicCloudFilmElement
  }
}
