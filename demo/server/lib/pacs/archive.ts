/**
 * The hospital's DICOMweb archive as the contract server talks to it (issue 16): calls with the archive's credentials
 * and a deadline, QIDO-RS reads, the exam ↔ study matching, and the viewer's {@link ImageStudyDto} built from QIDO.
 * Failures become the contract's errors: the archive unreachable or answering 5xx → 502 `pacs.unreachable` /
 * `pacs.failed`, no answer within {@link PACS_TIMEOUT_MS} → 504 `pacs.timeout`; never a hang.
 */
import type { ImageInstanceDto, ImageSeriesDto, ImageStudyDto } from '../../../../src/core/contract/image'
import type { Db } from '../../db/db'
import type { ExamRow } from '../../models/exams'
import { HttpError } from '../errors'
import { pacsAuthorization, type PacsConfig } from './pacsConfig'

/** How long the archive may take to answer (status and headers) before the caller gets a 504. */
export const PACS_TIMEOUT_MS = 5000
/** How long a started body may stall between two chunks before the transfer is cut. */
export const PACS_IDLE_MS = 30_000

/** Where the server answers DICOMweb in front of the archive (QIDO-RS, WADO-RS, WADO-URI at `…/wado`). */
export const PROXY_BASE = '/api/pacs/dicomweb'

/** A DICOM UID as DICOMweb paths and WADO-URI parameters carry it. */
export const UID_PATTERN = /^[0-9]+(\.[0-9]+)*$/

/** One DICOM JSON dataset (PS3.18 F.2). */
export type DicomJson = Record<string, { vr?: string; Value?: unknown[] } | undefined>

/** The first value of `tag` as text (a person name: its alphabetic form), or undefined. */
export function jsonText(ds: DicomJson, tag: string): string | undefined {
  const value = ds[tag]?.Value?.[0]
  if (value === undefined || value === null) return undefined
  if (typeof value === 'object') {
    const name = value as { Alphabetic?: string; Ideographic?: string }
    return name.Alphabetic ?? name.Ideographic
  }
  return String(value)
}

function jsonNumber(ds: DicomJson, tag: string, index = 0): number | undefined {
  const value = Number(ds[tag]?.Value?.[index])
  return Number.isFinite(value) ? value : undefined
}

/**
 * WADO-URI's address: beside the DICOMweb root (`…/dicom-web` → `…/wado` on Orthanc, `…/rs` → `…/wado` on
 * dcm4chee-arc).
 */
export function wadoUriUrl(config: PacsConfig): string {
  return `${config.dicomWebUrl.replace(/\/[^/]*$/, '')}/wado`
}

/** Options of {@link archiveFetch}. */
export interface ArchiveFetchOptions {
  /** Request headers besides the archive's Authorization (Accept, Range, …). */
  headers?: Record<string, string>
  /** The caller went away: the archive call is cancelled. */
  signal?: AbortSignal
  timeoutMs?: number
}

/**
 * GET `url` on the archive with its credentials. Resolves once status and headers arrived (the body then streams,
 * cut when it stalls for {@link PACS_IDLE_MS}); throws 504 `pacs.timeout` after `timeoutMs`, 502 `pacs.unreachable`
 * when the archive cannot be reached.
 */
export async function archiveFetch(config: PacsConfig, url: string, options: ArchiveFetchOptions = {}): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? PACS_TIMEOUT_MS
  const controller = new AbortController()
  const onAbort = (): void => controller.abort()
  options.signal?.addEventListener('abort', onAbort, { once: true })
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  let res: Response
  try {
    res = await fetch(url, {
      headers: { 'Accept-Encoding': 'identity', ...options.headers, ...pacsAuthorization(config) },
      signal: controller.signal,
      redirect: 'manual',
    })
  } catch (error) {
    options.signal?.removeEventListener('abort', onAbort)
    if (timedOut) throw new HttpError(504, 'pacs.timeout', { params: { seconds: Math.round(timeoutMs / 1000) } })
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    throw new HttpError(502, 'pacs.unreachable', { params: { url: config.dicomWebUrl, reason: cause?.code ?? cause?.message ?? String(error) } })
  } finally {
    clearTimeout(timer)
  }
  if (!res.body) {
    options.signal?.removeEventListener('abort', onAbort)
    return res
  }
  // The body streams through; a stall longer than the idle limit aborts the archive call (and so the stream).
  let idle = setTimeout(() => controller.abort(), PACS_IDLE_MS)
  const watched = res.body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, out) {
      clearTimeout(idle)
      idle = setTimeout(() => controller.abort(), PACS_IDLE_MS)
      out.enqueue(chunk)
    },
    flush() {
      clearTimeout(idle)
      options.signal?.removeEventListener('abort', onAbort)
    },
  }))
  return new Response(watched, { status: res.status, statusText: res.statusText, headers: res.headers })
}

