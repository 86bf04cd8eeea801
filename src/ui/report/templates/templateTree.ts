import type { TemplateNode, TemplateScope } from '../../../core/contract/template'

/**
 * The query key of the tree (`api/template/tree?modality=US`): the picker, the maintenance views and the report editor
 * share its answer, and invalidate it after a change.
 *
 * @example
 * useQuery(templateTreeKey('US'), (key) => http.get<TemplateNode[]>(key))
 */
export function templateTreeKey(modality?: string): string {
  return modality ? `api/template/tree?modality=${encodeURIComponent(modality)}` : 'api/template/tree'
}

/** The three roots of the template tree, in the order shown. */
export const TEMPLATE_SCOPES: readonly TemplateScope[] = ['public', 'dept', 'personal']

/** The tree value of a scope's root (`scope:public`); a node's value is its id as text. */
export const scopeValue = (scope: TemplateScope): string => `scope:${scope}`

/** One row of the tree as drawn: a scope root (`node` null) or a node, with where it sits. */
export interface TemplateTreeRow {
  value: string
  node: TemplateNode | null
  scope: TemplateScope
  parent: string | undefined
  depth: number
  /** 1-based place among its siblings, and how many siblings there are (ARIA). */
  position: number
  siblings: number
  hasChildren: boolean
}

/** The template tree built from the flat list: children of each value in order. */
export interface TemplateTreeModel {
  byId: ReadonlyMap<number, TemplateNode>
  /** Children of a value (a scope root's value, or a node id as text), in the tree's order. */
  childrenOf(value: string): readonly TemplateNode[]
  /** The value of a node's parent (its folder, or its scope's root). */
  parentOf(node: TemplateNode): string
}

/**
 * Builds the tree of `GET api/template/tree`'s flat list: each node under its folder, or under its scope's root when
 * it has none — or when its folder is not in the list (a modality filter left the folder out) — siblings by `sort`.
 *
 * @example
 * const model = buildTemplateTree(nodes); model.childrenOf('scope:public')
 */
export function buildTemplateTree(nodes: readonly TemplateNode[]): TemplateTreeModel {
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const parentOf = (node: TemplateNode) =>
    node.parentId !== null && byId.get(node.parentId)?.kind === 'folder' ? String(node.parentId) : scopeValue(node.scope)
  const children = new Map<string, TemplateNode[]>()
  for (const node of nodes) {
    const key = parentOf(node)
    let list = children.get(key)
    if (!list) children.set(key, (list = []))
    list.push(node)
  }
  for (const list of children.values()) list.sort((a, b) => a.sort - b.sort || a.id - b.id)
  return { byId, childrenOf: (value) => children.get(value) ?? [], parentOf }
}

/**
 * The rows to draw: the three roots and, below each open row, its children — or, while searching (`kept` holds the
 * matching ids), the matches with the folders above them, all open.
 *
 * @example
 * visibleRows(model, new Set(['scope:public']), null)
 */
export function visibleRows(model: TemplateTreeModel, open: ReadonlySet<string>, kept: ReadonlySet<number> | null): TemplateTreeRow[] {
  const rows: TemplateTreeRow[] = []
  let keep: Set<number> | null = null
  if (kept) {
    keep = new Set<number>()
    for (const id of kept) {
      for (let node = model.byId.get(id); node && !keep.has(node.id); ) {
        keep.add(node.id)
        const parent = model.parentOf(node)
        node = parent.startsWith('scope:') ? undefined : model.byId.get(Number(parent))
      }
    }
  }
  const walk = (value: string, scope: TemplateScope, depth: number) => {
    const list = model.childrenOf(value).filter((n) => !keep || keep.has(n.id))
    list.forEach((node, i) => {
      const id = String(node.id)
      const hasChildren = model.childrenOf(id).length > 0
      rows.push({ value: id, node, scope, parent: value, depth, position: i + 1, siblings: list.length, hasChildren })
      if (hasChildren && (keep || open.has(id))) walk(id, scope, depth + 1)
    })
  }
  TEMPLATE_SCOPES.forEach((scope, i) => {
    const value = scopeValue(scope)
    const hasChildren = model.childrenOf(value).length > 0
    rows.push({ value, node: null, scope, parent: undefined, depth: 0, position: i + 1, siblings: TEMPLATE_SCOPES.length, hasChildren })
    if (keep || open.has(value)) walk(value, scope, 1)
  })
  return rows
}
