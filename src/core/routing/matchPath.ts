/**
 * Matches a path against a route pattern with `:name` parameters (and a trailing `*` for the rest); returns the
 * parameters, or null. Kept here so the routing rules stay framework-free and testable.
 *
 * @example
 * matchPath('/sys-tools/generator/config/:tableName', '/sys-tools/generator/config/sys_user') // { tableName: 'sys_user' }
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = []
  const source = pattern
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        const rest = part.endsWith('*')
        names.push(part.slice(1).replace(/\*$/, ''))
        return rest ? '(.*)' : '([^/]+)'
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  const match = new RegExp(`^${source}/?$`).exec(path)
  if (!match) return null
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]))
}
