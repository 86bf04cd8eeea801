/**
 * Who sees a report template: everybody (`public`, 公共), the physicians of one department (`dept`, 科室), or its
 * owner alone (`personal`, 个人).
 */
export type TemplateScope = 'public' | 'dept' | 'personal'

/** A node of the template tree: a folder, or a template (a leaf). */
export type TemplateKind = 'folder' | 'template'

/**
 * One node of the report-template tree (`GET api/template/tree` lists them flat; `parentId` builds the tree, null at
 * the root of its scope). Texts are plain text with newlines, the editor turns them into paragraphs. A text may hold
 * pick-lists, `{{左|右}}`: the editor offers a choice between the options, the first preselected.
 */
export interface TemplateNode {
  id: number
  parentId: number | null
  kind: TemplateKind
  scope: TemplateScope
  /** The owner of a personal node, else null. */
  ownerId: number | null
  /** The department of a `dept` node, else null. */
  deptId: number | null
  /** The modality the template is written for (`US`, `CT` …); null for any. */
  modality: string | null
  bodyPart: string | null
  name: string
  /** Pinyin initials of the name, lower case, for search (`zyzs` for 早孕超声). */
  pinyin: string
  findings: string
  impression: string
  recommendation: string
  sort: number
  version: number
  /** Whether the caller may change or delete the node (its scope's permission, or its owner). */
  editable: boolean
  createBy?: string
  updateBy?: string
  createTime?: string
  updateTime?: string
}

/**
 * A row of the template list (`GET api/template`, paged): a template with the name of the folder it is in.
 */
export interface TemplateRow extends TemplateNode {
  folder: string | null
}

/** The body of `POST api/template`. */
export interface TemplateCreateBody {
  parentId?: number | null
  kind: TemplateKind
  scope: TemplateScope
  /** A `dept` node's department; the caller's own when absent. */
  deptId?: number | null
  modality?: string | null
  bodyPart?: string | null
  name: string
  findings?: string
  impression?: string
  recommendation?: string
}

/** The body of `PUT api/template`: what changes, and the version the change was made on (409 when stale). */
export interface TemplateUpdateBody {
  id: number
  version: number
  name: string
  modality?: string | null
  bodyPart?: string | null
  findings?: string
  impression?: string
  recommendation?: string
}

/** The body of `PUT api/template/move`: the node's new parent (null: the root of its scope) and place among its siblings. */
export interface TemplateMoveBody {
  id: number
  parentId: number | null
  index: number
}

/** A node of an exported tree: no ids or scope, so it can be imported anywhere. */
export interface TemplateExportNode {
  kind: TemplateKind
  name: string
  modality?: string | null
  bodyPart?: string | null
  findings?: string
  impression?: string
  recommendation?: string
  children?: TemplateExportNode[]
}

/** The JSON file of `GET api/template/export` and `POST api/template/import`. */
export interface TemplateExport {
  format: 'clinic-report-templates'
  version: 1
  nodes: TemplateExportNode[]
}

/** The body of `POST api/template/import`: where the exported nodes go. */
export interface TemplateImportBody {
  /** A folder to import into; null for the root of `scope`. */
  parentId: number | null
  scope: TemplateScope
  deptId?: number | null
  data: TemplateExport
}

/** A personal phrase (常用语) of the signed-in user (`api/phrase`). */
export interface PhraseDto {
  id: number
  text: string
  sort: number
}
