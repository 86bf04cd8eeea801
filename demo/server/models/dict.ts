import type { DictDetail } from '../../../src/core/contract/dict'
import { audit, auditColumns, type AuditRow } from '../lib/dto'

/** A `sys_dict_detail` row. */
export interface DictDetailRow extends AuditRow {
  id: number
  dict_id: number
  label: string
  value: string
  dict_sort: number
}

/** Select list of {@link DictDetailRow} for alias `dd`. */
export const DETAIL_COLUMNS = `dd.id, dd.dict_id, dd.label, dd.value, dd.dict_sort, ${auditColumns('dd')}`

/** The wire form of an entry. */
export function toDictDetail(row: DictDetailRow): DictDetail {
  return { id: row.id, dict: { id: row.dict_id }, label: row.label, value: row.value, dictSort: row.dict_sort, ...audit(row) }
}
