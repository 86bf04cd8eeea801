import type { Services } from '../lib/context'
import { HttpError } from '../lib/errors'
import { examNoFormat, peekExamNo } from '../lib/examNo'
import {
  hospitalConfig, hospitalIdentity, hospitalLogo, LOGO_MAX_BYTES, saveHospitalConfig, saveHospitalLogo, type SettingsActor,
} from '../lib/hospitalSettings'
import { imageInfo } from '../lib/imageInfo'
import { Resource } from '../lib/route'
import { formatDateTime } from '../lib/time'
import {
  ExamNoPreviewQuery, ExamNoPreviewSchema, HospitalConfigBodySchema, HospitalConfigSchema, HospitalIdentitySchema, VersionQuery,
} from '../schemas/hospital'

/**
 * The hospital configuration (issue 15, `mnt/hospitalConfig`): the hospital's identity and the department rules,
 * read and saved through lib/hospitalSettings (the one place every other part reads them from). Reading needs
 * `hospitalConfig:list`, saving `hospitalConfig:edit` and the version last read (409 when another save came first).
 * The identity and the logo are public: the login page and report pages show them before anyone signs in.
 */
export function hospitalConfigRoutes(s: Services): Resource {
  const { db } = s
  const r = new Resource('/api/hospitalConfig', 'hospitalConfig', s)
  const actor = (username: string): SettingsActor => ({ username, time: formatDateTime(s.now()) })

  r.route({
    method: 'get', path: '/', permission: ['hospitalConfig:list', 'hospitalConfig:edit'], response: HospitalConfigSchema,
    summary: 'The hospital configuration: identity, letterhead, departments, and per modality the exam-number format and limits',
  }, (c) => c.json(hospitalConfig(db)))

  r.route({
    method: 'put', path: '/', permission: ['hospitalConfig:edit'], body: HospitalConfigBodySchema, response: HospitalConfigSchema,
    summary: 'Save the hospital configuration from the version read (409 when someone saved since); answers the saved configuration',
  }, (c, { body, principal }) => {
    saveHospitalConfig(db, body, actor(principal.username))
    return c.json(hospitalConfig(db))
  })

  r.route({
    method: 'get', path: '/public', permission: 'anonymous', response: HospitalIdentitySchema,
    summary: 'What any page may show of the hospital before signing in: name, console title, footer, case number, logo, public address',
  }, (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.json(hospitalIdentity(db))
  })

  r.route({
    method: 'get', path: '/logo', permission: 'anonymous', produces: 'image/png, image/jpeg',
    summary: 'The hospital logo (404 when none is set); the configuration names it with ?v=<version>',
  }, (c) => {
    const logo = hospitalLogo(db)
    if (!logo) throw new HttpError(404, 'common.fileNotFound', { params: { path: '/api/hospitalConfig/logo' } })
    return c.body(new Uint8Array(logo.data), 200, {
      'Content-Type': logo.mime, 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff',
    })
  })

  r.route({
    method: 'post', path: '/logo', permission: ['hospitalConfig:edit'], response: HospitalConfigSchema,
    multipart: { file: `PNG or JPEG, at most ${LOGO_MAX_BYTES / 1024} KB; the type is checked on the file's bytes`, version: 'the configuration version read' },
    summary: 'Replace the hospital logo (multipart file and version; 409 when someone saved since); answers the configuration',
  }, async (c, { principal }) => {
    let form: Record<string, unknown>
    try {
      form = await c.req.parseBody()
    } catch {
      throw new HttpError(400, 'hospitalConfig.logoMissing', { field: 'file' })
    }
    const file = form.file
    if (!(file instanceof File)) throw new HttpError(400, 'hospitalConfig.logoMissing', { field: 'file' })
    const version = VersionQuery.safeParse({ version: form.version })
    if (!version.success) throw new HttpError(400, 'validation.blank', { field: 'version' })
    if (file.size > LOGO_MAX_BYTES) throw new HttpError(400, 'hospitalConfig.logoTooLarge', { field: 'file', params: { kb: LOGO_MAX_BYTES / 1024 } })
    const bytes = new Uint8Array(await file.arrayBuffer())
    const info = imageInfo(bytes)
    if (!info) throw new HttpError(400, 'hospitalConfig.logoType', { field: 'file' })
    saveHospitalLogo(db, { mime: info.mime, data: bytes }, version.data.version, actor(principal.username))
    return c.json(hospitalConfig(db))
  })

  r.route({
    method: 'delete', path: '/logo', permission: ['hospitalConfig:edit'], query: VersionQuery, response: HospitalConfigSchema,
    summary: 'Remove the hospital logo (from the version read; 409 when someone saved since); answers the configuration',
  }, (c, { query, principal }) => {
    saveHospitalLogo(db, null, query.version, actor(principal.username))
    return c.json(hospitalConfig(db))
  })

  r.route({
    method: 'get', path: '/examNo/preview', permission: ['hospitalConfig:list', 'hospitalConfig:edit'], query: ExamNoPreviewQuery,
    response: ExamNoPreviewSchema,
    summary: 'The exam number a modality would get next now, under the format in force or the one given (nothing is given out)',
  }, (c, { query }) => {
    const modality = query.modality.toUpperCase()
    const format = query.format ?? examNoFormat(db, modality)
    return c.json({ modality, format, next: peekExamNo(db, modality, new Date(s.now()), format) })
  })

  return r
}
