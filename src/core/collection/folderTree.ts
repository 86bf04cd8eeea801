import type { CollectionFolderDto } from '../contract/collection'

/** A folder in tree order with its depth and its path from the root of its scope (`胸部病例 / 结节随访`). */
export interface FolderEntry {
  folder: CollectionFolderDto
  depth: number
  path: string
}

/** A folder with its sub-folders, as a tree control draws it. */
export interface FolderNode {
  folder: CollectionFolderDto
  children: FolderNode[]
}

/**
 * The flat folder list of `GET api/collection/folder` as trees, keeping the server's order among siblings. A folder
 * whose parent is not in the list (filtered out by scope) becomes a root.
 *
 * @example
 * folderTrees(folders).map((node) => node.folder.name) // ['胸部病例', '急诊病例']
 */
export function folderTrees(folders: readonly CollectionFolderDto[]): FolderNode[] {
  const nodes = new Map(folders.map((folder) => [folder.id, { folder, children: [] as FolderNode[] }]))
  const roots: FolderNode[] = []
  for (const folder of folders) {
    const node = nodes.get(folder.id)!
    const parent = folder.parentId === null ? undefined : nodes.get(folder.parentId)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

/**
 * The folders depth-first, each with its depth and path: the options of a folder picker, indented by depth.
 *
 * @example
 * folderEntries(folders).map((e) => e.path) // ['胸部病例', '胸部病例 / 结节随访', '急诊病例']
 */
export function folderEntries(folders: readonly CollectionFolderDto[]): FolderEntry[] {
  const out: FolderEntry[] = []
  const walk = (nodes: FolderNode[], depth: number, prefix: string) => {
    for (const node of nodes) {
      const path = prefix ? `${prefix} / ${node.folder.name}` : node.folder.name
      out.push({ folder: node.folder, depth, path })
      walk(node.children, depth + 1, path)
    }
  }
  walk(folderTrees(folders), 0, '')
  return out
}
