/** Why a resident ID number was refused (message keys `registration.idCard.<reason>`). */
export type ResidentIdProblem = 'format' | 'birthDate' | 'checkDigit'

/** What an 18-digit Chinese resident ID number says about its holder. */
export interface ResidentId {
  /** `yyyy-MM-dd`. */
  birthDate: string
  /** `男` or `女` (the `gender` dictionary's values): the 17th digit, odd for men. */
  gender: '男' | '女'
  /** The six-digit administrative division code of the place of registration. */
  region: string
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const

/**
 * The check character of the first 17 digits of a resident ID (GB 11643-1999, ISO 7064 MOD 11-2).
 *
 * @example
 * residentIdCheck('11010519491231002') // 'X'
 */
export function residentIdCheck(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] as number)
  return '10X98765432'[sum % 11] as string
}

/**
 * Reads an 18-digit resident ID number (GB 11643-1999): its birth date must be a real day not after `today`, and
 * its check character must match. Lower-case x is accepted.
 *
 * @example
 * parseResidentId('11010519491231002X', '2026-11-23') // { ok: true, value: { birthDate: '1949-12-31', gender: '女', region: '110105' } }
 * parseResidentId('110105194912310021', '2026-11-23') // { ok: false, problem: 'checkDigit' }
 */
export function parseResidentId(text: string, today: string): { ok: true; value: ResidentId } | { ok: false; problem: ResidentIdProblem } {
  const id = text.trim().toUpperCase()
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return { ok: false, problem: 'format' }
  const birthDate = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`
  if (!isCalendarDay(birthDate) || birthDate > today || birthDate < '1900-01-01') return { ok: false, problem: 'birthDate' }
  if (residentIdCheck(id.slice(0, 17)) !== id[17]) return { ok: false, problem: 'checkDigit' }
  return { ok: true, value: { birthDate, gender: Number(id[16]) % 2 === 1 ? '男' : '女', region: id.slice(0, 6) } }
}

/** Whether `yyyy-MM-dd` is a day of the calendar (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const [y, m, d] = text.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}
