/**
 * Cloud films and report links (issue 14): about thirty share links over the last month — active, expired and revoked,
 * with and without access codes and images — each with its access log (successful openings, wrong codes, attempts
 * after expiry or revocation). Tokens, codes and times come from a seeded stream, so every run makes the same rows.
 */
import { hashAccessCode } from '../../lib/shareLinks'
import { formatDateTime, HOUR, MINUTE } from '../../lib/time'
import type { Db } from '../db'
import { mulberry32 } from './prng'

const DAY = 24 * HOUR
const VALIDITY = [HOUR, DAY, 7 * DAY, 30 * DAY] as const
const CREATORS = ['王晓燕', '系统管理员', '李建国'] as const
const AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
] as const

/** How many links the seed makes. */
export const SEEDED_SHARE_LINKS = 30

/** Seeds the share links and their access logs from the exams with a signed report (after the exams). */
export function seedShareLinks(db: Db, now: number): void {
  const exams = db.prepare(`SELECT e.id, s.id AS studyId FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id
      LEFT JOIN pacs_study s ON s.exam_id = e.id
    WHERE r.state IN ('final', 'corrected') ORDER BY e.id`).all() as { id: number; studyId: number | null }[]
  if (exams.length === 0) return
  const random = mulberry32(0x5eed_c10d)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const bytes = (n: number): Buffer => Buffer.from(Array.from({ length: n }, () => Math.floor(random() * 256)))
  const insertLink = db.prepare(`INSERT INTO ris_share_link (token, kind, exam_id, with_images, code_hash, expires_at, revoked_at, revoked_by,
      created_by, created_at, view_count, last_viewed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const insertAccess = db.prepare('INSERT INTO ris_share_access (link_id, time, ip, user_agent, outcome) VALUES (?, ?, ?, ?, ?)')
  for (let i = 0; i < SEEDED_SHARE_LINKS; i++) {
    const exam = exams[Math.floor((i * exams.length) / SEEDED_SHARE_LINKS)] as { id: number; studyId: number | null }
    const kind = i % 3 === 0 ? 'report' : 'film'
    const withImages = kind === 'film' && exam.studyId !== null && random() < 0.8
    const hasCode = kind === 'film' && random() < 0.5
    const code = String(Math.floor(random() * 1_000_000)).padStart(6, '0')
    // Spread over the last 30 days; one link in three a 30-day film from the last 25 days (mostly still active).
    const longFilm = i % 3 === 1
    const created = now - Math.floor(random() * (longFilm ? 25 : 30) * DAY) - HOUR
    const validity = kind === 'report' ? 7 * DAY : longFilm ? 30 * DAY : pick(VALIDITY)
    const expires = created + validity
    const revoked = i % 7 === 3 ? created + Math.floor(random() * Math.min(validity, now - created)) : null
    const end = Math.min(now, expires, revoked ?? Number.POSITIVE_INFINITY)
    const ip = `10.${20 + (i % 5)}.${Math.floor(random() * 200)}.${1 + Math.floor(random() * 250)}`
    const agent = pick(AGENTS)
    // Openings within the link's life (some links are never opened), a wrong code now and then, and a late visit or two.
    const opens = random() < 0.25 ? 0 : 1 + Math.floor(random() * 5)
    const events: { time: number; outcome: 'ok' | 'wrong-code' | 'expired' | 'revoked' }[] = []
    for (let k = 0; k < opens; k++) {
      const time = created + Math.floor(random() * Math.max(1, end - created))
      if (hasCode && random() < 0.3) events.push({ time: Math.max(created, time - MINUTE), outcome: 'wrong-code' })
      events.push({ time, outcome: 'ok' })
    }
    if (revoked !== null && revoked + HOUR < now) events.push({ time: revoked + HOUR, outcome: 'revoked' })
    else if (expires + HOUR < now && random() < 0.5) events.push({ time: expires + HOUR, outcome: 'expired' })
    events.sort((a, b) => a.time - b.time)
    const oks = events.filter((e) => e.outcome === 'ok')
    const id = Number(insertLink.run(
      bytes(32).toString('base64url'), kind, exam.id, withImages ? 1 : 0, hasCode ? hashAccessCode(code, bytes(16)) : null,
      formatDateTime(expires), revoked === null ? null : formatDateTime(revoked), revoked === null ? null : pick(CREATORS),
      pick(CREATORS), formatDateTime(created), oks.length, oks.length ? formatDateTime((oks.at(-1) as { time: number }).time) : null,
    ).lastInsertRowid)
    for (const e of events) insertAccess.run(id, formatDateTime(e.time), ip, agent, e.outcome)
  }
}
