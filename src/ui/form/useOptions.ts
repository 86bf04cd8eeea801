import { useMemo } from 'react'
import { http } from '../../core/http/http'
import type { OptionDeclaration, OptionsSource } from '../../core/resource/resource.types'
import { useDict } from '../dict/useDict'
import { useT } from '../i18n/useT'
import { useQuery } from '../query/useQuery'
import { fetchQuery } from '../../core/query/query'

/** A choice of a select, radio group or tree select, ready to show. */
export interface Choice {
  value: string
  label: string
  disabled?: boolean
  children?: Choice[]
  /** Children not loaded yet (lazy trees). */
  hasChildren?: boolean
}

function readChoices(items: unknown, source: OptionsSource): Choice[] {
  const list = source.itemsOf ? source.itemsOf(items)
    : Array.isArray(items) ? items : Array.isArray((items as { content?: unknown })?.content) ? (items as { content: unknown[] }).content : []
  if (source.parentField) return nestFlat(list as Record<string, unknown>[], source)
  return list.map((raw) => {
    const item = raw as Record<string, unknown>
    const children = source.children ? item[source.children] : undefined
    return {
      value: String(item[source.value ?? 'id']),
      label: source.format ? source.format(item) : String(item[source.label ?? 'name'] ?? ''),
      disabled: source.disabledWhen?.(item) ?? false,
      ...(Array.isArray(children) && children.length ? { children: readChoices(children, { ...source, itemsOf: undefined }) } : {}),
      ...(source.lazyParam ? { hasChildren: item.hasChildren === true || (typeof item.subCount === 'number' && item.subCount > 0) } : {}),
    }
  })
}

/** A flat list as a tree by each item's parent field; an item whose parent is not in the list is a root. */
function nestFlat(items: readonly Record<string, unknown>[], source: OptionsSource): Choice[] {
  const key = source.value ?? 'id'
  const nodes = new Map<string, Choice>()
  for (const item of items) {
    nodes.set(String(item[key]), { value: String(item[key]), label: String(item[source.label ?? 'name'] ?? ''), disabled: source.disabledWhen?.(item) ?? false })
  }
  const roots: Choice[] = []
  for (const item of items) {
    const node = nodes.get(String(item[key]))!
    const parent = item[source.parentField!]
    const parentNode = parent === undefined || parent === null ? undefined : nodes.get(String(parent))
    if (parentNode) (parentNode.children ??= []).push(node)
    else roots.push(node)
  }
  return roots
}

/** The address of an options source, which is also its cache key. */
export function optionsKey(source: OptionsSource, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries({ ...source.params, ...extra })) params.append(name, String(value))
  const query = params.toString()
  return query ? `${source.url}?${query}` : source.url
}

/**
 * The choices of a field or filter: its dictionary, its fixed options (message keys), or the items of an endpoint
 * (loaded once per page and shared, through the query primitive).
 *
 * @example
 * const { choices, loading } = useOptions({ dict: 'job_status' })
 */
export function useOptions(spec: { dict?: string | undefined; options?: readonly OptionDeclaration[] | undefined; optionsFrom?: OptionsSource | undefined }): {
  choices: Choice[]
  loading: boolean
  /** Why the choices of an endpoint could not be read (a backend without that call answers 404), or null. */
  error: string | null
} {
  const t = useT()
  const dict = useDict(spec.dict)
  const source = spec.optionsFrom
  const remote = useQuery(source ? optionsKey(source) : null, (key) => http.get<unknown>(key), { staleMs: 30_000 })
  const choices = useMemo(() => {
    if (spec.dict) return dict.entries.map((entry) => ({ value: String(entry.value), label: entry.label }))
    if (spec.options) return spec.options.map((option) => ({ value: option.value, label: t(option.label) }))
    if (source && remote.data !== undefined) return readChoices(remote.data, source)
    return []
  }, [spec.dict, spec.options, source, dict.entries, remote.data, t])
  const error = source && remote.error ? (remote.error instanceof Error ? remote.error.message : String(remote.error)) : null
  return { choices, loading: spec.dict ? dict.loading : source ? remote.loading : false, error }
}

/**
 * Loads the children of a lazy tree node (`<url>?<lazyParam>=<value>`).
 *
 * @example
 * const children = await loadChildChoices(deptSource, '3')
 */
export async function loadChildChoices(source: OptionsSource, value: string): Promise<Choice[]> {
  if (!source.lazyParam) return []
  const key = optionsKey(source, { [source.lazyParam]: value })
  return readChoices(await fetchQuery(key, (k) => http.get<unknown>(k), 30_000), source)
}
