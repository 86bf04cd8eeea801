import { RegistrationArea } from '../src/areas/registration'
import { toElement } from '../src/ui/element'

/**
 * The registration area: the registrar's desk. One element for the whole area: its `view` attribute picks the view,
 * and each view loads on demand from its own chunk. Built so far: `registrations/manage`, the registration worklist
 * (search by name, pinyin, exam number or patient id; registration time with shortcuts, status and modality; status tags
 * in the lifecycle's tones; emergency and critical marks; check in, cancel and void with a reason, as the exam's status
 * and the user's permissions allow).
 *
 * @summary The registrar's views (the registration worklist so far), one per `view`.
 * @tag clinic-registration
 * @attr {string} view - The view (the console maps each menu component to one).
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 */
export class ClinicRegistrationElement extends toElement(RegistrationArea, {
  props: { view: 'string' },
  hostCss: ':host{display:block}',
}) {}

if (!customElements.get('clinic-registration')) customElements.define('clinic-registration', ClinicRegistrationElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-registration': ClinicRegistrationElement
  }
}
