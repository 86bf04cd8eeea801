import { forgetEarly, interfaceAfterFirstImage, loadEarly, loadPicViewer, picViewerMessages, removeRoi, type PicViewerMethods } from '../src/areas/pic-viewer'
import { toLazyElement } from '../src/ui/element/toLazyElement'

/**
 * The picture viewer: DICOM (every common transfer syntax, decoded in a worker with codecs loaded only when a file
 * needs them, from `codecs/` beside this script) and plain JPEG/PNG captures of a study or exam, or of a list of
 * URLs. Window/level by drag and presets, zoom, pan, rotate, flip, invert, stack scroll, cine, 1×1/1×2/2×2 layouts,
 * series thumbnails, corner overlays, length/angle/rectangle/ellipse measurements (mm, HU), key images, comparison
 * with a prior exam, 12-lead ECG, PNG download, full screen, touch and keyboard shortcuts. A broken file shows its
 * error in its own viewport. When the user's image view type is CLIENT the study is handed to the client viewer.
 *
 * @summary DICOM and capture viewer for a study, an exam, a prior comparison or a list of image URLs.
 * @tag clinic-pic-viewer
 * @attr {string} study-id - Study to show (`GET api/pacs/retrieve/image/studyId/{id}`).
 * @attr {string} examine-id - Exam to show (`GET api/pacs/retrieve/image/examineId/{id}`); enables key images.
 * @attr {string} src - Image URLs (DICOM, JPEG or PNG), separated by spaces or commas.
 * @prop {string[]} sources - Image URLs as an array (wins over `src`).
 * @attr {string} token - Authorization for the archive instead of the page's session (`Bearer …` or the bare token).
 * @attr {string} share-token - The `shareToken` of an opened share link with images (`POST api/share/{token}/open`): reads that exam's study without a session.
 * @attr {string} dicomweb-base - A DICOMweb archive's QIDO-RS/WADO-RS root (absolute, or relative to `api-base`, such as
 *   the backend's proxy `api/pacs/dicomweb`); with `study-uid`, the viewer reads that study from it, image by image.
 * @attr {string} study-uid - The StudyInstanceUID to show from `dicomweb-base`.
 * @attr {string} series-uid - Only this SeriesInstanceUID of the study.
 * @attr {string} bearer-token - `Authorization: Bearer …` for the DICOMweb archive; without it the page's session is
 *   sent to the backend's own origin only.
 * @attr {string} wado-uri-base - A WADO-URI endpoint, the fallback for instances WADO-RS does not give.
 * @attr {string} api-base - Backend base URL; defaults to the page's origin.
 * @attr {string} locale - Interface language: zh-CN, zh-TW, en, ja, ko or es.
 * @attr {string} layout - Viewport grid: `1x1` (default), `1x2` (default when comparing) or `2x2`.
 * @attr {string} compare-examine-id - A prior exam to show side by side with `examine-id`, scrolling in step.
 * @attr {boolean} no-overlay - Hide patient and study details (PHI) in the overlays and in downloaded images.
 * @attr {number} calcium-threshold - HU (Agatston: 130): rectangle and ellipse ROIs on CT also report the area (mm²)
 *   and count of their pixels at or above it and their peak HU, those pixels drawn highlighted.
 * @fires clinic-image-selected - The user chose a series or moved to another image; detail `{studyId, seriesUid, instanceUid, frame, patientId, accessionNumber}` (the last two as the image's DICOM header says).
 * @fires clinic-key-image-changed - The user marked or unmarked a key image; detail `{examineId, ids, marked}`.
 * @fires clinic-roi-measured - The user drew or deleted a rectangle or ellipse ROI, or the page deleted one
 *   (`removeRoi`). ROIs are not edited in place: a change is a deletion and a new ROI; detail `{id, instanceUid, seriesUid, imageIndex, sliceLocation,
 *   sliceThickness, pixelSpacing, area, aboveArea, aboveCount, peak, threshold, removed?}` — `aboveArea` (mm²),
 *   `aboveCount` and `threshold` are null without `calcium-threshold` or off CT.
 * @fires clinic-ecg-measured - The user measured with a caliper on an ECG sheet; detail `{lead, ms, mV}` (interval in ms, amplitude of the second end above the first in mV, at 25 mm/s and 10 mm/mV).
 */
export class ClinicPicViewerElement extends toLazyElement(loadPicViewer, {
  props: {
    studyId: 'string',
    examineId: 'string',
    src: 'string',
    sources: 'object',
    token: 'string',
    shareToken: 'string',
    layout: 'string',
    compareExamineId: 'string',
    noOverlay: 'boolean',
    calciumThreshold: 'number',
    dicomwebBase: 'string',
    studyUid: 'string',
    seriesUid: 'string',
    bearerToken: 'string',
    wadoUriBase: 'string',
  },
  hostCss: ':host{display:block;position:relative;height:600px;min-height:320px}',
  messages: [picViewerMessages],
  // The images start loading as soon as the element has its attributes, not after its first render.
  onAttributes: loadEarly,
  onDisconnected: forgetEarly,
  // Its first image is drawn before the interface's code (React, Fluent) is evaluated; the toolbar follows.
  renderAfter: interfaceAfterFirstImage,
}) implements PicViewerMethods {
  /**
   * Deletes the rectangle or ellipse ROI `id` of a `clinic-roi-measured` event, as the user's delete would (a page
   * that lists the ROIs and lets the user remove one there): it leaves the image, and `clinic-roi-measured` fires with
   * `removed: true`. Returns false when the viewer has no such ROI.
   */
  removeRoi(id: number): boolean {
    return removeRoi(this, id)
  }
}

if (!customElements.get('clinic-pic-viewer')) customElements.define('clinic-pic-viewer', ClinicPicViewerElement)

declare global {
  interface HTMLElementTagNameMap {
    'clinic-pic-viewer': ClinicPicViewerElement
  }
}
