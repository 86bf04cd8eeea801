import type { DicomJson } from './dicomJson'
import { jsonNumbers, jsonString } from './dicomJson'
import { DicomWebError } from './DicomWebError'
import {
  instanceFields,
  sortInstances,
  sortSeries,
  toInstance,
  toSeries,
  toStudy,
  type DicomWebInstance,
  type DicomWebSeries,
  type DicomWebStudy,
} from './models'
import { contentTypeParam, readMultipart, type MultipartPart } from './multipart'
import { frameToPart10, part10SopInstanceUid } from './part10'

/** Options of a {@link DicomWebClient}. */
export interface DicomWebClientOptions {
  /** The QIDO-RS / WADO-RS root, e.g. `https://pacs/dicom-web` or the hospital backend's `/api/pacs/dicomweb`. */
  baseUrl: string
  /** A WADO-URI endpoint (`https://pacs/wado`), the last resort for instances WADO-RS does not give. */
  wadoUriUrl?: string | undefined
  /** Request headers for a URL (the Authorization of a bearer token or of the page's session). */
  headers?: (url: string) => Record<string, string>
  /** Transfer syntax UIDs the engine decodes; frames in others are asked for again uncompressed. */
  decodable: readonly string[]
  /** Milliseconds before a search gives up (default 20 s) and before an image retrieval does (default 60 s). */
  searchTimeout?: number
  retrieveTimeout?: number
  /** Milliseconds before a whole series' retrieval gives up (default 300 s). */
  seriesTimeout?: number
}

/** Retrieved bytes of one image: a Part 10 file (or a plain capture), how it was asked for, and in which syntax. */
export interface RetrievedImage {
  buffer: ArrayBuffer
  contentType: string
  via: 'frames' | 'instance' | 'wado-uri'
  transferSyntaxUid?: string
}

const explicitLittleEndian = '1.2.840.10008.1.2.1'
/** Media types of frames (PS3.18 8.7.3.5) and their default transfer syntax, when the answer names none. */
const frameMediaTypes: Record<string, string> = {
  'application/octet-stream': explicitLittleEndian,
  'image/jls': '1.2.840.10008.1.2.4.80',
  'image/jp2': '1.2.840.10008.1.2.4.90',
  'image/jphc': '1.2.840.10008.1.2.4.201',
  'image/dicom-rle': '1.2.840.10008.1.2.5',
  'image/x-dicom-rle': '1.2.840.10008.1.2.5',
  'image/jpeg': '1.2.840.10008.1.2.4.50',
}
/** Statuses after which another way to retrieve the image may work (not offered, not acceptable, broken there). */
const tryAnotherWay = new Set([400, 404, 406, 415, 500, 501])
/** Modalities with no image to show (reports, presentation states, key-object selections). */
const notImages = new Set(['SR', 'PR', 'KO', 'DOC', 'REG', 'RWV'])
/** Statuses and failures worth one more attempt for a search (a busy or restarting archive). */
const retryable = new Set([502, 503, 504])

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

function timeoutSignal(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms)
  return signal ? AbortSignal.any([signal, timeout]) : timeout
}

/**
 * A DICOMweb client for one archive, framework-free: QIDO-RS searches (study, series, instances with the attributes
 * an image needs, sorted for reading) and image retrieval — WADO-RS frames in the syntax the archive stores when the
 * engine decodes it (`transfer-syntax=*`, else asked again uncompressed), wrapped into a Part 10 file; whole
 * instances (`application/dicom`) when frames are not offered or the image needs more than its header (multi-frame,
 * palette, waveforms); WADO-URI last. Every request has a timeout; failures are {@link DicomWebError}s.
 *
 * @example
 * const client = new DicomWebClient({ baseUrl: '/api/pacs/dicomweb', decodable: supportedTransferSyntaxes })
 * const series = await client.searchSeries(studyUid)
 * const image = await client.retrieveImage((await client.searchInstances(studyUid, series[0].seriesInstanceUid))[0])
 */
export class DicomWebClient {
  #framesOffered = true

  constructor(readonly options: DicomWebClientOptions) {}

  /** The study's header (patient, date, description), or null when the archive does not know it. */
  async searchStudy(studyUid: string, signal?: AbortSignal): Promise<DicomWebStudy | null> {
    const found = await this.#search(`studies?StudyInstanceUID=${encodeURIComponent(studyUid)}`, signal)
    return found[0] ? toStudy(found[0]) : null
  }

