/**
 * Share links (issue 14): one stored, revocable link to an exam's report — and, for a cloud film, its images — with an
 * expiry, an optional 6-digit access code and an access log. The registration desk's report links (kind `report`) and
 * the cloud films (kind `film`) are both share links; the patient opens `/share/<token>`.
 */

/** What a link shares: a report link of the registration desk, or a cloud film. */
export type ShareLinkKind = 'report' | 'film'

/** How long a new (or extended) link stays valid, from now. */
export type ShareLinkExpiresIn = '1h' | '1d' | '7d' | '30d'

/** A link's state now: usable, past its expiry, or revoked by staff (revoked wins over expired). */
export type ShareLinkState = 'active' | 'expired' | 'revoked'

/** What one opening attempt came to, as the access log records it. */
export type ShareAccessOutcome = 'ok' | 'wrong-code' | 'expired' | 'revoked' | 'throttled'

/** Body of `POST api/shareLinks` (staff: `cloudFilm:edit`, or `report:link` for kind `report`). */
export interface ShareLinkCreateBody {
  examineId: number
  kind: ShareLinkKind
  withImages: boolean
  expiresIn: ShareLinkExpiresIn
  /** Whether the link asks a random 6-digit access code. */
  accessCode: boolean
}

/**
 * Answer of creating a link, resetting its code or extending it: where it opens and until when. `accessCode` is the
 * plain code, answered only by create and reset (null when the link has none, and always null from extend): it is
 * stored hashed and can never be read again.
 */
export interface ShareLinkIssued {
  id: number
  /** `/share/<token>`, relative to the console's origin. */
  url: string
  /** `yyyy-MM-dd HH:mm:ss`. */
  expiresAt: string
  accessCode: string | null
}

/** One link as the staff list shows it (`GET api/shareLinks`). */
export interface ShareLinkDto {
  id: number
  kind: ShareLinkKind
  url: string
  examineId: number
  examNo: string
  patientName: string
  modality: string
  examItem: string
  withImages: boolean
  /** Whether the link asks an access code. */
  hasCode: boolean
  state: ShareLinkState
  expiresAt: string
  createdBy: string
  createdAt: string
  revokedAt: string | null
  revokedBy: string | null
  /** Successful openings. */
  viewCount: number
  lastViewedAt: string | null
}

/** One opening attempt of a link (`GET api/shareLinks/{id}/access`), newest first. */
export interface ShareAccessDto {
  id: number
  time: string
  ip: string
  userAgent: string
  outcome: ShareAccessOutcome
}

/** Body of `POST api/share/{token}/open` (anonymous). */
export interface ShareOpenBody {
  accessCode?: string
}

/**
 * Answer of opening a link: a short-lived bearer token (at most 2 h, never beyond the link's expiry) that reads this
 * exam's report view and, with `withImages`, its study's images — nothing else. Sent as `Authorization: Share <token>`.
 */
export interface ShareOpenAnswer {
  shareToken: string
  /** When the share token stops working, `yyyy-MM-dd HH:mm:ss`. */
  expiresAt: string
  examineId: number
  withImages: boolean
  hospital: string
}

/**
 * Why a link does not open: 403 `expired` / `revoked` / `invalid` (unknown token), 401 `code` (missing or wrong access
 * code), 429 `throttled` (too many wrong codes: 5 per link in 15 minutes). `GET api/share/{token}` answers
 * {@link ShareLinkProbe} or the same 403s.
 */
export interface ShareRefusal {
  status: 401 | 403 | 429
  timestamp: number
  message: string
  reason: 'expired' | 'revoked' | 'invalid' | 'code' | 'throttled'
}

/** `GET api/share/{token}` (anonymous): what the public page needs before opening — the hospital and whether to ask a code. */
export interface ShareLinkProbe {
  hospital: string
  hasCode: boolean
  withImages: boolean
  kind: ShareLinkKind
}

/** One row of the share statistics (a day or a modality). */
export interface ShareStatsRow {
  /** `yyyy-MM-dd` for a day, the modality code for a modality. */
  key: string
  /** Links created in the period. */
  issued: number
  /** Of those, links opened at least once. */
  viewed: number
  /** Successful openings in the period (of any link). */
  views: number
}

/** `GET api/shareLinks/statistics?from=&to=&kind=`: issued, viewed, views and the viewed rate, by day and by modality. */
export interface ShareStatsDto {
  from: string
  to: string
  issued: number
  viewed: number
  views: number
  /** viewed / issued, 0..1; null when nothing was issued. */
  viewedRate: number | null
  byDay: ShareStatsRow[]
  byModality: ShareStatsRow[]
}
