import { HttpError } from './errors'
import { has, type Principal } from './auth'

/** The permission family of a report: the department that reads the exam's modality. */
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
 */
export function familyOf(modality: string): ReportFamily {
  return FAMILY_OF_MODALITY[modality.toUpperCase()] ?? 'report'
}

/** The permission string of an action on reports of a modality (`ultrasonic:audit` for an ultrasound sign-off). */
export function reportPermission(modality: string, action: ReportAction): string {
  return `${familyOf(modality)}:${action}`
}

/** Every family's permission for an action: who may call the endpoint at all (the record decides the rest). */
export function anyFamily(action: ReportAction): [string, ...string[]] {
  return [`report:${action}`, ...REPORT_FAMILIES.slice(1).map((family) => `${family}:${action}`)]
}

/** Whether the caller holds the action's permission for reports of this modality. */
export function mayReport(principal: Principal | null, modality: string, action: ReportAction): boolean {
  return has(principal, reportPermission(modality, action))
}

/** Refuses with 403 naming the permission when the caller does not hold it for this modality. */
export function requireReport(principal: Principal, modality: string, action: ReportAction): void {
  if (!mayReport(principal, modality, action)) {
    throw new HttpError(403, 'report.familyForbidden', { params: { permission: reportPermission(modality, action), modality } })
  }
}