  /** The series of a study, by SeriesNumber. */
  async searchSeries(studyUid: string, signal?: AbortSignal): Promise<DicomWebSeries[]> {
    return sortSeries((await this.#search(`studies/${encodeURIComponent(studyUid)}/series`, signal)).map(toSeries))
  }

  /** The instances of a series in reading order, with the attributes that draw them. */
  async searchInstances(studyUid: string, seriesUid: string, signal?: AbortSignal): Promise<DicomWebInstance[]> {
    const fields = instanceFields.map((tag) => `includefield=${tag}`).join('&')
    const path = `studies/${encodeURIComponent(studyUid)}/series/${encodeURIComponent(seriesUid)}/instances?${fields}`
    return sortInstances((await this.#search(path, signal)).map(toInstance))
  }

  /**
   * Every instance of a study, each series in reading order, in one search (`studies/{uid}/instances`): the series'
   * instances without a round trip per series. Null when the archive does not search instances at study level.
   */
  async searchStudyInstances(studyUid: string, signal?: AbortSignal): Promise<Map<string, DicomWebInstance[]> | null> {
    const fields = instanceFields.map((tag) => `includefield=${tag}`).join('&')
    let found: DicomJson[]
    try {
      found = await this.#search(`studies/${encodeURIComponent(studyUid)}/instances?${fields}`, signal)
    } catch (error) {
      if (error instanceof DicomWebError && error.code === 'http' && tryAnotherWay.has(error.status!)) return null
      throw error
    }
    const bySeries = new Map<string, DicomWebInstance[]>()
    for (const instance of found.map(toInstance)) {
      if (!instance.seriesInstanceUid) return null
      bySeries.set(instance.seriesInstanceUid, [...(bySeries.get(instance.seriesInstanceUid) ?? []), instance])
    }
    for (const [uid, list] of bySeries) bySeries.set(uid, sortInstances(list))
    return bySeries
  }

  /**
   * The instance a reader sees first — instance number 1 of the first image series (by series number) — from a search
   * archives answer from their index (Orthanc: a few ms, where listing 200 instances with their attributes reads every
   * file), with its series: what a viewer retrieves whole while the full listing is still being read. Null when no
   * image series has an instance 1.
   */
  async searchFirstInstance(studyUid: string, seriesUid?: string, signal?: AbortSignal): Promise<{ instance: DicomWebInstance; series: DicomWebSeries } | null> {
    const filter = seriesUid ? `&SeriesInstanceUID=${encodeURIComponent(seriesUid)}` : ''
    const fields = ['0020000E', '00080060', '00200011', '0008103E'].map((tag) => `&includefield=${tag}`).join('')
    const found = await this.#search(`studies/${encodeURIComponent(studyUid)}/instances?InstanceNumber=1${filter}${fields}`, signal)
    const series = sortSeries(found.map(toSeries).filter((s) => s.seriesInstanceUid && !notImages.has(s.modality)))[0]
    if (!series) return null
    const instance = sortInstances(found.filter((data) => jsonString(data, '0020000E') === series.seriesInstanceUid).map(toInstance))[0]
    return instance ? { instance, series } : null
  }

  /** The WADO-RS URL of an instance (also the key the viewer keeps its image under). */
  instanceUrl(instance: Pick<DicomWebInstance, 'studyInstanceUid' | 'seriesInstanceUid' | 'sopInstanceUid'>): string {
    const { studyInstanceUid: st, seriesInstanceUid: se, sopInstanceUid: sop } = instance
    return joinUrl(this.options.baseUrl, `studies/${encodeURIComponent(st)}/series/${encodeURIComponent(se)}/instances/${encodeURIComponent(sop)}`)
  }

  /** Retrieves one image: its first frame over WADO-RS when that is enough, else the whole instance, else WADO-URI. */
  async retrieveImage(instance: DicomWebInstance, signal?: AbortSignal): Promise<RetrievedImage> {
    if (this.#framesOffered && this.#framesSuffice(instance)) {
      try {
        return await this.#frame(instance, signal)
      } catch (error) {
        if (!(error instanceof DicomWebError && error.code === 'http' && tryAnotherWay.has(error.status!))) throw error
        if (error.status === 406 || error.status === 501) this.#framesOffered = false
      }
    }
    try {
      return await this.#instance(instance, signal)
    } catch (error) {
      if (!this.options.wadoUriUrl || !(error instanceof DicomWebError && error.code === 'http' && tryAnotherWay.has(error.status!))) throw error
    }
    return this.#wadoUri(instance, signal)
  }

  /**
   * Retrieves a whole series in one answer (WADO-RS `studies/{study}/series/{series}`, instances as the archive stores
   * them) and hands each instance over as it arrives, by its SOP Instance UID — for an archive that takes a moment per
   * request (Orthanc: ~100 ms), hundreds of instances in the time of a few requests. Resolves when the answer ends;
   * rejects ({@link DicomWebError}) when it cannot start or breaks off — the instances handed over stay handed over.
   */
  async retrieveSeries(
    studyUid: string,
    seriesUid: string,
    onInstance: (sopInstanceUid: string, buffer: ArrayBuffer, contentType: string) => void,
    signal?: AbortSignal,
  ): Promise<void> {
    const url = joinUrl(this.options.baseUrl, `studies/${encodeURIComponent(studyUid)}/series/${encodeURIComponent(seriesUid)}`)
    const timeout = this.options.seriesTimeout ?? 300_000
    let response: Response
    try {
      response = await this.#fetch(url, 'multipart/related; type="application/dicom"; transfer-syntax=*', signal, timeout)
    } catch (error) {
      if (!(error instanceof DicomWebError && (error.status === 400 || error.status === 406))) throw error
      response = await this.#fetch(url, 'multipart/related; type="application/dicom"', signal, timeout)
    }
    await this.#readParts(response, url, timeout, signal, (part) => {
      const type = (part.headers['content-type'] ?? 'application/dicom').split(';')[0]!.trim().toLowerCase()
      const sop = type === 'application/dicom' ? part10SopInstanceUid(part.body) : undefined
      if (sop) onInstance(sop, part.body.buffer as ArrayBuffer, 'application/dicom')
    })
  }

  /**
   * The first part of a WADO-RS answer of one frame or instance (the whole answer when it is not multipart), read as it
   * streams; undefined when it has none.
   */
  async #firstPart(response: Response, url: string, signal?: AbortSignal): Promise<MultipartPart | undefined> {
    let first: MultipartPart | undefined
    await this.#readParts(response, url, this.#retrieveTimeout, signal, (part) => {
      first ??= part
    })
    return first
  }

  /**
   * Reads a retrieval's answer part by part as it streams. One that breaks off, or runs past its `timeout` in the middle
   * of its body, rejects with a {@link DicomWebError} naming the URL.
   */
  async #readParts(response: Response, url: string, timeout: number, signal: AbortSignal | undefined, onPart: (part: MultipartPart) => void): Promise<void> {
    if (!response.body) throw new DicomWebError('bad-response', `No body in the answer of ${url}`, url, response.status)
    try {
      await readMultipart(response.body, response.headers.get('content-type') ?? '', onPart)
    } catch (error) {
      if (signal?.aborted) throw error
      throw transportError(error, url, timeout, 'broke off')
    }
  }

  /** How long one image's retrieval may take, from its request to its last byte. */
  get #retrieveTimeout(): number {
    return this.options.retrieveTimeout ?? 60_000
  }

  /** One frame is the whole image: a single-frame, non-palette image with pixel data. */
  #framesSuffice(instance: DicomWebInstance): boolean {
    const { attributes } = instance
    const photometric = jsonString(attributes, '00280004')
    return instance.frames === 1 && jsonNumbers(attributes, '00280010').length > 0 && jsonNumbers(attributes, '00280100').length > 0 && !!photometric && photometric !== 'PALETTE COLOR'
  }

  async #frame(instance: DicomWebInstance, signal?: AbortSignal): Promise<RetrievedImage> {
    const url = `${this.instanceUrl(instance)}/frames/1`
    const attempts = ['*', explicitLittleEndian]
    for (const [i, syntax] of attempts.entries()) {
      let response: Response
      try {
        response = await this.#fetch(url, `multipart/related; type="application/octet-stream"; transfer-syntax=${syntax}`, signal, this.#retrieveTimeout)
      } catch (error) {
        // An archive that does not accept `*` may still give the frame uncompressed.
        if (i === 0 && error instanceof DicomWebError && (error.status === 400 || error.status === 406)) continue
        throw error
      }
      const contentType = response.headers.get('content-type') ?? ''
      const part = await this.#firstPart(response, url, signal)
      if (!part || part.body.length === 0) throw new DicomWebError('bad-response', `No frame in the answer of ${url}`, url)
      const partType = part.headers['content-type'] ?? ''
      const mediaType = (partType || contentTypeParam(contentType, 'type') || 'application/octet-stream').split(';')[0]!.trim().toLowerCase()
      const transferSyntaxUid = contentTypeParam(partType, 'transfer-syntax') ?? contentTypeParam(contentType, 'transfer-syntax') ?? frameMediaTypes[mediaType] ?? explicitLittleEndian
      if (!this.options.decodable.includes(transferSyntaxUid) && i === 0) continue
      return { buffer: frameToPart10(instance.attributes, part.body, transferSyntaxUid), contentType: 'application/dicom', via: 'frames', transferSyntaxUid }
    }
    throw new DicomWebError('http', `The archive offers no frame of ${url} in a syntax this viewer decodes`, url, 406)
  }

  async #instance(instance: DicomWebInstance, signal?: AbortSignal): Promise<RetrievedImage> {
    const url = this.instanceUrl(instance)
    let response: Response
    try {
      response = await this.#fetch(url, 'multipart/related; type="application/dicom"; transfer-syntax=*', signal, this.#retrieveTimeout)
    } catch (error) {
      if (!(error instanceof DicomWebError && (error.status === 400 || error.status === 406))) throw error
      response = await this.#fetch(url, 'multipart/related; type="application/dicom"', signal, this.#retrieveTimeout)
    }
    const part = await this.#firstPart(response, url, signal)
    if (!part) throw new DicomWebError('bad-response', `No instance in the answer of ${url}`, url)
    // Each part is read into an array of its own.
    return { buffer: part.body.buffer as ArrayBuffer, contentType: (part.headers['content-type'] ?? 'application/dicom').split(';')[0]!.trim(), via: 'instance' }
  }

  async #wadoUri(instance: DicomWebInstance, signal?: AbortSignal): Promise<RetrievedImage> {
    // The media type's slash stays as it is: Orthanc does not decode `application%2Fdicom` (HTTP 400).
    const query = new URLSearchParams({
      requestType: 'WADO',
      studyUID: instance.studyInstanceUid,
      seriesUID: instance.seriesInstanceUid,
      objectUID: instance.sopInstanceUid,
      contentType: 'application/dicom',
    })
      .toString()
      .replace(/%2F/gi, '/')
    const url = `${this.options.wadoUriUrl}${this.options.wadoUriUrl!.includes('?') ? '&' : '?'}${query}`
    const response = await this.#fetch(url, 'application/dicom', signal, this.#retrieveTimeout)
    return { buffer: await response.arrayBuffer(), contentType: (response.headers.get('content-type') ?? 'application/dicom').split(';')[0]!.trim(), via: 'wado-uri' }
  }

  async #search(path: string, signal?: AbortSignal): Promise<DicomJson[]> {
    const url = joinUrl(this.options.baseUrl, path)
    let response: Response
    try {
      response = await this.#fetch(url, 'application/dicom+json', signal, this.options.searchTimeout ?? 20_000)
    } catch (error) {
      const again = error instanceof DicomWebError && (error.code === 'unreachable' || (error.status !== undefined && retryable.has(error.status)))
      if (!again || signal?.aborted) throw error
      await new Promise((resolve) => setTimeout(resolve, 300))
      response = await this.#fetch(url, 'application/dicom+json', signal, this.options.searchTimeout ?? 20_000)
    }
    // 204: nothing matched.
    if (response.status === 204) return []
    const text = await response.text()
    if (!text.trim()) return []
    try {
      const data = JSON.parse(text) as unknown
      if (!Array.isArray(data)) throw new Error('not an array')
      return data as DicomJson[]
    } catch {
      throw new DicomWebError('bad-response', `${url} did not answer DICOM JSON`, url, response.status)
    }
  }

  async #fetch(url: string, accept: string, signal: AbortSignal | undefined, timeout: number): Promise<Response> {
    const headers = { Accept: accept, ...this.options.headers?.(url) }
    let response: Response
    try {
      response = await fetch(url, { headers, signal: timeoutSignal(signal, timeout) })
    } catch (error) {
      if (signal?.aborted) throw error
      throw transportError(error, url, timeout, 'cannot be reached')
    }
    if (!response.ok) {
      // A hospital backend in front of the archive says why in its error JSON (the archive down, a study refused).
      const said = /json/i.test(response.headers.get('content-type') ?? '') ? await response.text().then(messageOf, () => undefined) : undefined
      if (said === undefined) void response.body?.cancel().catch(() => {})
      throw new DicomWebError('http', `${url} answered HTTP ${response.status} ${response.statusText}`.trim(), url, response.status, said)
    }
    return response
  }
}

/**
 * The error of a request that failed on the way: its `timeout` ran out, or the connection could not be made or broke
 * off (`how`).
 */
function transportError(error: unknown, url: string, timeout: number, how: 'cannot be reached' | 'broke off'): DicomWebError {
  if (error instanceof DOMException && error.name === 'TimeoutError') return new DicomWebError('timeout', `${url} did not answer within ${Math.round(timeout / 1000)} s`, url)
  return new DicomWebError('unreachable', `${url} ${how} (${error instanceof Error ? error.message : String(error)})`, url)
}

/** The `message` of an error body in the contract's JSON shape, if it is one. */
function messageOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { message?: unknown }
    return typeof body.message === 'string' && body.message.trim() ? body.message : undefined
  } catch {
    return undefined
  }
}
