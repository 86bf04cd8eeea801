import type { CacheKeyDto } from '../../../../../core/contract'
import { invalidate } from '../../../../../core/query/query'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { keySizeCell, truncationNote, ttlCell, valueAction } from './cacheCells'

/**
 * The keys of the cache (`api/cache/keys`): searched by pattern (SCAN on the server), with type, time to live and size;
 * each value can be viewed, and keys deleted (cache:del) after a confirmation. A key is its own id.
 */
export const cacheKeyResource: ResourceView<CacheKeyDto> = {
  name: 'cacheKey',
  endpoint: 'api/cache/keys',
  idField: 'key',
  permissions: {
    list: ['admin', 'cache:list'],
    del: ['admin', 'cache:del'],
  },
  download: false,
  defaultPageSize: 20,
  filters: [{ name: 'pattern', kind: 'text', width: 28 }],
  columns: [
    { field: 'key' },
    { field: 'type', width: 90 },
    { field: 'ttl', width: 140 },
    { field: 'size', width: 110, align: 'end' },
  ],
  cells: { ttl: ttlCell, size: keySizeCell },
  rowActions: valueAction,
  rowActionsWidth: 40,
  toolbar: truncationNote,
  rowName: (row) => row.key,
  // The figures above the list (key count, memory) change with it.
  afterChange: () => invalidate(['api/cache']),
}