/** Throws the contract error for an archive answer that is not a success (the archive's 5xx or refused credentials). */
export async function archiveFailure(config: PacsConfig, res: Response): Promise<never> {
  await res.body?.cancel()
  throw new HttpError(502, 'pacs.failed', { params: { url: config.dicomWebUrl, status: res.status } })
}

/** A QIDO-RS search (`path` relative to the DICOMweb root, with its query); `[]` for 204 No Content. */
export async function qido(config: PacsConfig, path: string, signal?: AbortSignal): Promise<DicomJson[]> {
  const res = await archiveFetch(config, `${config.dicomWebUrl}/${path}`, {
    headers: { Accept: 'application/dicom+json, application/json' }, ...(signal ? { signal } : {}),
  })
  if (res.status === 204) return []
  if (!res.ok) return archiveFailure(config, res)
  const text = await res.text()
  try {
    const list = JSON.parse(text) as unknown
    return Array.isArray(list) ? (list as DicomJson[]) : []
  } catch {
    throw new HttpError(502, 'pacs.failed', { params: { url: config.dicomWebUrl, status: res.status } })
  }
}

/** The query string of QIDO parameters (repeated keys allowed). */
function query(params: [string, string][]): string {
  return new URLSearchParams(params).toString()
}

/**
 * The archive's study of an exam: by the StudyInstanceUID the server stored for it, else by its exam number as the
 * accession number, else (sample files that keep their own UIDs) by the series the server knows of. Null when the
 * archive has none.
 */
export async function findExamStudy(db: Db, config: PacsConfig, exam: ExamRow, signal?: AbortSignal): Promise<DicomJson | null> {
  const fields: [string, string][] = [['includefield', '00081030']]
  if (exam.study_instance_uid) {
    const [hit] = await qido(config, `studies?${query([['StudyInstanceUID', exam.study_instance_uid], ...fields])}`, signal)
    if (hit) return hit
  }
  const [byAccession] = await qido(config, `studies?${query([['AccessionNumber', exam.exam_no], ...fields])}`, signal)
  if (byAccession) return byAccession
  if (exam.study_id !== null) {
    const known = db.prepare('SELECT series_instance_uid AS uid FROM pacs_series WHERE study_id = ? ORDER BY series_number LIMIT 1')
      .get(exam.study_id) as { uid: string } | undefined
    if (known) {
      const [series] = await qido(config, `series?${query([['SeriesInstanceUID', known.uid]])}`, signal)
      const studyUid = series && jsonText(series, '0020000D')
      if (studyUid) {
        const [study] = await qido(config, `studies?${query([['StudyInstanceUID', studyUid], ...fields])}`, signal)
        if (study) return study
      }
    }
  }
  return null
}

/**
 * The exams a study of the archive belongs to (ids, possibly several when sample files share a study): the exam the
 * server stored it for, the exam whose number is its accession number, and the exams whose stored series are in it.
 */
export async function examsOfStudy(db: Db, config: PacsConfig, studyUid: string, signal?: AbortSignal): Promise<number[]> {
  const ids = new Set<number>()
  const stored = db.prepare('SELECT exam_id AS id FROM pacs_study WHERE study_instance_uid = ? AND exam_id IS NOT NULL').get(studyUid) as
    { id: number } | undefined
  if (stored) ids.add(stored.id)
  const [study] = await qido(config, `studies?${query([['StudyInstanceUID', studyUid]])}`, signal)
  if (!study) return [...ids]
  const accession = jsonText(study, '00080050')
  if (accession) {
    const exam = db.prepare('SELECT id FROM ris_exam WHERE exam_no = ?').get(accession) as { id: number } | undefined
    if (exam) ids.add(exam.id)
  }
  const series = await qido(config, `studies/${studyUid}/series`, signal)
  const uids = series.map((s) => jsonText(s, '0020000E')).filter((uid): uid is string => !!uid)
  if (uids.length > 0) {
    const rows = db.prepare(`SELECT DISTINCT st.exam_id AS id FROM pacs_series se JOIN pacs_study st ON st.id = se.study_id
      WHERE st.exam_id IS NOT NULL AND se.series_instance_uid IN (${uids.map(() => '?').join(',')})`).all(...uids) as { id: number }[]
    for (const row of rows) ids.add(row.id)
  }
  return [...ids]
}

