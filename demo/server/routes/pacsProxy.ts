import { z } from 'zod'
import type { Principal } from '../lib/auth'
import type { Services } from '../lib/context'
import { inScope } from '../lib/dataScope'
import { HttpError } from '../lib/errors'
import {
  archiveFailure, archiveFetch, examsOfStudy, jsonText, PROXY_BASE, UID_PATTERN, wadoQuery, wadoUriUrl, type DicomJson,
} from '../lib/pacs/archive'
import type { PacsConfig } from '../lib/pacs/pacsConfig'
import { parseOr400, Resource } from '../lib/route'
import { outsideLink, shareCheck, shareGrant, type ShareGrant } from '../lib/shareLinks'
import { IMAGE_CACHE_CONTROL } from './images'

/** The DICOMweb path after `…/dicomweb/`; its query (QIDO's keys, `includefield`, WADO-URI's parameters) goes along. */
const ProxyParams = z.object({
  path: z.string().max(1000).describe('studies | series | instances | studies/{study}[/series/{series}[/instances/{instance}[/frames/{list}]]][/metadata] | wado'),
})

/** WADO-URI (PS3.18 §9.2): the study is named, so it can be checked. */
const WadoUriQuery = z.object({
  requestType: z.literal('WADO'),
  studyUID: z.string().regex(UID_PATTERN),
  seriesUID: z.string().regex(UID_PATTERN).optional(),
  objectUID: z.string().regex(UID_PATTERN),
}).loose()

/** A path segment after `studies/{uid}`: UIDs, keywords (`series`, `frames`, `bulk`, …), frame lists, hex tags. */
const SEGMENT = /^[0-9A-Za-z.,_-]+$/

/** Request headers passed to the archive: content negotiation (transfer syntaxes), ranges and revalidation. */
const FORWARD_REQUEST = ['accept', 'range', 'if-none-match', 'if-modified-since'] as const
/** Response headers passed back to the caller. */
const FORWARD_RESPONSE = ['content-type', 'content-length', 'etag', 'last-modified', 'content-range', 'accept-ranges'] as const

/** Who reads through the proxy: a session, or the share token of an opened share link. */
type Reader = { principal: Principal } | { grant: ShareGrant }

/** How long a study's exams are remembered (a series of 200 frames asks 200 times). */
const STUDY_CACHE_MS = 60_000
const STUDY_CACHE_SIZE = 2000

/**
 * DICOMweb in front of the hospital's archive (`s.pacs`): QIDO-RS, WADO-RS (studies, series, instances, frames,
 * metadata, bulk data) and WADO-URI (`…/wado?requestType=WADO`) forwarded with the archive's credentials, bodies
 * streamed, Accept passed through (transfer-syntax negotiation). Each call needs `image:view` and a study that
 * belongs to an exam within the caller's data scope (403 `pacs.studyForbidden`); searches without a study answer
 * only the caller's studies. A share token (`Authorization: Share …`) reads the study of its link's exam when the link
 * shares images, else only the key images of its report; anything else is a 403 `share.outsideLink`. Without `s.pacs`:
 * 404 `pacs.notConfigured`.
 */
