import type { MenuNode } from '../contract'
import { isExternal } from '../validators/validators'

/** One step of a breadcrumb trail. */
export interface Crumb {
  title: string
  /** `menus.<name>` — the translated title when a locale has one, else `title`. */
  titleKey?: string
  /** Where the crumb links, when it is a page. */
  path?: string
}

/**
 * A navigable route built from the server's menu tree: the full path, what renders it and how the shell shows it.
 */
export interface RouteRecord {
  /** Full path (`/registrations/his`); a pattern when it has parameters (`/sys-tools/generator/config/:tableName`). */
  path: string
  /** The menu's component name (`RegistrationsHis`); `reportWrite` routes never become tabs. */
  name: string
  title: string
  titleKey?: string
  icon?: string
  /** The view component name (`registrations/his`). */
  component: string
  hidden: boolean
  noCache: boolean
  affix: boolean
  breadcrumb: Crumb[]
}

/** A sidebar entry: a page, a directory with children, or an external link. */
export interface MenuEntry {
  key: string
  title: string
  titleKey?: string
  icon?: string
  /** Full path, or the external URL. */
  path: string
  external: boolean
  children: MenuEntry[]
}

function join(parent: string, child: string): string {
  if (isExternal(child)) return child
  if (child.startsWith('/')) return child
  if (child === 'index' || child === '') return parent || '/'
  return `${parent.replace(/\/$/, '')}/${child}`
}

function titleOf(node: MenuNode): { title: string; titleKey?: string } {
  const title = node.meta?.title ?? node.name ?? node.path
  return node.name ? { title, titleKey: `menus.${node.name}` } : { title }
}

/**
 * Flattens the menu tree into the routes the console can open: every node with a view component, at its full path,
 * with its breadcrumb trail. Layout and ParentView levels only contribute their path and crumb.
 *
 * @example
 * buildRoutes(tree).find((r) => r.path === '/registrations/his')?.component // 'registrations/his'
 */
export function buildRoutes(tree: readonly MenuNode[]): RouteRecord[] {
  const routes: RouteRecord[] = []
  const walk = (nodes: readonly MenuNode[], parentPath: string, trail: Crumb[]) => {
    for (const node of nodes) {
      const path = join(parentPath, node.path)
      if (isExternal(path)) continue
      const { title, titleKey } = titleOf(node)
      // A Layout wrapper around a single top-level page has no meta of its own: it adds nothing to the trail.
      const ownCrumb: Crumb | null = node.meta ? { title, ...(titleKey ? { titleKey } : {}) } : null
      const isView = !!node.component && node.component !== 'Layout' && node.component !== 'ParentView'
      const crumbs = ownCrumb ? [...trail, isView ? { ...ownCrumb, path } : ownCrumb] : trail
      if (isView && node.component) {
        routes.push({
          path,
          name: node.name ?? path,
          title,
          ...(titleKey ? { titleKey } : {}),
          ...(node.meta?.icon ? { icon: node.meta.icon } : {}),
          component: node.component,
          hidden: node.hidden,
          noCache: node.meta?.noCache ?? true,
          affix: false,
          breadcrumb: crumbs,
        })
      }
      if (node.children?.length) walk(node.children, path, crumbs)
    }
  }
  walk(tree, '', [])
  return routes
}

/**
 * The sidebar's tree: hidden nodes removed, full paths, external links kept as such. A directory with exactly one
 * visible child is shown as that child (unless the server set `alwaysShow`), as eladmin's sidebar does.
 *
 * @example
 * buildMenu(tree)[0]?.children.map((c) => c.title)
 */
export function buildMenu(tree: readonly MenuNode[]): MenuEntry[] {
  const walk = (nodes: readonly MenuNode[], parentPath: string): MenuEntry[] =>
    nodes
      .filter((node) => !node.hidden)
      .map((node): MenuEntry | null => {
        const path = join(parentPath, node.path)
        const children = node.children ? walk(node.children, path) : []
        if (!node.meta && children.length === 1 && children[0]) return children[0]
        if (children.length === 1 && children[0] && !node.alwaysShow && node.component === 'Layout') return children[0]
        const { title, titleKey } = titleOf(node)
        const isDirectory = node.component === 'Layout' || node.component === 'ParentView' || (node.children?.length ?? 0) > 0
        if (isDirectory && children.length === 0) return null
        return {
          key: node.name ?? path,
          title,
          ...(titleKey ? { titleKey } : {}),
          ...(node.meta?.icon ? { icon: node.meta.icon } : {}),
          path,
          external: isExternal(path),
          children,
        }
      })
      .filter((entry): entry is MenuEntry => entry !== null)
  return walk(tree, '')
}

/**
 * Where /loginDefaultFistPage goes: the first menu's first child, or the first menu's own path when it has no
 * children (SPEC §2). Null when the user has no menu at all.
 *
 * @example
 * firstMenuPath(tree) // '/dashboard'
 */
export function firstMenuPath(tree: readonly MenuNode[]): string | null {
  const first = tree.find((node) => !node.hidden && !isExternal(node.path))
  if (!first) return null
  const top = join('', first.path)
  const child = first.children?.find((c) => !c.hidden && !isExternal(c.path))
  return child ? join(top, child.path) : top
}
