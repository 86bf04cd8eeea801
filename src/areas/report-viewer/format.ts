import type { ExamDto, ReportCaptureRef } from '../../core/contract'
import { t } from '../../core/i18n/i18n'

/**
 * A contract time (`yyyy-MM-dd HH:mm:ss`) to the minute, as reports print it; empty for none.
 *
 * @example
 * toMinute('2025-03-20 09:41:07') // '2025-03-20 09:41'
 */
export function toMinute(time: string | null | undefined): string {
  if (!time) return ''
  return /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(time) ? time.slice(0, 16).replace('T', ' ') : time
}

/**
 * Age with its unit in the current locale (`32岁`, `3 mo`).
 *
 * @example
 * formatAge(exam) // '32岁'
 */
export function formatAge(exam: Pick<ExamDto, 'age' | 'ageUnit'>): string {
  if (exam.age === undefined || exam.age === null) return ''
  const unit = ['Y', 'M', 'W', 'D'].includes(exam.ageUnit) ? exam.ageUnit : 'Y'
  return t(`reportViewer.value.age${unit}`, { n: exam.age })
}

/**
 * The sex as the locale says it (the contract sends `男`, `女` or `未知`).
 *
 * @example
 * formatGender('女') // 'Female' in English
 */
export function formatGender(gender: string | undefined): string {
  if (gender === '男' || gender === 'M') return t('reportViewer.value.male')
  if (gender === '女' || gender === 'F') return t('reportViewer.value.female')
  if (gender === '未知' || gender === 'O' || gender === 'U') return t('reportViewer.value.unknown')
  return gender ?? ''
}

/**
 * The visit type label of a `patient_type` value (1 outpatient … 4 emergency).
 *
 * @example
 * formatPatientType('2') // '住院'
 */
export function formatPatientType(value: string | undefined): string {
  return value && /^[1-4]$/.test(value) ? t(`reportViewer.value.patientType${value}`) : (value ?? '')
}

/**
 * Gestational age `23+4` as weeks and days in the locale.
 *
 * @example
 * formatGestation('23+4') // '23周4天'
 */
export function formatGestation(value: string | undefined): string {
  const match = value ? /^(\d{1,2})\+(\d)$/.exec(value) : null
  return match ? t('reportViewer.value.gestation', { weeks: match[1], days: match[2] }) : (value ?? '')
}

/**
 * The caption of a report capture: its number in print order and its site (`Image 2: 胃窦`), or the number alone
 * while it has no site label. Also the image's alternative text.
 *
 * @example
 * captureCaption({ site: '胃窦' }, 2) // 'Image 2: 胃窦'
 */
export function captureCaption(capture: Pick<ReportCaptureRef, 'site'>, n: number): string {
  return capture.site ? t('reportViewer.captures.caption', { n, site: capture.site }) : t('reportViewer.captures.unlabelled', { n })
}