/**
 * A WADO-URI query string. Slashes stay as they are: archives read `contentType=application/dicom` literally (Orthanc
 * refuses `application%2Fdicom`).
 */
export function wadoQuery(params: Iterable<[string, string]>): string {
  return [...params].map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value).replaceAll('%2F', '/')}`).join('&')
}

/** The WADO-URI address of one instance on the server's proxy (a DICOM Part 10 file, as the viewer loads it). */
export function proxiedInstanceUrl(study: string, series: string, instance: string): string {
  return `${PROXY_BASE}/wado?${wadoQuery([['requestType', 'WADO'], ['studyUID', study], ['seriesUID', series], ['objectUID', instance],
    ['contentType', 'application/dicom']])}`
}

/** `YYYYMMDD` → `YYYY-MM-DD` (other forms unchanged). */
function isoDate(date: string | undefined): string | undefined {
  return date && /^\d{8}$/.test(date) ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}` : date
}

/**
 * The viewer's study of an exam read from the archive: series and instances through QIDO-RS, instance URLs on the
 * server's proxy (WADO-URI, Part 10). Instances the server also has in its catalogue keep their image id (key images);
 * others get 0. An exam the archive has no study for answers `series: []`, like an exam without images.
 */
export async function archiveStudyDto(db: Db, config: PacsConfig, exam: ExamRow, signal?: AbortSignal): Promise<ImageStudyDto> {
  const empty: ImageStudyDto = {
    studyId: exam.study_id, examineId: exam.id, studyInstanceUid: null, patientName: exam.patient_name, patientId: exam.patient_id,
    modality: exam.modality, series: [],
  }
  const study = await findExamStudy(db, config, exam, signal)
  const studyUid = study && jsonText(study, '0020000D')
  if (!study || !studyUid || !UID_PATTERN.test(studyUid)) return empty
  const seriesList = await qido(config, `studies/${studyUid}/series`, signal)
  const localIds = new Map<string, number>()
  if (exam.study_id !== null) {
    for (const row of db.prepare('SELECT id, sop_instance_uid AS sop FROM pacs_image WHERE study_id = ?').all(exam.study_id) as { id: number; sop: string }[]) {
      localIds.set(row.sop, row.id)
    }
  }
  const fields: [string, string][] = ['00200013', '00200032', '00280008', '00280010', '00280011'].map((tag) => ['includefield', tag])
  const series = await Promise.all(seriesList.map(async (s): Promise<ImageSeriesDto | null> => {
    const seriesUid = jsonText(s, '0020000E')
    if (!seriesUid || !UID_PATTERN.test(seriesUid)) return null
    const found = await qido(config, `studies/${studyUid}/series/${seriesUid}/instances?${query(fields)}`, signal)
    const instances = found.flatMap((ds): (ImageInstanceDto & { position: number })[] => {
      const sop = jsonText(ds, '00080018')
      if (!sop || !UID_PATTERN.test(sop)) return []
      const rows = jsonNumber(ds, '00280010')
      const columns = jsonNumber(ds, '00280011')
      return [{
        id: localIds.get(sop) ?? 0,
        sopInstanceUid: sop,
        instanceNumber: jsonNumber(ds, '00200013') ?? 0,
        url: proxiedInstanceUrl(studyUid, seriesUid, sop),
        contentType: 'application/dicom',
        ...(rows === undefined ? {} : { rows }),
        ...(columns === undefined ? {} : { columns }),
        frames: rows === undefined ? 0 : jsonNumber(ds, '00280008') ?? 1,
        position: jsonNumber(ds, '00200032', 2) ?? 0,
      }]
    })
    // As the embedded studies: by instance number, then slice position (head first).
    instances.sort((a, b) => a.instanceNumber - b.instanceNumber || b.position - a.position)
    return {
      seriesInstanceUid: seriesUid,
      seriesNumber: jsonNumber(s, '00200011') ?? 0,
      modality: jsonText(s, '00080060') ?? exam.modality,
      description: jsonText(s, '0008103E') ?? '',
      instances: instances.map(({ position: _position, ...instance }) => instance),
    }
  }))
  const description = jsonText(study, '00081030')
  const date = isoDate(jsonText(study, '00080020'))
  return {
    ...empty,
    studyInstanceUid: studyUid,
    ...(date ? { studyDate: date } : {}),
    ...(description ? { studyDescription: description } : {}),
    series: series.filter((s): s is ImageSeriesDto => s !== null).sort((a, b) => a.seriesNumber - b.seriesNumber),
  }
}
