import { useDict } from './useDict'

/**
 * The label of a dictionary value (`true` → 启用); the value itself while the dictionary loads or when it has no
 * such entry.
 *
 * @example
 * <DictLabel dict="job_status" value={String(row.enabled)} />
 */
export function DictLabel({ dict, value }: { dict: string; value: unknown }) {
  const { labels } = useDict(dict)
  const key = value === undefined || value === null ? '' : String(value)
  return labels[key] ?? key
}
