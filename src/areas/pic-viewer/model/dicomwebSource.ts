import { DicomError } from '../../../core/dicom/DicomError'
import { supportedTransferSyntaxes } from '../../../core/dicom/transferSyntaxInfo'
import type * as DicomWeb from '../../../core/dicomweb'
import { t } from '../../../core/i18n'
import type { ImageAccess } from './imageAccess'
import type { ImageStore } from './ImageStore'
import type { StackImage, ViewerSeries } from './viewer.types'

type DicomWebModule = typeof DicomWeb

/** A study of a DICOMweb archive: its root, the study (and optionally one series), and how to authorise. */
export interface DicomWebSource {
  kind: 'dicomweb'
  /** QIDO-RS / WADO-RS root (absolute or relative to the page). */
  base: string
  studyUid: string
  seriesUid?: string | undefined
  /** `Authorization: Bearer …` for the archive; without it, the page's session goes to the backend's own origin only. */
  bearerToken?: string | undefined
  /** A WADO-URI endpoint for instances WADO-RS does not give. */
  wadoUri?: string | undefined
}

/** Modalities with no image to show (reports, presentation states, key-object selections). */
const notImages = new Set(['SR', 'PR', 'KO', 'DOC', 'REG', 'RWV'])

/**
 * The DICOMweb client loads only when a viewer is given a DICOMweb source: its own chunk in ES builds; inside the
 * script-tag build, evaluated only then (a file of its own there cost its first image a round trip).
 */
function loadDicomWeb(): Promise<DicomWebModule> {
  return import('../../../core/dicomweb')
}

interface WebError {
  name: string
  code: string
  status?: number
  serverMessage?: string
  message: string
}

function isWebError(error: unknown): error is WebError {
  return error instanceof Error && error.name === 'DicomWebError'
}

/** A failure of the study's searches, in the user's words. */
function studyError(error: unknown, base: string): unknown {
  if (!isWebError(error)) return error
  // The hospital's backend in front of the archive says itself why it cannot answer (the archive down or silent).
  if (error.code === 'http' && (error.status === 502 || error.status === 504) && error.serverMessage) {
    const wrapped = new Error(error.serverMessage)
    wrapped.cause = error
    return wrapped
  }
  const key = error.code === 'http' && (error.status === 401 || error.status === 403) ? 'denied' : error.code === 'bad-response' ? 'badResponse' : error.code
  const wrapped = new Error(t(`picViewer.dicomweb.${key}`, { url: base, status: error.status ?? '' }))
  wrapped.cause = error
  return wrapped
}

/** A failure of one image's retrieval, as the engine's error a viewport shows for that image. */
function imageError(error: unknown): unknown {
  if (!isWebError(error)) return error
  if (error.code === 'http') return new DicomError('http-error', error.message, { status: error.status })
  const wrapped = new Error(t(`picViewer.dicomweb.${error.code === 'timeout' ? 'imageTimeout' : 'imageUnreachable'}`))
  wrapped.cause = error
  return wrapped
}

/** The pixel bytes of a series' instances as stored uncompressed (rows × columns × samples × bits × frames). */
function seriesBytes(instances: DicomWeb.DicomWebInstance[]): number {
  let bytes = 0
  for (const { attributes, frames } of instances) {
    const number = (tag: string, fallback: number) => {
      const value = attributes[tag]?.Value?.[0]
      return typeof value === 'number' && value > 0 ? value : fallback
    }
    bytes += number('00280010', 512) * number('00280011', 512) * number('00280002', 1) * Math.ceil(number('00280100', 16) / 8) * Math.max(1, frames)
  }
  return bytes
}

/** The result of {@link loadDicomWebStudy}: the study header and the series with their images. */
export interface DicomWebStudyResult {
  study: { patientName: string; patientId: string; studyDate: string; studyDescription: string }
  series: ViewerSeries[]
}

/**
 * Reads a study from a DICOMweb archive: the study header, its series and all its instances (sorted for reading) by
 * QIDO-RS in parallel (series by series where the archive does not search instances of a whole study), and points the viewer's image store at WADO-RS (frames, else whole instances, else WADO-URI)
 * so that images load one by one as the viewports ask for them. Failures of the searches reject with a message for
 * the user (archive unreachable, no access, no such study); an image that cannot be retrieved fails alone.
 *
 * @example
 * const { series } = await loadDicomWebStudy({ kind: 'dicomweb', base: '/api/pacs/dicomweb', studyUid }, access, store, signal)
 */
