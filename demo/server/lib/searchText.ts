import type { Db } from '../db/db'

/**
 * Pinyin initials of a name's pinyin, as a registrar types them to find a patient.
 *
 * @example
 * pinyinInitials('LIN XIAO WEN') // 'LXW'
 */
export function pinyinInitials(pinyin: string | null | undefined): string {
  return (pinyin ?? '').trim().split(/\s+/).filter(Boolean).map((syllable) => syllable[0]).join('').toUpperCase()
}

/**
 * What the worklists' trigram index holds for one exam: its numbers, the name, the pinyin without spaces and its
 * initials, separated so that no trigram spans two of them.
 *
 * @example
 * searchText('US20251123001', '林晓雯', 'LIN XIAO WEN', 'P2025…', null, 'SQ…') // 'US20251123001|林晓雯|LINXIAOWEN|LXW|P2025…|SQ…'
 */
export function searchText(examNo: string, name: string, pinyin: string | null, patientId: string, hisPatientId: string | null, applyNo: string | null): string {
  return [examNo, name, (pinyin ?? '').replace(/\s+/g, '').toUpperCase(), pinyinInitials(pinyin), patientId, hisPatientId ?? '', applyNo ?? '']
    .filter(Boolean).join('|')
}

/**
 * Registers the SQL functions the schema's triggers call (migration 012): every connection that writes exams or
 * patients needs them, so migrate() registers them before anything else.
 */
export function registerSqlFunctions(db: Db): void {
  db.function('clinic_initials', { deterministic: true }, (pinyin: unknown) => pinyinInitials(typeof pinyin === 'string' ? pinyin : ''))
  db.function('clinic_search_text', { deterministic: true }, (examNo: unknown, name: unknown, pinyin: unknown, patientId: unknown, hisId: unknown, applyNo: unknown) =>
    searchText(String(examNo ?? ''), String(name ?? ''), typeof pinyin === 'string' ? pinyin : null, String(patientId ?? ''),
      typeof hisId === 'string' ? hisId : null, typeof applyNo === 'string' ? applyNo : null))
}

/**
 * The trigram index's MATCH expression for a typed text: one quoted phrase (so `-`, `*` or quotes in an exam number are
 * text, not query syntax), upper-cased like the pinyin it holds; null when shorter than a trigram.
 */
export function trigramPhrase(text: string): string | null {
  const compact = text.replace(/\s+/g, '')
  if ([...compact].length < 3) return null
  return `"${compact.toUpperCase().replaceAll('"', '""')}"`
}
