import type { DictDetail } from '../../core/contract'
import { dictLabelMap, getDicts } from '../../core/dicts/dicts'
import { useQuery } from '../query/useQuery'

/** A dictionary as views use it: its entries in order, and value → label. */
export interface DictView {
  entries: readonly DictDetail[]
  labels: Readonly<Record<string, string>>
  loading: boolean
}

const none: readonly DictDetail[] = []

/**
 * Reads a dictionary through the page's dictionary cache (loaded once per page; per name on a backend without
 * `dictDetail/map/all`), as a `dict:<name>` query, so editing a dictionary refreshes every view showing it. Values are
 * strings, as on the wire.
 *
 * @example
 * const { entries, labels } = useDict('job_status'); labels['true'] // '启用'
 */
export function useDict(name: string | undefined): DictView {
  const { data, loading } = useQuery(name ? `dict:${name}` : null, (key) => getDicts([key.slice(5)]).then((dicts) => dicts[key.slice(5)] ?? []))
  const entries = data ?? none
  return { entries, labels: dictLabelMap(entries), loading: name ? loading || data === undefined : false }
}
