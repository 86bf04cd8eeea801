import type { LocalStorageDto } from '../../../../../core/contract'
import type { ResourceDeclaration } from '../../../../../core/resource/resource.types'

/**
 * The picture host (eladmin `tools/picture`) is the local storage's images: the same records, files and permissions,
 * listed 24 to a page, newest first.
 */
export const pictureResource: ResourceDeclaration<LocalStorageDto> = {
  name: 'picture',
  endpoint: 'api/localStorage',
  params: { type: '图片' },
  permissions: {
    list: ['admin', 'storage:list'],
    del: ['admin', 'storage:del'],
  },
  pageSizes: [12, 24, 48, 96],
  defaultPageSize: 24,
  defaultSort: ['id,desc'],
  download: false,
  columns: [{ field: 'name' }],
}
