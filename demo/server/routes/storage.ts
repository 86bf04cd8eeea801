import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { LocalStorageDto, S3ConfigDto, S3ObjectDto, StorageFileType } from '../../../src/core/contract/storage'
import type { Principal } from '../lib/auth'
import type { Ctx, Services } from '../lib/context'
import { createdBy, listRoutes, type ListSpec } from '../lib/crud'
import { formatFileSize, storageFileType, suffixOf } from '../lib/fileKind'
import { audit, auditColumns, opt, type AuditRow } from '../lib/dto'
import { HttpError } from '../lib/errors'
import { Resource } from '../lib/route'
import { S3Store, type S3Settings } from '../lib/s3'
import { contentType, resolveInside, sendFile } from '../lib/static'
import { formatDateTime } from '../lib/time'
import { DeletedIds, IdList, pageOf } from '../schemas/common'
import {
  FileParams, FileQuery, LocalStorageSchema, LocalStorageUpdate, S3ConfigBody, S3ConfigSchema, S3KeyList, S3KeyQuery, S3ListQuery,
  S3ObjectSchema, S3TestSchema, UploadQuery,
} from '../schemas/storage'

/** Local storage and object storage uploads: up to 100 MB (eladmin's `maxSize`). */
export const STORAGE_MAX_BYTES = 100 * 1024 * 1024
/** Picture host uploads: up to 15 MB. */
export const PICTURE_MAX_BYTES = 15 * 1024 * 1024
/** The calls that carry a large multipart upload (app.ts gives them a body limit of their own). */
export const STORAGE_UPLOAD_PATHS: ReadonlySet<string> = new Set(['/api/localStorage', '/api/localStorage/pictures', '/api/s3Storage'])

/** Raster images the picture host takes, by their first bytes; SVG is not among them (it can carry script). */
const PICTURE_SUFFIXES = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp'])

interface StorageRow extends AuditRow {
  id: number
  real_name: string
  name: string
  suffix: string
  type: StorageFileType
  size: number
}

/** The image type of an upload from its first bytes (jpg, png, gif, webp), or null: extensions are not trusted. */
function sniffPicture(bytes: Uint8Array): string | null {
  const starts = (sig: readonly number[], at = 0): boolean => sig.every((b, i) => bytes[at + i] === b)
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (starts([0xff, 0xd8, 0xff])) return 'jpg'
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif'
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp'
  return null
}

/**
 * A file's own name made safe to show and store: its last path segment only, no control characters, at most 200
 * characters; null when nothing usable is left (a name of dots, an empty name).
 */
export function cleanFileName(raw: string): string | null {
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200)
  return base === '' || /^\.+$/.test(base) || base.startsWith('.') ? null : base
}

/** Reads the multipart `file` of a request; 400 when there is none. */
async function uploadedFile(c: Ctx): Promise<File> {
  let form: Record<string, unknown>
  try {
    form = await c.req.parseBody()
  } catch {
    throw new HttpError(400, 'storage.fileMissing', { field: 'file' })
  }
  const file = form.file
  if (!(file instanceof File)) throw new HttpError(400, 'storage.fileMissing', { field: 'file' })
  return file
}

