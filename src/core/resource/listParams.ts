import type { QueryValue } from '../http/http'
import type { ResourceDeclaration } from './resource.types'

/** What a list shows: 0-based page, page size, sort (`field,dir`, repeatable) and the applied filters. */
export interface ListParams {
  page: number
  size: number
  sort: readonly string[]
  filters: Readonly<Record<string, string | readonly string[] | undefined>>
}

/**
 * The query of a list call on eladmin's wire: `page` (0-based) and `size` unless the endpoint answers everything at
 * once, `sort=f,dir` repeated, each filter by its name (a range as the same name twice), empty filters left out.
 *
 * @example
 * listQuery(jobResource, { page: 0, size: 10, sort: ['jobSort,asc'], filters: { name: '医' } })
 * // { page: 0, size: 10, sort: ['jobSort,asc'], name: '医' }
 */
export function listQuery(declaration: ResourceDeclaration<never>, params: ListParams): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = { ...declaration.params }
  if (declaration.paged !== false) {
    query.page = params.page
    query.size = params.size
  }
  if (params.sort.length) query.sort = [...params.sort]
  for (const [name, value] of Object.entries(params.filters)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.every((v) => v === ''))) continue
    query[name] = typeof value === 'string' ? value : [...value]
  }
  return query
}

/**
 * The request address of a list, which is also its cache key: the endpoint with its query in a stable order.
 *
 * @example
 * listKey('api/job', { page: 0, size: 10 }) // 'api/job?page=0&size=10'
 */
export function listKey(endpoint: string, query: Record<string, QueryValue>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item))
    else search.append(name, String(value))
  }
  const text = search.toString()
  return text ? `${endpoint}?${text}` : endpoint
}