export function pacsProxyRoutes(s: Services): Resource {
  const { db } = s
  const proxy = new Resource('/api/pacs', 'images', s)
  const studyExams = new Map<string, { ids: number[]; until: number }>()

  const examsOf = async (config: PacsConfig, uid: string, signal: AbortSignal): Promise<number[]> => {
    const now = Date.now()
    const cached = studyExams.get(uid)
    if (cached && cached.until > now) return cached.ids
    const ids = await examsOfStudy(db, config, uid, signal)
    // Only matches are remembered: a study that finds its exam (images arriving) is seen at once.
    if (ids.length > 0) {
      if (studyExams.size >= STUDY_CACHE_SIZE) studyExams.delete(studyExams.keys().next().value as string)
      studyExams.set(uid, { ids, until: now + STUDY_CACHE_MS })
    }
    return ids
  }

  /**
   * Whether the reader may read the study `uid`: a session, when it belongs to an exam within its data scope; a share
   * token, when it is the study of the link's exam and the link shares images — or, for a link without images, when
   * `instance` is one of the exam's key images (its report shows them).
   */
  const mayRead = async (config: PacsConfig, reader: Reader, uid: string, signal: AbortSignal, instance?: string): Promise<boolean> => {
    const ids = await examsOf(config, uid, signal)
    if (ids.length === 0) return false
    if ('grant' in reader) {
      if (!ids.includes(reader.grant.examId)) return false
      if (reader.grant.withImages) return true
      return instance !== undefined && db.prepare(`SELECT 1 FROM ris_key_image_archive WHERE exam_id = ? AND study_instance_uid = ?
        AND sop_instance_uid = ?`).get(reader.grant.examId, uid, instance) !== undefined
    }
    const rows = db.prepare(`SELECT DISTINCT modality FROM ris_exam WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as { modality: string }[]
    return rows.some((row) => inScope(db, reader.principal, row.modality))
  }

  const requireStudy = async (config: PacsConfig, reader: Reader, uid: string, signal: AbortSignal, instance?: string): Promise<void> => {
    if (!(await mayRead(config, reader, uid, signal, instance))) {
      throw 'grant' in reader ? outsideLink() : new HttpError(403, 'pacs.studyForbidden', { params: { uid } })
    }
  }

  proxy.route({
    method: 'get', path: '/dicomweb/:path{.+}', permission: ['image:view'], params: ProxyParams,
    alternative: {
      description: 'Without a session: `Authorization: Share <token>` of an opened share link — the study of its exam when the link shares '
        + 'images; a link without images reads only its report\'s key images (WADO-URI or WADO-RS of those instances). Anything else: 403.',
      // Any valid share token passes here; what it may read is decided below, once the study is known.
      check: shareCheck(s, () => true),
    },
    produces: 'application/dicom+json, multipart/related, application/dicom',
    summary: 'DICOMweb of the hospital\'s archive (QIDO-RS, WADO-RS, WADO-URI …/wado?requestType=WADO) through the server',
    description: 'Only with PACS_DICOMWEB_URL set (else 404). Needs image:view and a study belonging to an exam within the caller\'s data '
      + 'scope (403); searches without a study (…/studies, …/series, …/instances) answer only such studies. Bodies stream; Accept, Range '
      + 'and revalidation headers pass through. The archive unreachable or failing: 502; no answer within 5 s: 504.',
  }, async (c, { params, principal }) => {
    const config = s.pacs
    if (!config) throw new HttpError(404, 'pacs.notConfigured')
    const reader: Reader = principal ? { principal } : { grant: shareGrant(s, c) as ShareGrant }
    const url = new URL(c.req.url)
    const segments = params.path.split('/').filter((part) => part !== '')
    const signal = c.req.raw.signal
    const [head, studyUid, ...rest] = segments
    let target: string
    let filterStudies = false
    if (head === 'wado' && segments.length === 1) {
      const wado = parseOr400(WadoUriQuery, Object.fromEntries(url.searchParams), c.var.locale)
      await requireStudy(config, reader, wado.studyUID, signal, wado.objectUID)
      target = `${wadoUriUrl(config)}?${wadoQuery(url.searchParams)}`
    } else if ((head === 'studies' || head === 'series' || head === 'instances') && segments.length === 1) {
      filterStudies = true
      target = `${config.dicomWebUrl}/${head}${url.search}`
    } else if (head === 'studies' && studyUid !== undefined && UID_PATTERN.test(studyUid)
      && rest.every((part) => SEGMENT.test(part) && !/^\.+$/.test(part))) {
      // `studies/{study}/series/{series}/instances/{instance}…`: the instance, for a link's key images.
      await requireStudy(config, reader, studyUid, signal, rest[0] === 'series' && rest[2] === 'instances' ? rest[3] : undefined)
      target = `${config.dicomWebUrl}/${segments.join('/')}${url.search}`
    } else {
      throw new HttpError(404, 'pacs.badPath', { params: { path: url.pathname } })
    }

    const headers: Record<string, string> = {}
    for (const name of FORWARD_REQUEST) {
      const value = c.req.header(name)
      if (value) headers[name] = value
    }
    const res = await archiveFetch(config, target, { headers, signal })
    if (res.status >= 500 || res.status === 401 || res.status === 403 || (res.status >= 300 && res.status < 400 && res.status !== 304)) {
      return archiveFailure(config, res)
    }
    if (res.status === 404) {
      await res.body?.cancel()
      throw new HttpError(404, 'pacs.notInArchive')
    }
    const out = new Headers()
    for (const name of FORWARD_RESPONSE) {
      const value = res.headers.get(name)
      if (value) out.set(name, value)
    }
    const type = res.headers.get('content-type') ?? ''
    if (!/json/i.test(type) || !res.ok || res.status === 204) {
      // Pixel data, instances, rendered images: streamed as they come, cacheable like the embedded image files.
      if (res.ok) out.set('Cache-Control', IMAGE_CACHE_CONTROL)
      return new Response(res.status === 204 || res.status === 304 ? null : res.body, { status: res.status, headers: out })
    }
    // DICOM JSON (QIDO results, metadata): the archive's own URLs (RetrieveURL, BulkDataURI) point at this proxy.
    let text = (await res.text()).replaceAll(config.dicomWebUrl, `${url.origin}${PROXY_BASE}`)
    if (filterStudies) text = JSON.stringify(await visibleOnly(config, reader, JSON.parse(text) as DicomJson[], signal))
    out.delete('content-length')
    out.set('Cache-Control', 'private, no-cache')
    return new Response(text, { status: res.status, headers: out })
  })

  /** The results whose study the caller may read (each distinct study checked once). */
  async function visibleOnly(config: PacsConfig, reader: Reader, list: DicomJson[], signal: AbortSignal): Promise<DicomJson[]> {
    const allowed = new Map<string, boolean>()
    for (const uid of new Set(list.map((ds) => jsonText(ds, '0020000D')))) {
      // A share token searches only with the link's images (key images alone are read by address, never searched).
      if (uid && UID_PATTERN.test(uid)) allowed.set(uid, ('principal' in reader || reader.grant.withImages) && await mayRead(config, reader, uid, signal))
    }
    return list.filter((ds) => allowed.get(jsonText(ds, '0020000D') ?? '') === true)
  }

  return proxy
}
