import { RegistrationArea } from '../src/areas/registration'
import { toElement } from '../src/ui/element'

/**
 * The registration area: the registrar's desk. One element for the whole area: its `view` attribute picks the view,
 * and each view loads on demand from its own chunk. Built so far: `registrations/manage`, the registration worklist
 * (search by name, pinyin, exam number or patient id; registration time with shortcuts, status and modality; status tags
 * in the lifecycle's tones; emergency and critical marks; check in, cancel and void with a reason, as the exam's status
 * and the user's permissions allow). `registrations/manual`, the manual registration form (pinyin, resident ID, age,
 * visit, ordering cascade, modality and exam items, maternity dates; duplicate warning; safe retry; a draft kept; the
 * slip with barcode and QR code). `RadTechStation/station`, the technologist's station: his queue per device,
 * emergencies first, then by check-in time; call the next patient in (who and to which room said in a live region),
 * start, finish with the contrast agent and dose, or send back to the desk with a reason. The worklist's second tab is
 * the appointment calendar: a device's slots by day or week, places taken; book, move, check in and cancel appointments.
 * `registrations/related`, related exams and duplicate patients: link exams of one patient into a group (and dissolve it
 * with a reason); merge probable duplicate patient records compared side by side, with the merge history and its undo.
 *
 * @summary The registrar's and technologist's views (worklist, manual registration, station), one per `view`.
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
