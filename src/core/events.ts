/**
 * Every event the suite's elements fire, with its detail type. Names are `clinic-<noun>-<past-verb>`; all bubble and
 * are composed so a host page hears them on the element whatever shadow roots lie between.
 */
export interface ClinicEventMap {
  /** A staff user signed in through an element. */
  'clinic-logged-in': { username: string; nickName: string | null }
  /** The staff user signed out through an element. */
  'clinic-logged-out': { username: string | null }
  /** The staff session changed (signed in, signed out, or expired). */
  'clinic-session-changed': { signedIn: boolean; username: string | null }
  /** A report finished loading and is on screen. */
  'clinic-report-loaded': { examineId: string | null; reportId: string | null; state: string }
  /** A report could not be shown; `reason` is a stable code a HIS developer can act on. */
  'clinic-report-failed': { examineId: string | null; reportId: string | null; reason: string; message: string; status?: number }
  /** The user selected an image in the viewer. */
  'clinic-image-selected': { studyId: string | null; seriesUid: string; instanceUid: string; frame: number; patientId: string; accessionNumber: string }
  /** A key image was marked or unmarked. */
  'clinic-key-image-changed': { examineId: string | null; ids: string[]; marked: boolean }
  /** The user drew or removed a rectangle or ellipse ROI in the picture viewer (see {@link RoiMeasuredDetail}). */
  'clinic-roi-measured': RoiMeasuredDetail
  /** The user measured with a caliper on an ECG sheet: the lead, the interval (ms) and the amplitude difference (mV, up positive). */
  'clinic-ecg-measured': { lead: string; ms: number; mV: number }
}

/**
 * Detail of `clinic-roi-measured`: which ROI (`id`, unique within the viewer), on which image (series, instance,
 * 0-based position in the stack, slice location and thickness in mm, pixel spacing row/column in mm), its area (mm²,
 * px² without spacing), and — with the viewer's `calcium-threshold` on CT — the area (`aboveArea`, mm²) and number
 * (`aboveCount`) of its pixels at or above the threshold; `peak` is the highest value inside (HU on CT). `removed` is
 * true when the user deleted it.
 */
export interface RoiMeasuredDetail {
  id: number
  instanceUid: string
  seriesUid: string
  imageIndex: number
  sliceLocation: number | null
  sliceThickness: number | null
  pixelSpacing: [number, number] | null
  area: number
  aboveArea: number | null
  aboveCount: number | null
  peak: number | null
  threshold: number | null
  removed?: true
}

/** An event name of the suite. */
export type ClinicEventName = keyof ClinicEventMap

/**
 * Dispatches a suite event from an element's host, bubbling and composed.
 *
 * @example
 * emit(host, 'clinic-report-loaded', { examineId, reportId: null, state: 'final' })
 */
export function emit<K extends ClinicEventName>(host: EventTarget, name: K, detail: ClinicEventMap[K]): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))
}

/**
 * The methods the suite's elements offer beyond attributes and events, by tag: what a page or a view that embeds an
 * element of another script (`LazyElement`) may call on it. Each element class implements its entry.
 */
export interface ClinicElementMethods {
  'clinic-pic-viewer': {
    /** Deletes the rectangle or ellipse ROI of a `clinic-roi-measured` event's `id`; false when there is none. */
    removeRoi(id: number): boolean
  }
}

/**
 * An element of the suite as a page holds it: an HTML element with its tag's methods ({@link ClinicElementMethods}).
 *
 * @example
 * const viewer = document.querySelector('clinic-pic-viewer') as ClinicElement<'clinic-pic-viewer'>
 */
export type ClinicElement<Tag extends string> = HTMLElement & (Tag extends keyof ClinicElementMethods ? ClinicElementMethods[Tag] : unknown)

declare global {
  interface HTMLElementEventMap {
    'clinic-logged-in': CustomEvent<ClinicEventMap['clinic-logged-in']>
    'clinic-logged-out': CustomEvent<ClinicEventMap['clinic-logged-out']>
    'clinic-session-changed': CustomEvent<ClinicEventMap['clinic-session-changed']>
    'clinic-report-loaded': CustomEvent<ClinicEventMap['clinic-report-loaded']>
    'clinic-report-failed': CustomEvent<ClinicEventMap['clinic-report-failed']>
    'clinic-image-selected': CustomEvent<ClinicEventMap['clinic-image-selected']>
    'clinic-key-image-changed': CustomEvent<ClinicEventMap['clinic-key-image-changed']>
    'clinic-roi-measured': CustomEvent<ClinicEventMap['clinic-roi-measured']>
    'clinic-ecg-measured': CustomEvent<ClinicEventMap['clinic-ecg-measured']>
  }
}
