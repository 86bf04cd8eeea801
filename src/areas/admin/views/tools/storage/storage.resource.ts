import type { LocalStorageDto, S3ObjectDto } from '../../../../../core/contract'
import type { OptionDeclaration } from '../../../../../core/resource/resource.types'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'

/** eladmin's file categories as the server writes them, with their words. */
export const FILE_TYPES: readonly OptionDeclaration[] = [
  { value: '图片', label: 'storage.types.image' },
  { value: '文档', label: 'storage.types.document' },
  { value: '音乐', label: 'storage.types.music' },
  { value: '视频', label: 'storage.types.video' },
  { value: '其他', label: 'storage.types.other' },
]

/** Local storage (eladmin `tools/storage/local`): files uploaded into the server's data folder. */
export const localStorageResource: ResourceView<LocalStorageDto> = {
  name: 'localStorage',
  endpoint: 'api/localStorage',
  // Adding is the upload button (a file, not a form); the dialog only renames.
  permissions: {
    list: ['admin', 'storage:list'],
    edit: ['admin', 'storage:edit'],
    del: ['admin', 'storage:del'],
  },
  download: false,
  filters: [
    { name: 'blurry', kind: 'blurry', width: 16 },
    { name: 'type', kind: 'select', options: FILE_TYPES },
    { name: 'createTime', kind: 'dateRange' },
  ],
  columns: [
    { field: 'preview', width: 72 },
    { field: 'name', sortable: true },
    { field: 'suffix', sortable: true, width: 80 },
    { field: 'type', options: FILE_TYPES, sortable: true, width: 80 },
    { field: 'sizeText', sortable: 'size', width: 100, align: 'end' },
    { field: 'createBy', width: 110 },
    { field: 'createTime', format: 'datetime', sortable: true, width: 150 },
  ],
  form: {
    defaults: { name: '' },
    fromRow: (file) => ({ id: file.id, name: file.name }),
    toBody: (values) => ({ id: values.id, name: values.name }),
    fields: [{ name: 'name', kind: 'text', required: true, maxLength: 200 }],
    size: 'small',
  },
  rowName: (file) => file.name,
  rowActionsWidth: 40,
}

/** Object storage (eladmin's 七牛云存储 tab, S3 in its current version): the bucket's objects, by key. */
export const s3StorageResource: ResourceView<S3ObjectDto> = {
  name: 's3Storage',
  endpoint: 'api/s3Storage',
  idField: 'key',
  permissions: {
    list: ['admin', 'storage:list'],
    del: ['admin', 'storage:del'],
  },
  download: false,
  defaultSort: ['key,asc'],
  filters: [{ name: 'prefix', kind: 'text', width: 16 }],
  columns: [
    { field: 'key', sortable: true },
    { field: 'type', options: FILE_TYPES, width: 80 },
    { field: 'sizeText', sortable: 'size', width: 100, align: 'end' },
    { field: 'lastModified', format: 'datetime', sortable: true, width: 150 },
  ],
  rowName: (object) => object.key,
  rowActionsWidth: 40,
}