/** Local storage (eladmin `LocalStorageController`), its files, the picture host on top of it, and object storage. */
export function storageRoutes(s: Services): Resource[] {
  const { db } = s
  const storageDir = join(s.dataDir, 'storage')

  const signatureOf = (realName: string): string => createHmac('sha256', s.linkSecret).update(`storage-file:${realName}`).digest('base64url').slice(0, 32)
  const signatureValid = (realName: string, sig: string | undefined): boolean => {
    if (!sig) return false
    const want = Buffer.from(signatureOf(realName))
    const got = Buffer.from(sig)
    return want.length === got.length && timingSafeEqual(want, got)
  }

  const toDto = (row: StorageRow): LocalStorageDto => {
    const path = `file/${encodeURIComponent(row.type)}/${row.real_name}`
    return {
      id: row.id, realName: row.real_name, name: row.name, suffix: row.suffix, type: row.type, size: row.size,
      sizeText: formatFileSize(row.size), path,
      ...(row.type === '图片' && PICTURE_SUFFIXES.has(row.suffix) ? { link: `${path}?sig=${signatureOf(row.real_name)}` } : {}),
      ...audit(row),
    }
  }

  const list: ListSpec<StorageRow, LocalStorageDto> = {
    from: 'tool_local_storage l',
    select: `l.id, l.real_name, l.name, l.suffix, l.type, l.size, ${auditColumns('l')}`,
    sort: { id: 'l.id', name: 'l.name', suffix: 'l.suffix', type: 'l.type', size: 'l.size', createTime: 'l.create_time', updateTime: 'l.update_time' },
    defaultSort: 'l.id DESC',
    filters: {
      blurry: { kind: 'blurry', columns: ['l.name', 'l.suffix', 'l.type', 'l.create_by'], description: 'Part of the name, suffix, type or uploader' },
      type: { kind: 'equal', column: 'l.type', description: 'One category: 图片, 文档, 音乐, 视频 or 其他' },
      createTime: { kind: 'between', column: 'l.create_time', description: 'Uploaded between' },
    },
    toDto,
  }
  const byId = (id: number | bigint): StorageRow => db.prepare(`SELECT ${list.select} FROM tool_local_storage l WHERE l.id = ?`).get(id) as StorageRow

  /** Streams the upload into the storage folder under a random name, then records it. */
  const store = async (file: File, displayName: string, principal: Principal, suffixOverride?: string): Promise<LocalStorageDto> => {
    const rawSuffix = suffixOverride ?? suffixOf(displayName)
    const suffix = /^[a-z0-9]{1,10}$/.test(rawSuffix) ? rawSuffix : ''
    const realName = `${randomBytes(16).toString('hex')}${suffix ? `.${suffix}` : ''}`
    mkdirSync(storageDir, { recursive: true })
    const target = join(storageDir, realName)
    const partial = `${target}.part`
    try {
      await pipeline(Readable.fromWeb(file.stream() as unknown as NodeReadableStream), createWriteStream(partial, { mode: 0o600 }))
      renameSync(partial, target)
    } catch (error) {
      rmSync(partial, { force: true })
      throw error
    }
    const stamp = createdBy(principal, s.now())
    try {
      const id = db.prepare(`INSERT INTO tool_local_storage (real_name, name, suffix, type, size, create_by, update_by, create_time, update_time)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(realName, displayName, suffix, storageFileType(suffix), file.size, stamp.create_by, stamp.update_by, stamp.create_time, stamp.update_time).lastInsertRowid
      return toDto(byId(id))
    } catch (error) {
      rmSync(target, { force: true })
      throw error
    }
  }

  const local = new Resource('/api/localStorage', 'localStorage', s)
  listRoutes(local, db, list, {
    permission: ['storage:list'],
    summary: 'Files of the local storage, paged; blurry matches the name, suffix, type or uploader',
    response: LocalStorageSchema,
  })

  local.route({
    method: 'post', path: '/', permission: ['storage:add'], query: UploadQuery, status: 201, response: LocalStorageSchema,
    multipart: { file: 'the file, at most 100 MB' },
    summary: 'Upload a file (multipart field file) under an optional display name (?name=, default: the file\'s name)',
    description: 'The file is stored under a random name in the data folder; its category (类别) follows its suffix. A name with a path separator, a control character or a leading dot is refused with 400.',
  }, async (c, { query, principal }) => {
    const file = await uploadedFile(c)
    if (file.size > STORAGE_MAX_BYTES) throw new HttpError(400, 'storage.tooLarge', { field: 'file', params: { mb: STORAGE_MAX_BYTES / 1024 / 1024 } })
    const name = query.name ?? cleanFileName(file.name)
    if (!name) throw new HttpError(400, 'storage.badName', { field: 'name' })
    return c.json(await store(file, name, principal), 201)
  })

  local.route({
    method: 'post', path: '/pictures', permission: ['storage:add'], status: 201, response: LocalStorageSchema,
    multipart: { file: 'a jpg, png, gif or webp image, at most 15 MB; the type is checked on the file\'s first bytes' },
    summary: 'Upload a picture for the picture host (and editors): an image of the local storage, with its public link',
  }, async (c, { principal }) => {
    const file = await uploadedFile(c)
    if (file.size > PICTURE_MAX_BYTES) throw new HttpError(400, 'storage.tooLarge', { field: 'file', params: { mb: PICTURE_MAX_BYTES / 1024 / 1024 } })
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer())
    const kind = sniffPicture(head)
    if (!kind || !PICTURE_SUFFIXES.has(suffixOf(file.name))) throw new HttpError(400, 'storage.notPicture', { field: 'file' })
    const name = cleanFileName(file.name)
    if (!name) throw new HttpError(400, 'storage.badName', { field: 'name' })
    return c.json(await store(file, name, principal, kind), 201)
  })

  local.route({
    method: 'put', path: '/', permission: ['storage:edit'], body: LocalStorageUpdate, status: 204,
    summary: 'Rename a file (its display name; the stored file keeps its name)',
  }, (c, { body, principal }) => {
    const result = db.prepare('UPDATE tool_local_storage SET name = ?, update_by = ?, update_time = ? WHERE id = ?')
      .run(body.name, principal.username, formatDateTime(s.now()), body.id)
    if (result.changes === 0) throw new HttpError(404, 'common.recordNotFound', { params: { id: body.id } })
    return c.body(null, 204)
  })

  local.route({
    method: 'delete', path: '/', permission: ['storage:del'], body: IdList, response: DeletedIds,
    summary: 'Delete files (the records and the stored files); answers the ids removed',
  }, (c, { body }) => {
    const removed: number[] = []
    for (const id of body) {
      const row = db.prepare('SELECT real_name FROM tool_local_storage WHERE id = ?').get(id) as { real_name: string } | undefined
      if (!row) continue
      db.prepare('DELETE FROM tool_local_storage WHERE id = ?').run(id)
      const file = resolveInside(storageDir, row.real_name)
      if (file) rmSync(file, { force: true })
      removed.push(id)
    }
    return c.json(removed)
  })

  const files = new Resource('/file', 'localStorage', s)
  files.route({
    method: 'get', path: '/:type/:realName', permission: ['storage:list'], params: FileParams, query: FileQuery,
    produces: 'application/octet-stream',
    summary: 'A stored file, with the caller\'s token; an image of the picture host also with its link\'s signature (?sig=)',
    description: 'Every file is answered with a sandboxing Content-Security-Policy; anything but an image is an attachment.',
    alternative: {
      description: 'An image\'s public link (`link` of the file): the signature of its stored name, valid until the file is deleted.',
      check: (c) => {
        const realName = c.req.param('realName') ?? ''
        return PICTURE_SUFFIXES.has(suffixOf(realName)) && signatureValid(realName, c.req.query('sig'))
      },
    },
  }, (c, { params }) => {
    const row = db.prepare('SELECT name, type FROM tool_local_storage WHERE real_name = ?').get(params.realName) as { name: string; type: string } | undefined
    if (!row || row.type !== params.type) throw new HttpError(404, 'common.fileNotFound', { params: { path: `file/${params.type}/${params.realName}` } })
    const response = sendFile(c, resolveInside(storageDir, params.realName), c.req.query('sig') ? 'public, max-age=3600' : 'private, no-cache')
    // An uploaded page or drawing must not run as this site: no script, shown in a sandbox, or saved as a file.
    response.headers.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox")
    const inline = row.type === '图片' || row.type === '音乐' || row.type === '视频' || contentType(params.realName) === 'application/pdf'
    response.headers.set('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`)
    return response
  })

  return [local, files, ...objectStorageRoutes(s)]
}

