import { routePath } from '../../../../ui/element/navigate'

/** The console path of the template list. */
export const TEMPLATE_LIST_PATH = '/infoManage/reportTemplate'

/**
 * The console path of a template's edit page; without an id, a new template (optionally in a folder and scope).
 *
 * @example
 * templateEditPath(12) // '/infoManage/reportTemplateEdit?id=12'
 */
export function templateEditPath(id?: number, where: { scope?: string; parentId?: number | null } = {}): string {
  return routePath('/infoManage/reportTemplateEdit', { id, scope: where.scope, parentId: where.parentId ?? undefined })
}
