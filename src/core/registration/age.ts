import { isCalendarDay } from './residentId'

/** eladmin's age units: years, months, weeks, days (the DICOM AS value's unit). */
export type AgeUnit = 'Y' | 'M' | 'W' | 'D'

/** An age as a registration records it. */
export interface Age {
  age: number
  unit: AgeUnit
}

const DAY_MS = 86_400_000

function utc(text: string): Date {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d))
}

function ymd(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (both `yyyy-MM-dd`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to).getTime() - utc(from).getTime()) / DAY_MS)
}

/** `yyyy-MM-dd` plus `days` (may be negative). */
export function addDays(day: string, days: number): string {
  return ymd(new Date(utc(day).getTime() + days * DAY_MS))
}

function wholeMonths(birth: Date, at: Date): number {
  let months = (at.getUTCFullYear() - birth.getUTCFullYear()) * 12 + at.getUTCMonth() - birth.getUTCMonth()
  if (at.getUTCDate() < birth.getUTCDate()) months--
  return months
}

/**
 * The age on `today` of someone born on `birthDate`, in the unit a registration desk uses: years from one year
 * on, months from one month, weeks from two weeks, days below (a newborn's age in days, as the DICOM AS value
 * would carry it). Null for a birth date that is not a day or lies in the future.
 *
 * @example
 * ageFromBirth('1994-06-30', '2026-11-23') // { age: 32, unit: 'Y' }
 * ageFromBirth('2026-11-20', '2026-11-23') // { age: 3, unit: 'D' }
 */
export function ageFromBirth(birthDate: string, today: string): Age | null {
  if (!isCalendarDay(birthDate) || birthDate > today) return null
  const months = wholeMonths(utc(birthDate), utc(today))
  if (months >= 12) return { age: Math.floor(months / 12), unit: 'Y' }
  if (months >= 1) return { age: months, unit: 'M' }
  const days = daysBetween(birthDate, today)
  if (days >= 14) return { age: Math.floor(days / 7), unit: 'W' }
  return { age: days, unit: 'D' }
}

/**
 * The birth date an age stands for on `today` (the day `age` units ago: the estimate a desk records when the
 * patient knows only an age). Null for an age outside 0..150 years.
 *
 * @example
 * birthFromAge({ age: 32, unit: 'Y' }, '2026-11-23') // '1994-11-23'
 * birthFromAge({ age: 3, unit: 'W' }, '2026-11-23')  // '2026-11-02'
 */
export function birthFromAge({ age, unit }: Age, today: string): string | null {
  if (!Number.isInteger(age) || age < 0) return null
  const date = utc(today)
  switch (unit) {
    case 'Y':
      if (age > 150) return null
      date.setUTCFullYear(date.getUTCFullYear() - age)
      break
    case 'M':
      if (age > 1800) return null
      date.setUTCMonth(date.getUTCMonth() - age)
      break
    case 'W':
      if (age > 7800) return null
      return addDays(today, -7 * age)
    case 'D':
      if (age > 54_750) return null
      return addDays(today, -age)
  }
  return ymd(date)
}