interface S3Row {
  endpoint: string
  region: string
  bucket: string
  access_key: string
  secret_key: string
  force_path_style: number
  update_by: string | null
  update_time: string | null
}

/** The object store (eladmin's 七牛云存储 tab, S3 in its current version): settings, objects, connection test. */
function objectStorageRoutes(s: Services): Resource[] {
  const { db } = s
  const row = (): S3Row | undefined => db.prepare('SELECT * FROM tool_s3_config WHERE id = 1').get() as S3Row | undefined
  const settingsOf = (config: S3Row): S3Settings => {
    let secretKey: string
    try {
      secretKey = s.secrets.open(config.secret_key)
    } catch {
      throw new HttpError(409, 's3.secretUnreadable')
    }
    return { endpoint: config.endpoint, region: config.region, bucket: config.bucket, accessKey: config.access_key, secretKey, forcePathStyle: config.force_path_style === 1 }
  }
  const storeOrRefuse = (): S3Store => {
    const config = row()
    if (!config) throw new HttpError(409, 's3.notConfigured')
    return new S3Store(settingsOf(config))
  }

  const r = new Resource('/api/s3Storage', 's3Storage', s)
  r.route({
    method: 'get', path: '/config', permission: ['storage:list'], response: S3ConfigSchema,
    summary: 'The object store\'s settings (never the secret key: hasSecretKey says whether one is stored)',
  }, (c) => {
    const config = row()
    const body: S3ConfigDto = config
      ? {
          configured: true, endpoint: config.endpoint, region: config.region, bucket: config.bucket, accessKey: config.access_key,
          hasSecretKey: true, forcePathStyle: config.force_path_style === 1, updateBy: opt(config.update_by), updateTime: opt(config.update_time),
        }
      : { configured: false, endpoint: '', region: 'us-east-1', bucket: '', accessKey: '', hasSecretKey: false, forcePathStyle: true }
    return c.json(body)
  })

  r.route({
    method: 'put', path: '/config', permission: ['storage:edit'], body: S3ConfigBody, status: 204,
    summary: 'Save the object store\'s settings; the secret key is stored sealed, an empty one keeps the stored key',
  }, (c, { body, principal }) => {
    const old = row()
    const secret = body.secretKey ? s.secrets.seal(body.secretKey) : old?.secret_key
    if (!secret) throw new HttpError(400, 's3.secretRequired', { field: 'secretKey' })
    db.prepare(`INSERT INTO tool_s3_config (id, endpoint, region, bucket, access_key, secret_key, force_path_style, update_by, update_time)
      VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET endpoint = excluded.endpoint, region = excluded.region,
      bucket = excluded.bucket, access_key = excluded.access_key, secret_key = excluded.secret_key, force_path_style = excluded.force_path_style,
      update_by = excluded.update_by, update_time = excluded.update_time`)
      .run(body.endpoint.replace(/\/$/, ''), body.region, body.bucket, body.accessKey, secret, body.forcePathStyle ? 1 : 0, principal.username, formatDateTime(s.now()))
    return c.body(null, 204)
  })

  r.route({
    method: 'post', path: '/test', permission: ['storage:edit'], body: S3ConfigBody, response: S3TestSchema,
    summary: 'Test settings (as typed, not yet saved) against the store: lists one key of the bucket within 5 seconds',
    description: 'An empty secret key tests with the stored one. Unreachable: 502 s3.unreachable; too slow: 504 s3.timeout; refused by the store: 502 s3.refused with its error code.',
  }, async (c, { body }) => {
    const stored = row()
    const secretKey = body.secretKey || (stored ? settingsOf(stored).secretKey : '')
    if (!secretKey) throw new HttpError(400, 's3.secretRequired', { field: 'secretKey' })
    const started = performance.now()
    await new S3Store({ ...body, endpoint: body.endpoint.replace(/\/$/, ''), secretKey }).check()
    return c.json({ ok: true as const, bucket: body.bucket, millis: Math.round(performance.now() - started) })
  })

  r.route({
    method: 'get', path: '/', permission: ['storage:list'], query: S3ListQuery, response: pageOf(S3ObjectSchema),
    summary: 'Objects of the bucket whose key starts with prefix, paged (up to 10,000 keys are read)',
    description: 'Not configured: 409 s3.notConfigured.',
  }, async (c, { query }) => {
    const { objects } = await storeOrRefuse().list(query.prefix ?? '')
    const [field = 'key', direction = 'asc'] = (Array.isArray(query.sort) ? query.sort[0] : query.sort)?.split(',') ?? []
    const sign = direction === 'desc' ? -1 : 1
    if (field === 'size') objects.sort((a, b) => sign * (a.size - b.size))
    else if (field === 'lastModified') objects.sort((a, b) => sign * a.lastModified.localeCompare(b.lastModified))
    else if (sign < 0) objects.reverse()
    const content: S3ObjectDto[] = objects.slice(query.page * query.size, (query.page + 1) * query.size).map((o) => ({
      ...o, sizeText: formatFileSize(o.size), type: storageFileType(suffixOf(o.key)),
      lastModified: o.lastModified ? formatDateTime(Date.parse(o.lastModified)) : '',
    }))
    return c.json({ content, totalElements: objects.length })
  })

  r.route({
    method: 'post', path: '/', permission: ['storage:add'], status: 201, response: S3ObjectSchema,
    multipart: { file: 'the file, at most 100 MB' },
    summary: 'Upload a file to the bucket under its own name (an object of the same key is replaced)',
  }, async (c) => {
    const store = storeOrRefuse()
    const file = await uploadedFile(c)
    if (file.size > STORAGE_MAX_BYTES) throw new HttpError(400, 'storage.tooLarge', { field: 'file', params: { mb: STORAGE_MAX_BYTES / 1024 / 1024 } })
    const key = cleanFileName(file.name)
    if (!key) throw new HttpError(400, 'storage.badName', { field: 'name' })
    await store.put(key, new Uint8Array(await file.arrayBuffer()), file.type || contentType(key))
    const body: S3ObjectDto = {
      key, size: file.size, sizeText: formatFileSize(file.size), type: storageFileType(suffixOf(key)), lastModified: formatDateTime(s.now()), etag: '',
    }
    return c.json(body, 201)
  })

  r.route({
    method: 'get', path: '/download', permission: ['storage:list'], query: S3KeyQuery, produces: 'application/octet-stream',
    summary: 'An object\'s bytes, read through the server (the store\'s keys never reach the browser)',
  }, async (c, { query }) => {
    const answer = await storeOrRefuse().get(query.key)
    if (!answer) throw new HttpError(404, 'common.fileNotFound', { params: { path: query.key } })
    const headers = new Headers({
      'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(query.key.split('/').pop() ?? query.key)}`,
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    })
    const length = answer.headers.get('content-length')
    if (length) headers.set('Content-Length', length)
    return new Response(answer.body, { status: 200, headers })
  })

  r.route({
    method: 'delete', path: '/', permission: ['storage:del'], body: S3KeyList, response: S3KeyList,
    summary: 'Delete objects by key; answers the keys removed',
  }, async (c, { body }) => {
    const store = storeOrRefuse()
    for (const key of body) await store.remove(key)
    return c.json(body)
  })

  return [r]
}
