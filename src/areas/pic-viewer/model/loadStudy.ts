import type { ImageCompareDto, ImageSeriesDto, ImageStudyDto } from '../../../core/contract'
import type { DicomFile } from '../../../core/dicom/openImageFile'
import { http } from '../../../core/http'
import type { DicomWebSource } from './dicomwebSource'
import type { ImageAccess } from './imageAccess'
import type { ImageStore, LoadedFile } from './ImageStore'
import type { StackImage, ViewerSeries, ViewerStudy } from './viewer.types'

/** A study ready to show: its header, its series, and the prior study's header when comparing. */
export interface LoadedStudy {
  study: ViewerStudy
  series: ViewerSeries[]
  prior?: ViewerStudy
}

/**
 * What to show: a study or exam of the archive, a comparison of two exams, a list of file URLs, or a study of a
 * DICOMweb archive.
 */
export type StudySource =
  | { kind: 'studyId' | 'examineId'; id: string }
  | { kind: 'compare'; examineId: string; priorExamineId: string }
  | { kind: 'src'; urls: string[] }
  | DicomWebSource

function studyHeader(dto: ImageStudyDto): ViewerStudy {
  return {
    studyId: dto.studyId,
    examineId: dto.examineId,
    patientName: dto.patientName ?? '',
    patientId: dto.patientId ?? '',
    studyDate: dto.studyDate ?? '',
    studyDescription: dto.studyDescription ?? '',
  }
}

function fromDto(dto: ImageSeriesDto, study: 'current' | 'prior', index: number, access: ImageAccess): ViewerSeries {
  const images: StackImage[] = dto.instances.flatMap((instance) =>
    Array.from({ length: Math.max(1, instance.frames || 1) }, (_, frame) => ({
      url: access.imageUrl(instance.url),
      frame,
      imageId: instance.id,
      sopInstanceUid: instance.sopInstanceUid,
    })),
  )
  return {
    key: `${study}:${index}:${dto.seriesInstanceUid}`,
    kind: dto.modality === 'ECG' ? 'waveform' : 'image',
    study,
    seriesInstanceUid: dto.seriesInstanceUid,
    seriesNumber: dto.seriesNumber,
    modality: dto.modality,
    description: dto.description ?? '',
    images,
  }
}

async function fromApi(source: StudySource, access: ImageAccess, signal: AbortSignal): Promise<LoadedStudy> {
  const options = { auth: access.auth(), silent: true, signal }
  if (source.kind === 'compare') {
    const dto = await http.get<ImageCompareDto>(
      'api/reportInfo/once/image/compare',
      { examineId: source.examineId, priorExamineId: source.priorExamineId },
      options,
    )
    return {
      study: studyHeader(dto.current),
      prior: studyHeader(dto.prior),
      series: [
        ...dto.current.series.map((s, i) => fromDto(s, 'current', i, access)),
        ...dto.prior.series.map((s, i) => fromDto(s, 'prior', i, access)),
      ],
    }
  }
  if (source.kind === 'src' || source.kind === 'dicomweb') throw new Error('not an archive source')
  const dto = await http.get<ImageStudyDto>(`api/pacs/retrieve/image/${source.kind}/${encodeURIComponent(source.id)}`, undefined, options)
  return { study: studyHeader(dto), series: dto.series.map((s, i) => fromDto(s, 'current', i, access)) }
}

function fileName(url: string): string {
  return decodeURIComponent(new URL(url, document.baseURI).pathname.split('/').pop() || url)
}

function slicePosition(meta: DicomFile['meta']): number | undefined {
  const position = meta.imagePositionPatient
  const o = meta.imageOrientationPatient
  if (!position) return undefined
  if (!o) return position[2]
  // Distance along the slice normal (row × column direction cosines).
  const normal = [o[1] * o[5] - o[2] * o[4], o[2] * o[3] - o[0] * o[5], o[0] * o[4] - o[1] * o[3]] as const
  return position[0] * normal[0] + position[1] * normal[1] + position[2] * normal[2]
}

interface Slice {
  dataset: DicomFile
  url: string
  position: number
}

/**
 * Files of one series that are slices of a volume (one frame each, same size, distinct positions) form one stack;
 * everything else — a multi-frame cine, a capture, the same image in another transfer syntax, a broken file — is a
 * series of its own, in the order of the list.
 */
