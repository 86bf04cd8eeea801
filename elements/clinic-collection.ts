import { CollectionArea } from '../src/areas/collection'
import { toElement } from '../src/ui/element'

/**
 * The case collection area: favourite cases in folders with tags (disease, body part) and a teaching note, personal and department-public, with links that open the report and images. One element for the whole area: its `view` attribute picks the view, and each view loads on demand from its
 * own chunk. Opening another view sends `clinic-navigate`; the console routes it, and an element embedded alone opens
 * the view in place.
 *
 * @summary Case collection (personal and department-public favourite cases in folders with tags and teaching notes), one per `view`.
 * @tag clinic-collection
 * @attr {string} view - The view (the console maps each menu component to one).
 * @attr {string} examine-id - The exam a view opens on.
 * @attr {string} query - The view's other parameters as a URL query.
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 * @fires clinic-navigate - A view opens another console route; detail `{path}`.
 */
export class ClinicCollectionElement extends toElement(CollectionArea, {
  props: { view: 'string', examineId: 'string', query: 'string' },
  hostCss: ':host{display:block}',
}) {}

if (!customElements.get('clinic-collection')) customElements.define('clinic-collection', ClinicCollectionElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-collection': ClinicCollectionElement
  }
}