export async function loadDicomWebStudy(
  source: DicomWebSource,
  access: ImageAccess,
  store: ImageStore,
  signal: AbortSignal,
  onFirst?: (first: DicomWebStudyResult) => void,
): Promise<DicomWebStudyResult> {
  const dicomweb = await loadDicomWeb()
  const base = new URL(source.base, document.baseURI).href
  const own = source.bearerToken?.trim()
  const authorization = own ? (/\s/.test(own) ? own : `Bearer ${own}`) : null
  const client = new dicomweb.DicomWebClient({
    baseUrl: base,
    wadoUriUrl: source.wadoUri ? new URL(source.wadoUri, document.baseURI).href : undefined,
    decodable: supportedTransferSyntaxes,
    headers: (url) => (authorization ? { Authorization: authorization } : access.headers(url)),
  })
  const byUrl = new Map<string, DicomWeb.DicomWebInstance>()
  store.fetchBytes = async (url, imageSignal) => {
    const instance = byUrl.get(url)
    if (!instance) throw new DicomError('http-error', `${url} is not an image of this study`, { status: 404 })
    try {
      return await client.retrieveImage(instance, imageSignal)
    } catch (error) {
      throw imageError(error)
    }
  }
  // A series the store's cap holds comfortably comes in one answer when the viewer reads ahead in it (one request
  // instead of one per image: an archive that takes ~100 ms per request gives 200 images in the time of a few).
  const groupOf = new Map<string, { study: string; series: string }>()
  const urlOf = new Map<string, string>()
  store.groups = {
    groupOf: (url) => groupOf.get(url)?.series,
    stream: async (seriesUid, deliver, groupSignal) => {
      const first = [...groupOf.values()].find((g) => g.series === seriesUid)
      if (!first) return
      await client.retrieveSeries(first.study, seriesUid, (sop, buffer, contentType) => {
        const url = urlOf.get(sop)
        if (url) deliver(url, buffer, contentType)
      }, groupSignal)
    },
  }
  const noHeader = { patientName: '', patientId: '', studyDate: '', studyDescription: '' }
  let firstShown: Promise<unknown> = Promise.resolve()
  if (onFirst) {
    // The image a reader sees first, found by a search archives answer from their index and retrieved whole (its
    // listing's attributes are not needed for that), is shown while the full listing is still being read.
    firstShown = client
      .searchFirstInstance(source.studyUid, source.seriesUid, signal)
      .then(async (first) => {
        if (!first) return
        const url = client.instanceUrl(first.instance)
        if (!byUrl.has(url)) byUrl.set(url, first.instance)
        await store.load(url, 'urgent')
        const { series } = first
        onFirst({
          study: noHeader,
          series: [
            {
              key: `current:0:${series.seriesInstanceUid}`,
              kind: series.modality === 'ECG' ? 'waveform' : 'image',
              study: 'current',
              seriesInstanceUid: series.seriesInstanceUid,
              ...(series.seriesNumber !== undefined ? { seriesNumber: series.seriesNumber } : {}),
              modality: series.modality,
              description: series.description,
              images: [{ url, frame: 0, sopInstanceUid: first.instance.sopInstanceUid }],
            },
          ],
        })
      })
      .catch(() => {
        // The full listing below says what went wrong, if anything did.
      })
  }
  try {
    // The study's instances in the same round trip as its series (archives without study-level instance searches
    // are asked series by series after).
    // The searches start once the first image is in, or after a second at most: the listing of every instance with
    // its attributes makes many archives read every file (Orthanc: ~0.5 s for 200 CT slices, and a retrieval meanwhile
    // waits two or three times as long), and even the study's and its series' searches share the archive's and the
    // page's time with the first image's retrieval and decoding. The header comes with them.
    const firstOrLater = Promise.race([firstShown, new Promise((resolve) => setTimeout(resolve, 1000))])
    const [found, allSeries, studyInstances] = await Promise.all([
      firstOrLater.then(() => client.searchStudy(source.studyUid, signal)),
      firstOrLater.then(() => client.searchSeries(source.studyUid, signal)),
      firstOrLater.then(() => client.searchStudyInstances(source.studyUid, signal)).catch(() => null),
    ])
    const wanted = allSeries.filter((s) => !notImages.has(s.modality) && (!source.seriesUid || s.seriesInstanceUid === source.seriesUid))
    if (!found && !allSeries.length) throw new Error(t('picViewer.dicomweb.notFound', { uid: source.studyUid }))
    const lists = await Promise.all(
      wanted.map((s) => studyInstances?.get(s.seriesInstanceUid) ?? client.searchInstances(source.studyUid, s.seriesInstanceUid, signal)),
    )
    const series = wanted.map((s, index): ViewerSeries => {
      const instances = lists[index]!
      const together = instances.length > 1 && seriesBytes(instances) <= store.maxBytes / 2
      const images: StackImage[] = instances.flatMap((instance) => {
        const url = client.instanceUrl(instance)
        byUrl.set(url, instance)
        if (together) {
          groupOf.set(url, { study: source.studyUid, series: s.seriesInstanceUid })
          urlOf.set(instance.sopInstanceUid, url)
        }
        return Array.from({ length: instance.frames }, (_, frame) => ({ url, frame, sopInstanceUid: instance.sopInstanceUid }))
      })
      return {
        key: `current:${index}:${s.seriesInstanceUid}`,
        kind: s.modality === 'ECG' ? 'waveform' : 'image',
        study: 'current',
        seriesInstanceUid: s.seriesInstanceUid,
        ...(s.seriesNumber !== undefined ? { seriesNumber: s.seriesNumber } : {}),
        modality: s.modality,
        description: s.description,
        images,
      }
    })
    const study = found ?? noHeader
    return {
      study: { patientName: study.patientName, patientId: study.patientId, studyDate: study.studyDate, studyDescription: study.studyDescription },
      series: series.filter((s) => s.images.length > 0),
    }
  } catch (error) {
    throw studyError(error, base)
  }
}
