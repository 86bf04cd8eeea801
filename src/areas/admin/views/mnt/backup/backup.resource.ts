import type { BackupDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { backupActions, sizeCell } from './backupActions'

/**
 * The backups of the contract server's database (`api/backup`, 运维管理 › 数据库备份): "Add" makes a consistent online
 * backup with an optional note; each row downloads its file or restores the database from it after the file name is
 * typed again; delete removes backups with their files.
 */
export const backupResource: ResourceView<BackupDto> = {
  name: 'backup',
  endpoint: 'api/backup',
  permissions: {
    list: ['admin', 'backup:list'],
    add: ['admin', 'backup:add'],
    del: ['admin', 'backup:del'],
  },
  defaultSort: ['id,desc'],
  download: false,
  filters: [
    { name: 'blurry', kind: 'blurry', width: 16 },
    { name: 'createTime', kind: 'dateRange' },
  ],
  columns: [
    { field: 'fileName', width: 260 },
    { field: 'size', sortable: true, width: 100, align: 'end' },
    { field: 'note' },
    { field: 'createBy', sortable: true, width: 110 },
    { field: 'createTime', format: 'datetime', sortable: true, width: 150 },
    { field: 'restoredTime', format: 'datetime', width: 150 },
  ],
  cells: { size: sizeCell },
  form: {
    defaults: { note: '' },
    toBody: (values) => ({ note: typeof values.note === 'string' && values.note !== '' ? values.note : null }),
    fields: [{ name: 'note', kind: 'textarea', maxLength: 200 }],
    size: 'small',
  },
  rowName: (backup) => backup.fileName,
  rowActions: backupActions,
  rowActionsWidth: 70,
}