function groupFiles(urls: string[], files: Array<LoadedFile | Error>): ViewerSeries[] {
  const series: ViewerSeries[] = []
  const stacks = new Map<string, { series: ViewerSeries; slices: Slice[] }>()
  urls.forEach((url, index) => {
    const file = files[index]!
    const base = { key: `current:${index}:${url}`, study: 'current' as const, images: [{ url, frame: 0 }] }
    if (file instanceof Error) {
      series.push({ ...base, kind: 'error', seriesInstanceUid: '', modality: '', description: fileName(url), error: file })
      return
    }
    const { meta } = file
    const entry: ViewerSeries = {
      ...base,
      kind: file.kind === 'dicom-file' && !meta.hasPixelData && meta.hasWaveform ? 'waveform' : 'image',
      seriesInstanceUid: meta.seriesInstanceUid,
      ...(meta.seriesNumber !== undefined ? { seriesNumber: meta.seriesNumber } : {}),
      modality: meta.modality,
      description: meta.seriesDescription || fileName(url),
      images: Array.from({ length: Math.max(1, meta.numberOfFrames) }, (_, frame) => ({ url, frame })),
    }
    const position = file.kind === 'dicom-file' && meta.numberOfFrames === 1 && meta.seriesInstanceUid ? slicePosition(meta) : undefined
    if (file.kind === 'dicom-file' && position !== undefined) {
      const key = `${meta.seriesInstanceUid}|${meta.rows}x${meta.columns}`
      const stack = stacks.get(key)
      if (stack && !stack.slices.some((slice) => Math.abs(slice.position - position) < 1e-3)) {
        stack.slices.push({ dataset: file, url, position })
        return
      }
      if (!stack) stacks.set(key, { series: entry, slices: [{ dataset: file, url, position }] })
    }
    series.push(entry)
  })
  for (const { series: stack, slices } of stacks.values()) {
    if (slices.length < 2) continue
    const byNumber = slices.every((slice) => slice.dataset.meta.instanceNumber !== undefined)
    slices.sort((a, b) => (byNumber ? a.dataset.meta.instanceNumber! - b.dataset.meta.instanceNumber! : b.position - a.position))
    stack.images = slices.map((slice) => ({ url: slice.url, frame: 0 }))
  }
  return series
}

const noStudy: ViewerStudy = { studyId: null, examineId: null, patientName: '', patientId: '', studyDate: '', studyDescription: '' }

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}

async function fromUrls(urls: string[], store: ImageStore, onFirst?: (first: LoadedStudy) => void): Promise<LoadedStudy> {
  const absolute = urls.map((url) => new URL(url, document.baseURI).href)
  // Queued in list order: the first file has the first of the store's connections.
  const loads = absolute.map((url) => store.load(url).catch(asError))
  if (onFirst && absolute.length > 1) {
    // The first file of the list that opens is shown at once, alone, while the others load.
    void (async () => {
      for (const [index, load] of loads.entries()) {
        const file = await load
        if (file instanceof Error) {
          if (file.name === 'AbortError') return
          continue
        }
        onFirst({ study: noStudy, series: groupFiles([absolute[index]!], [file]) })
        return
      }
    })()
  }
  const files = await Promise.all(loads)
  const aborted = files.find((file) => file instanceof Error && file.name === 'AbortError')
  if (aborted) throw aborted
  // A list of files has no study header of its own: each DICOM image shows its own, and a file without one (a
  // capture, a broken or foreign file) shows none — never the patient of another file in the list.
  return { study: noStudy, series: groupFiles(absolute, files) }
}

/**
 * Loads what a viewer shows: the series list of a study or exam (or of two exams side by side) from the archive, or
 * every file of a `src` list (all parsed, so slices of one series stack and broken files get their own pane — the
 * first file that opens is handed to `onFirst` meanwhile, as a study of its own, to show at once), or a study of a
 * DICOMweb archive (QIDO-RS lists; images by WADO-RS through the store; its first image also goes to `onFirst`
 * before the listing is complete). Archive images load later, slice by slice,
 * through the viewer's image store.
 *
 * @example
 * const { study, series } = await loadStudy({ kind: 'studyId', id: '12' }, access, store, signal)
 */
export function loadStudy(source: StudySource, access: ImageAccess, store: ImageStore, signal: AbortSignal, onFirst?: (first: LoadedStudy) => void): Promise<LoadedStudy> {
  if (source.kind === 'dicomweb') return fromDicomWeb(source, access, store, signal, onFirst)
  return source.kind === 'src' ? fromUrls(source.urls, store, onFirst) : fromApi(source, access, signal)
}

/** A DICOMweb study: the client and its code load only now (see dicomwebSource.ts). */
async function fromDicomWeb(source: DicomWebSource, access: ImageAccess, store: ImageStore, signal: AbortSignal, onFirst?: (first: LoadedStudy) => void): Promise<LoadedStudy> {
  const { loadDicomWebStudy } = await import('./dicomwebSource')
  const { study, series } = await loadDicomWebStudy(source, access, store, signal, onFirst && ((first) => onFirst({ study: { studyId: null, examineId: null, ...first.study }, series: first.series })))
  return { study: { studyId: null, examineId: null, ...study }, series }
}
