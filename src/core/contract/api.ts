/**
 * The error body every failing call returns, with the same number as the HTTP status
 * (eladmin's `ApiError`). `message` is already localised for the request's `Accept-Language`;
 * validation failures read `"<field>: <reason>"`, several joined by `; `.
 */
export interface ApiError {
  status: number
  /** Milliseconds since the epoch, when the server produced the error. */
  timestamp: number
  message: string
  /**
   * Every invalid field of a refused request (validation, a duplicate), so a form can put each reason on its field.
   * Only this project's server sends it; an eladmin backend sends `message` alone, which forms then read.
   */
  errors?: { field: string; message: string }[]
  /** The message key of the refusal (`report.versionConflict`), from this project's server only. */
  code?: string
}

/**
 * One page of a list call (`GET …?page=<0-based>&size=&sort=field,desc`). Tree lists (menus, departments)
 * use the same shape unpaged, with every matching root in `content`.
 */
export interface Page<T> {
  content: T[]
  totalElements: number
}

/**
 * Query parameters shared by every paged list. `page` is 0-based; `sort` is `field,asc|desc`, repeatable.
 */
export interface PageQuery {
  page?: number
  size?: number
  sort?: string | string[]
}

/**
 * The body of every bulk `DELETE` call and of its 200 answer: the ids concerned.
 */
export type IdList = number[]

/**
 * A reference to another record by id only, as sent in create and update bodies (`dept: {id}`).
 */
export interface IdRef {
  id: number
}

/**
 * The audit fields every stored record carries, formatted `yyyy-MM-dd HH:mm:ss` in the server's time zone.
 * Absent fields were never set (null fields are omitted from every body, as eladmin's JSON writer does).
 */
export interface Audited {
  createBy?: string
  updateBy?: string
  createTime?: string
  updateTime?: string
}

/**
 * Runtime configuration served at `GET /config.json`: where the API lives, the RSA public key the browser
 * encrypts passwords with (base64 SPKI body without PEM armour, as jsencrypt takes it), the padding the
 * server expects, and the default locale.
 */
export interface RuntimeConfig {
  apiBase: string
  rsaPublicKey: string
  /** `pkcs1` (jsencrypt `encrypt`, the eladmin default) or `oaep` (jsencrypt `encryptOAEP`, SHA-256). */
  rsaPadding: 'pkcs1' | 'oaep'
  locale: string
}

/**
 * The locales the server localises its messages into; anything else falls back to `zh-CN`.
 */
export type ServerLocale = 'zh-CN' | 'zh-TW' | 'en' | 'ja' | 'ko' | 'es'
