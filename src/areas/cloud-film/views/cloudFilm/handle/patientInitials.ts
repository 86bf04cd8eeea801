/**
 * What a printed slip says of the patient: the first character of a Chinese (or other CJK) name and a star for each
 * other one (`王晓燕` → `王**`), the initials of a name in letters (`Ana María López` → `A. M. L.`).
 */
export function patientInitials(name: string): string {
  const trimmed = name.trim()
  if (/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u.test(trimmed)) {
    const chars = [...trimmed.replace(/\s+/g, '')]
    return chars.length === 0 ? '' : `${chars[0]}${'*'.repeat(chars.length - 1)}`
  }
  return trimmed.split(/\s+/).filter(Boolean).map((word) => `${[...word][0]!.toUpperCase()}.`).join(' ')
}
