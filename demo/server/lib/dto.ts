import type { Audited } from '../../../src/core/contract/api'

/** Audit columns as stored. */
export interface AuditRow {
  create_by: string | null
  update_by: string | null
  create_time: string | null
  update_time: string | null
}

/** SQL select list of the audit columns of table alias `a`. */
export function auditColumns(a: string): string {
  return `${a}.create_by, ${a}.update_by, ${a}.create_time, ${a}.update_time`
}

/** null → undefined, so JSON omits the field (eladmin's writer omits nulls). */
export function opt<T>(value: T | null): T | undefined {
  return value === null ? undefined : value
}

/** The wire audit fields of a row. */
export function audit(row: AuditRow): Audited {
  return {
    createBy: opt(row.create_by),
    updateBy: opt(row.update_by),
    createTime: opt(row.create_time),
    updateTime: opt(row.update_time),
  }
}
