const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A local time as the wire writes it (`yyyy-MM-dd HH:mm:ss`, eladmin's date format).
 *
 * @example
 * toWireDateTime(new Date(2025, 2, 20, 9, 41, 7)) // '2025-03-20 09:41:07'
 */
export function toWireDateTime(date: Date): string {
  return `${toWireDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

/**
 * A local date as the wire writes it (`yyyy-MM-dd`).
 *
 * @example
 * toWireDate(new Date(2025, 2, 20)) // '2025-03-20'
 */
export function toWireDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * A wire time (`yyyy-MM-dd HH:mm:ss`) to the minute, as reports and lists show it; empty for none.
 *
 * @example
 * toMinute('2025-03-20 09:41:07') // '2025-03-20 09:41'
 */
export function toMinute(time: string | null | undefined): string {
  if (!time) return ''
  return /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(time) ? time.slice(0, 16).replace('T', ' ') : time
}

/**
 * Reads a wire date or time (`yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`) as a local time; null when it is not one or
 * names an impossible day (`2026-02-31`).
 *
 * @example
 * parseWireDate('2025-03-20')?.getDate() // 20
 */
export function parseWireDate(text: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text ?? '')
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[]
  const date = new Date(year!, month! - 1, day!, hour!, minute!, second!)
  return date.getFullYear() === year && date.getMonth() === month! - 1 && date.getDate() === day ? date : null
}
