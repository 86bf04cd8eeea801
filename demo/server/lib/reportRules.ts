import { HttpError } from './errors'
import { has, type Principal } from './auth'
import { REPORT_FAMILIES, familyOf, reportPermission, type ReportAction, type ReportFamily } from '../../../src/core/report/reportFamily'

export { familyOf, reportPermission, REPORT_FAMILIES, type ReportAction, type ReportFamily }

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
