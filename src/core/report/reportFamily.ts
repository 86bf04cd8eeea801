/**
 * Report permission families (the security issue's rule, one table for the server and the client): the department
 * that reads an exam's modality decides the permission a report operation needs — `ultrasonic:audit` to sign off an
 * ultrasound report, `report:write` to write a CT report.
 */
export type ReportFamily = 'report' | 'ultrasonic' | 'ecg' | 'es' | 'pis'

/** What a report operation needs, within its family. */
export type ReportAction = 'write' | 'audit' | 'void' | 'addendum' | 'takeover'

export const REPORT_FAMILIES: readonly ReportFamily[] = ['report', 'ultrasonic', 'ecg', 'es', 'pis']

const FAMILY_OF_MODALITY: Record<string, ReportFamily> = {
  CT: 'report', MR: 'report', DR: 'report', DX: 'report', CR: 'report', MG: 'report',
  US: 'ultrasonic', ECG: 'ecg', ES: 'es', PIS: 'pis',
}

/**
 * The family of a modality (CT, MR, DR/DX/CR, MG → `report`; US → `ultrasonic`; ECG → `ecg`; ES → `es`; PIS →
 * `pis`). A modality this table does not know belongs to imaging (`report`), the family with the strictest readers.
 *
 * @example
 * familyOf('US') // 'ultrasonic'
 */
export function familyOf(modality: string): ReportFamily {
  return FAMILY_OF_MODALITY[modality.toUpperCase()] ?? 'report'
}

/**
 * The permission string of an action on reports of a modality.
 *
 * @example
 * reportPermission('US', 'audit') // 'ultrasonic:audit'
 */
export function reportPermission(modality: string, action: ReportAction): string {
  return `${familyOf(modality)}:${action}`
}
