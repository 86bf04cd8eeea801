import type { t as translate } from '../../../core/i18n'
import type { ViewerStudy } from '../model/viewer.types'
import type { ViewState } from './ViewportController'

function dicomDate(value: string): string {
  return /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value
}

function round(value: number): string {
  return String(Math.round(value * 10) / 10)
}

/**
 * The four corner overlays of a viewport, top-left, top-right, bottom-left, bottom-right: patient (name and ID),
 * study (description, date), series and image number, window and zoom. With `hidePhi` the patient and
 * study corners stay empty. The same lines go into a downloaded PNG.
 *
 * @example
 * const [topLeft] = overlayLines(state, study, false, t) // ['ZHANG^SAN', 'ID 0012345']
 */
export function overlayLines(state: ViewState, study: ViewerStudy | null, hidePhi: boolean, t: typeof translate): string[][] {
  const meta = state.meta
  const series = state.series
  const topLeft: string[] = []
  const topRight: string[] = []
  if (!hidePhi) {
    // A DICOM image's own header wins (a `src` list may mix patients); the study's entry for captures (no header)
    // and until the image has loaded.
    const own = meta?.sopInstanceUid ? meta : null
    const name = ((own ? own.patientName : study?.patientName) ?? '').replace(/\^/g, ' ').trim()
    const id = (own ? own.patientId : study?.patientId) ?? ''
    if (name) topLeft.push(name)
    if (id) topLeft.push(t('picViewer.overlay.patientId', { id }))
    const description = (own ? own.studyDescription : study?.studyDescription) ?? ''
    const date = (own ? own.studyDate : study?.studyDate) ?? ''
    if (description) topRight.push(description)
    if (date) topRight.push(dicomDate(date))
    if (series?.study === 'prior') topRight.push(t('picViewer.overlay.prior'))
  }
  const bottomLeft: string[] = []
  if (series && series.kind === 'image') {
    const number = series.seriesNumber ?? meta?.seriesNumber
    const title = [series.modality || meta?.modality, series.description].filter(Boolean).join(' ')
    bottomLeft.push(number !== undefined ? t('picViewer.overlay.series', { number, title }) : title)
    bottomLeft.push(t('picViewer.overlay.image', { index: state.index + 1, count: state.count }))
  }
  const bottomRight: string[] = []
  if (state.status === 'ready' && meta) {
    bottomRight.push(t('picViewer.overlay.window', { width: round(state.width), center: round(state.center) }))
    bottomRight.push(t('picViewer.overlay.zoom', { zoom: Math.round(state.scale * 100) }))
  }
  return [topLeft, topRight, bottomLeft, bottomRight]
}
