import type { Audited } from './api'

/** eladmin's file categories (类别), chosen by the file's suffix. */
export type StorageFileType = '图片' | '文档' | '音乐' | '视频' | '其他'

/**
 * A file of the local storage (eladmin `LocalStorage`): `realName` is the stored name (random), `name` the display
 * name, `size` bytes with `sizeText` as eladmin shows it (`29.67KB`). `path` is where the file is read with the
 * caller's token (`file/<type>/<realName>`). `link` — images only — is the picture host's public link: the same file
 * with a signature anybody holding the link may read it with (revoked by deleting the file).
 */
export interface LocalStorageDto extends Audited {
  id: number
  realName: string
  name: string
  suffix: string
  type: StorageFileType
  size: number
  sizeText: string
  path: string
  link?: string
}

/** `PUT api/localStorage`: rename a file (its display name). */
export interface LocalStorageUpdateBody {
  id: number
  name: string
}

/**
 * The object store's settings as the server answers them (`GET api/s3Storage/config`): the secret key never travels
 * back, only whether one is stored. `configured` is false until an administrator saves the settings.
 */
export interface S3ConfigDto {
  configured: boolean
  endpoint: string
  region: string
  bucket: string
  accessKey: string
  hasSecretKey: boolean
  /** Path-style addressing (`endpoint/bucket/key`), what MinIO, Ceph and local S3 servers expect. */
  forcePathStyle: boolean
  updateBy?: string
  updateTime?: string
}

/** `PUT api/s3Storage/config`; an empty or absent `secretKey` keeps the stored one. */
export interface S3ConfigBody {
  endpoint: string
  region: string
  bucket: string
  accessKey: string
  secretKey?: string
  forcePathStyle: boolean
}

/** One object of the bucket (`GET api/s3Storage`). */
export interface S3ObjectDto {
  key: string
  size: number
  sizeText: string
  type: StorageFileType
  lastModified: string
  etag: string
}

/** `POST api/s3Storage/test`: whether the bucket answered, and how long it took. */
export interface S3TestResult {
  ok: true
  bucket: string
  millis: number
}

/** How the connection to the mail server is secured. */
export type MailSecurity = 'none' | 'starttls' | 'tls'

/**
 * The mail server's settings as the server answers them (`GET api/email`, eladmin `EmailConfig`): the password never
 * travels back, only whether one is stored.
 */
export interface EmailConfigDto {
  configured: boolean
  host: string
  port: number
  user: string
  hasPassword: boolean
  fromUser: string
  security: MailSecurity
  updateBy?: string
  updateTime?: string
}

/** `PUT api/email`; an empty or absent `pass` keeps the stored password, `clearPass` removes it. */
export interface EmailConfigBody {
  host: string
  port: number
  user: string
  pass?: string
  clearPass?: boolean
  fromUser: string
  security: MailSecurity
}

/** `POST api/email` (eladmin `EmailVo`): the HTML body is sanitised by the server before it is sent. */
export interface EmailSendBody {
  tos: string[]
  subject: string
  content: string
}

/** What `POST api/email` answers: the server's message id and who accepted it. */
export interface EmailSendResult {
  messageId: string
  accepted: string[]
}
