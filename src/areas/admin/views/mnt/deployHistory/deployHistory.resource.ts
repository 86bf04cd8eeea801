import type { DeployHistoryDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'

/**
 * Every deployment made (eladmin `mnt/deployHistory`, `api/deployHistory`), newest first: which application went to
 * which server, when and by whom, and whether its package is still kept for a roll-back (the deploy view rolls back).
 */
export const deployHistoryResource: ResourceView<DeployHistoryDto> = {
  name: 'deployHistory',
  endpoint: 'api/deployHistory',
  permissions: {
    list: ['admin', 'deployHistory:list'],
    del: ['admin', 'deployHistory:del'],
  },
  download: false,
  defaultSort: ['deployDate,desc'],
  filters: [
    { name: 'blurry', kind: 'blurry', width: 16 },
    { name: 'deployDate', kind: 'dateRange' },
  ],
  columns: [
    { field: 'appName', sortable: true },
    { field: 'ip', sortable: true, width: 140 },
    { field: 'deployDate', format: 'datetime', sortable: true, width: 150 },
    { field: 'deployUser', width: 120 },
    { field: 'restorable', format: 'boolean', width: 110 },
  ],
  rowName: (history) => `${history.appName} ${history.deployDate}`,
}
