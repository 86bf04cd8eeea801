import { pinyin } from 'pinyin-pro'
import type { TemplateNode, TemplateScope } from '../../../src/core/contract/template'
import type { Db } from '../db/db'
import { has, type Principal } from './auth'
import { audit, type AuditRow } from './dto'
import { HttpError } from './errors'

/**
 * The pinyin initials of a template name, lower case, for search: a Chinese character gives the first letter of its
 * reading, Latin letters and digits stay (so `NT` and `BI-RADS` are found by what a physician types), the rest goes.
 *
 * @example
 * nameInitials('早孕超声') // 'zycs'
 * nameInitials('NT 11–13+6周') // 'nt11136z'
 */
export function nameInitials(name: string): string {
  return pinyin(name, { pattern: 'first', toneType: 'none', type: 'all' })
    .map((part) => (part.isZh ? part.first : part.origin))
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** A template row as stored. */
export interface TemplateRowDb extends AuditRow {
  id: number
  parent_id: number | null
  kind: 'folder' | 'template'
  scope: TemplateScope
  owner_id: number | null
  dept_id: number | null
  modality: string | null
  body_part: string | null
  name: string
  initials: string
  findings: string
  impression: string
  recommendation: string
  sort: number
  version: number
}

/** Columns of {@link TemplateRowDb} from alias `t`. */
export const TEMPLATE_COLUMNS = `t.id, t.parent_id, t.kind, t.scope, t.owner_id, t.dept_id, t.modality, t.body_part, t.name, t.initials,
  t.findings, t.impression, t.recommendation, t.sort, t.version, t.create_by, t.update_by, t.create_time, t.update_time`

/** The caller's department (null when the account has none). */
export function deptOf(db: Db, userId: number): number | null {
  return (db.prepare('SELECT dept_id AS d FROM sys_user WHERE id = ?').get(userId) as { d: number | null } | undefined)?.d ?? null
}

/**
 * The SQL condition (alias `t`) of the nodes the caller sees: every public node, his department's (every department's
 * for an administrator, who maintains them) and his own personal ones — nobody sees another user's personal nodes.
 */
export function visibleWhere(principal: Principal, dept: number | null): { sql: string; args: unknown[] } {
  if (principal.isAdmin) return { sql: "(t.scope <> 'personal' OR t.owner_id = ?)", args: [principal.userId] }
  return { sql: "(t.scope = 'public' OR (t.scope = 'dept' AND t.dept_id = ?) OR (t.scope = 'personal' AND t.owner_id = ?))", args: [dept ?? -1, principal.userId] }
}

/** The template-maintenance action a change of a shared node needs. */
export type TemplateAction = 'add' | 'edit' | 'del'

/**
 * Whether the caller may change nodes of a scope: a personal node only its owner; a public node whoever holds
 * `template:<action>`; a department's node whoever holds it and belongs to that department (an administrator any).
 */
export function mayChange(principal: Principal, dept: number | null, node: { scope: TemplateScope; owner_id: number | null; dept_id: number | null }, action: TemplateAction): boolean {
  if (node.scope === 'personal') return node.owner_id === principal.userId
  if (!has(principal, `template:${action}`)) return false
  return node.scope === 'public' || principal.isAdmin || node.dept_id === dept
}

/** Refuses with 403 when {@link mayChange} says no. */
export function requireChange(principal: Principal, dept: number | null, node: Parameters<typeof mayChange>[2], action: TemplateAction): void {
  if (!mayChange(principal, dept, node, action)) throw new HttpError(403, 'template.forbidden')
}

/** The wire form of a node; `editable` says whether the caller may change it. */
export function toTemplateNode(row: TemplateRowDb, editable: boolean): TemplateNode {
  return {
    id: row.id,
    parentId: row.parent_id,
    kind: row.kind,
    scope: row.scope,
    ownerId: row.owner_id,
    deptId: row.dept_id,
    modality: row.modality,
    bodyPart: row.body_part,
    name: row.name,
    pinyin: row.initials,
    findings: row.findings,
    impression: row.impression,
    recommendation: row.recommendation,
    sort: row.sort,
    version: row.version,
    editable,
    ...audit(row),
  }
}
