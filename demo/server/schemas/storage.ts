import { z } from 'zod'
import { Id, auditFields, text } from './common'

/** eladmin's file categories. */
export const StorageFileTypeSchema = z.enum(['图片', '文档', '音乐', '视频', '其他'])

/** A local storage file as answered. */
export const LocalStorageSchema = z.object({
  id: z.number().int(),
  realName: z.string(),
  name: z.string(),
  suffix: z.string(),
  type: StorageFileTypeSchema,
  size: z.number().int().describe('Bytes'),
  sizeText: z.string().describe('As eladmin shows it: 29.67KB'),
  path: z.string().describe('Read with the caller\'s token: file/<type>/<realName>'),
  link: z.string().optional().describe('Images only: the public signed link of the picture host'),
  ...auditFields,
})

/**
 * A display name: no path separators, control characters or leading dot, so a name can never be read as a path
 * (the stored name is random anyway).
 */
export const DisplayName = text(200).refine((name) => !/[\\/\u0000-\u001f\u007f]/.test(name) && !name.startsWith('.'), { error: 'storage.badName' })

/** `POST api/localStorage?name=`: an optional display name (default: the file's own name). */
export const UploadQuery = z.object({ name: DisplayName.optional() })

/** `PUT api/localStorage`. */
export const LocalStorageUpdate = z.object({ id: Id, name: DisplayName })

/** `file/<type>/<realName>`: the stored name is 32 hex digits and an optional suffix, nothing else. */
export const FileParams = z.object({
  type: StorageFileTypeSchema,
  realName: z.string().regex(/^[0-9a-f]{32}(\.[a-z0-9]{1,10})?$/, { error: 'storage.badName' }),
})

/** `?sig=`: the signature of a public picture link. */
export const FileQuery = z.object({ sig: z.string().max(100).optional() })

/** An endpoint URL of the object store: http or https, a host, an optional port, nothing after it. */
const EndpointUrl = z.string().max(300).refine((value) => {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && (url.pathname === '/' || url.pathname === '') && !url.search && !url.username
  } catch {
    return false
  }
}, { error: 's3.badEndpoint' })

/** S3 bucket names: 3..63 lower-case letters, digits, dots and hyphens. */
const BucketName = z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 's3.badBucket' })

/** The object store's settings as answered (no secret). */
export const S3ConfigSchema = z.object({
  configured: z.boolean(),
  endpoint: z.string(),
  region: z.string(),
  bucket: z.string(),
  accessKey: z.string(),
  hasSecretKey: z.boolean(),
  forcePathStyle: z.boolean(),
  updateBy: z.string().optional(),
  updateTime: z.string().optional(),
})

/** `PUT api/s3Storage/config`: an empty `secretKey` keeps the stored one (required the first time). */
export const S3ConfigBody = z.object({
  endpoint: EndpointUrl,
  region: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 's3.badRegion' }),
  bucket: BucketName,
  accessKey: text(200),
  secretKey: z.string().max(400).optional(),
  forcePathStyle: z.boolean(),
})

/** An object key: 1..1024 characters, no control characters, not starting with a slash. */
export const ObjectKey = z.string().min(1).max(1024).refine((key) => !/[\u0000-\u001f\u007f]/.test(key) && !key.startsWith('/'), { error: 'storage.badName' })

/** `GET api/s3Storage`: the objects whose key starts with `prefix`, paged in key order. */
export const S3ListQuery = z.object({
  prefix: z.string().max(1024).optional(),
  page: z.string().regex(/^\d{1,9}$/).transform(Number).optional().transform((v) => v ?? 0),
  size: z.string().regex(/^\d{1,4}$/).transform(Number).pipe(z.number().int().min(1).max(1000)).optional().transform((v) => v ?? 10),
  sort: z.union([z.string().max(100), z.array(z.string().max(100)).max(5)]).optional().describe('key|size|lastModified,asc|desc'),
})

/** `?key=` of one object. */
export const S3KeyQuery = z.object({ key: ObjectKey })

/** One object as answered. */
export const S3ObjectSchema = z.object({
  key: z.string(),
  size: z.number().int(),
  sizeText: z.string(),
  type: StorageFileTypeSchema,
  lastModified: z.string(),
  etag: z.string(),
})

/** `DELETE api/s3Storage`: the keys to remove. */
export const S3KeyList = z.array(ObjectKey).min(1).max(1000)

/** What a successful connection test answers. */
export const S3TestSchema = z.object({ ok: z.literal(true), bucket: z.string(), millis: z.number() })
