import type { TemplateMoveBody, TemplateNode } from '../../../../../core/contract/template'
import { scopeValue, type TemplateTreeModel, type TemplateTreeRow } from '../../../../../ui/report/templates/templateTree'

/** The folder id a tree value stands for (null for a scope's root). */
const folderIdOf = (value: string): number | null => (value.startsWith('scope:') ? null : Number(value))

/** Whether `id` is `ancestor` or lies somewhere inside it. */
function isWithin(model: TemplateTreeModel, id: number, ancestor: number): boolean {
  for (let node = model.byId.get(id); node; ) {
    if (node.id === ancestor) return true
    const parent = folderIdOf(model.parentOf(node))
    node = parent === null ? undefined : model.byId.get(parent)
  }
  return false
}

/**
 * The move one place up (`-1`) or down (`1`) among the node's siblings, or null at the end of the list. `index` is the
 * place among the siblings without the node, as `PUT api/template/move` reads it.
 *
 * @example
 * moveBy(model, node, -1) // { id: 7, parentId: 3, index: 1 }
 */
export function moveBy(model: TemplateTreeModel, node: TemplateNode, step: -1 | 1): TemplateMoveBody | null {
  const parent = model.parentOf(node)
  const siblings = model.childrenOf(parent)
  const at = siblings.findIndex((n) => n.id === node.id) + step
  if (at < 0 || at >= siblings.length) return null
  return { id: node.id, parentId: folderIdOf(parent), index: at }
}

/** The move into the folder just above the node (at its end), or null when the row above is no folder. */
export function moveInto(model: TemplateTreeModel, node: TemplateNode): TemplateMoveBody | null {
  const siblings = model.childrenOf(model.parentOf(node))
  const above = siblings[siblings.findIndex((n) => n.id === node.id) - 1]
  if (!above || above.kind !== 'folder') return null
  return { id: node.id, parentId: above.id, index: model.childrenOf(String(above.id)).length }
}

/** The move out of the node's folder, just below that folder; null at the root of its scope. */
export function moveOut(model: TemplateTreeModel, node: TemplateNode): TemplateMoveBody | null {
  const parentId = folderIdOf(model.parentOf(node))
  const parent = parentId === null ? undefined : model.byId.get(parentId)
  if (!parent) return null
  const outer = model.parentOf(parent)
  const at = model.childrenOf(outer).findIndex((n) => n.id === parent.id)
  return { id: node.id, parentId: folderIdOf(outer), index: at + 1 }
}

/**
 * The move a drop asks for: into a folder or a scope's root (at the end), or before or after a row among its
 * siblings. Null for a drop that cannot be: onto itself or inside itself, into another scope, or into a template.
 *
 * @example
 * moveByDrop(model, dragged, row, 'before')
 */
export function moveByDrop(model: TemplateTreeModel, dragged: TemplateNode, target: TemplateTreeRow, place: 'before' | 'after' | 'inside'): TemplateMoveBody | null {
  if (target.scope !== dragged.scope) return null
  const without = (value: string) => model.childrenOf(value).filter((n) => n.id !== dragged.id)
  if (target.node === null) return { id: dragged.id, parentId: null, index: without(scopeValue(target.scope)).length }
  const onto = target.node
  if (isWithin(model, onto.id, dragged.id)) return null
  if (place === 'inside') {
    if (onto.kind !== 'folder') return null
    return { id: dragged.id, parentId: onto.id, index: without(String(onto.id)).length }
  }
  const parent = model.parentOf(onto)
  const at = without(parent).findIndex((n) => n.id === onto.id)
  return { id: dragged.id, parentId: folderIdOf(parent), index: place === 'before' ? at : at + 1 }
}
