/**
 * Body of `POST auth/outer/login`, the external (HIS) pages' login: no captcha (the HIS calls it), RSA-encrypted
 * password like every login, throttled like the staff login. Answers `LoginResponse`; the token is valid only for
 * report reading (`report:view`).
 */
export interface OuterLoginRequest {
  username: string
  password: string
  sourcePage?: string
}

/**
 * `POST api/outer/reportLink {examineId, ttlMinutes}` (staff with `report:link`) → a time-limited signed link to
 * `/webouterpage/hisReport` that opens one report without any login.
 */
export interface SignedReportLink {
  url: string
  examineId: number
  /** Milliseconds since the epoch. */
  expires: number
  signature: string
}

/**
 * `GET api/outer/signed/report?examineId=&expires=&sig=` (anonymous) answers `ReportViewDto`, or 403 with this body's
 * `reason`: `expired` or `invalid` (tampered or unknown), so the page can explain which.
 */
export interface SignedLinkError {
  status: 403
  timestamp: number
  message: string
  reason: 'expired' | 'invalid'
}

/**
 * `POST api/outer/imageLink {studyId|examineId, ttlMinutes}` (staff) → a time-limited signed link to
 * `/webouterpage/picPage`; the viewer passes `expires` and `sig` as query parameters on its image-list and image
 * requests instead of an Authorization header.
 */
export interface SignedImageLink {
  url: string
  studyId: number
  expires: number
  signature: string
}
