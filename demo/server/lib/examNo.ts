import type { Db } from '../db/db'
import { HttpError } from './errors'
import { examNoFormatOf } from './hospitalSettings'

/** The format used when none is set: modality, day, three-digit sequence (`CT20261123007`). */
export { DEFAULT_EXAM_NO_FORMAT } from './hospitalSettings'

const TOKEN = /\{(modality|yyyyMMdd|yyMMdd|yyyy|yy|MM|dd|seq:(\d))\}/g

/**
 * Checks an exam-number format: exactly one `{seq:N}` (N 1–9), only known tokens (`{modality}`, `{yyyyMMdd}`,
 * `{yyMMdd}`, `{yyyy}`, `{yy}`, `{MM}`, `{dd}`), letters, digits and `-` around them, and at most 16 characters once
 * rendered (the DICOM accession number's SH limit). Returns a message key, or null.
 *
 * @example
 * examNoFormatProblem('{modality}{yyyyMMdd}{seq:3}') // null
 */
export function examNoFormatProblem(format: string): 'registration.examNoFormat.seq' | 'registration.examNoFormat.token' | 'registration.examNoFormat.length' | null {
  const seqs = [...format.matchAll(/\{seq:(\d)\}/g)]
  if (seqs.length !== 1 || Number(seqs[0]?.[1]) < 1) return 'registration.examNoFormat.seq'
  if (!/^[A-Za-z0-9-]*$/.test(format.replace(TOKEN, ''))) return 'registration.examNoFormat.token'
  if (renderExamNo(format, 'MMMM', new Date(2026, 0, 1), 0).length > 16) return 'registration.examNoFormat.length'
  return null
}

/** Renders the format for a modality and moment, with the sequence number `seq` (or a text in its place). */
export function renderExamNo(format: string, modality: string, at: Date, seq: number | string): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const yyyy = String(at.getFullYear())
  const parts: Record<string, string> = {
    modality, yyyy, yy: yyyy.slice(2), MM: pad(at.getMonth() + 1), dd: pad(at.getDate()),
  }
  parts.yyyyMMdd = `${parts.yyyy}${parts.MM}${parts.dd}`
  parts.yyMMdd = `${parts.yy}${parts.MM}${parts.dd}`
  return format.replace(TOKEN, (_all, name: string, width?: string) => (width ? (typeof seq === 'string' ? seq : String(seq).padStart(Number(width), '0')) : parts[name] as string))
}

/** The format in force for a modality, or the hospital's without one (the hospital settings, lib/hospitalSettings). */
export function examNoFormat(db: Db, modality?: string): string {
  return examNoFormatOf(db, modality)
}

/** The last sequence given under a prefix (the format rendered with `#` for the sequence), from the table or the exams. */
function lastOfPrefix(db: Db, prefix: string, width: number): number {
  const row = db.prepare('SELECT last FROM ris_exam_no_seq WHERE prefix = ?').get(prefix) as { last: number } | undefined
  if (row) return row.last
  const pattern = prefix.replace('#', '_'.repeat(width))
  const at0 = prefix.indexOf('#')
  const numbers = db.prepare('SELECT exam_no AS n FROM ris_exam WHERE exam_no LIKE ?').all(pattern) as { n: string }[]
  return numbers.reduce((max, { n }) => Math.max(max, Number(n.slice(at0, at0 + width)) || 0), 0)
}

/**
 * The number `format` would give a modality next at a moment, without giving it (the configuration's preview).
 *
 * @example
 * peekExamNo(db, 'US', new Date(), 'US-{yyMMdd}-{seq:4}') // 'US-261123-0043'
 */
export function peekExamNo(db: Db, modality: string, at: Date, format: string): string {
  const width = Number(/\{seq:(\d)\}/.exec(format)?.[1] ?? 3)
  const prefix = renderExamNo(format, modality, at, '#')
  return renderExamNo(format, modality, at, lastOfPrefix(db, prefix, width) + 1)
}

/**
 * The next exam number for a modality at a moment: the format rendered with the next sequence of its prefix (the
 * format rendered without the sequence). A prefix seen for the first time continues after the highest number already
 * in the exam table, so numbers given before the sequence table existed are never given again. Call inside the
 * registration's transaction.
 *
 * @example
 * nextExamNo(db, 'US', new Date()) // 'US20261123042'
 */
export function nextExamNo(db: Db, modality: string, at: Date): string {
  const format = examNoFormat(db, modality)
  const width = Number(/\{seq:(\d)\}/.exec(format)?.[1] ?? 3)
  const prefix = renderExamNo(format, modality, at, '#')
  const next = lastOfPrefix(db, prefix, width) + 1
  if (String(next).length > width) throw new HttpError(409, 'registration.examNoExhausted', { params: { prefix: prefix.replace('#', '') } })
  db.prepare('INSERT INTO ris_exam_no_seq (prefix, last) VALUES (?, ?) ON CONFLICT(prefix) DO UPDATE SET last = excluded.last').run(prefix, next)
  return renderExamNo(format, modality, at, next)
}
