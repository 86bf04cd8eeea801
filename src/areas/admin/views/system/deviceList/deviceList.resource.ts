import type { DeviceDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'

/**
 * Devices (`system/deviceList`): each machine of a modality with its DICOM AE title (at most 16 printable ASCII
 * characters, no backslash), room, network address (SPEC §5's IP rule) and port, and status (in service,
 * maintenance, out of service — only devices in service are offered at registration).
 */
export const deviceListResource: ResourceView<DeviceDto> = {
  name: 'deviceList',
  endpoint: 'api/device',
  permissions: {
    list: ['admin', 'device:list'],
    add: ['admin', 'device:add'],
    edit: ['admin', 'device:edit'],
    del: ['admin', 'device:del'],
  },
  dicts: ['device_status'],
  filters: [
    { name: 'blurry', kind: 'blurry', width: 16 },
    { name: 'modalityId', kind: 'select', optionsFrom: { url: 'api/modality/own/all', label: 'name' } },
    { name: 'status', kind: 'select', dict: 'device_status' },
  ],
  columns: [
    { field: 'name', width: 200, sortable: true },
    { field: 'aeTitle', width: 110, sortable: true },
    { field: 'modality', value: (device) => device.modality.code, width: 80 },
    { field: 'room', width: 170 },
    { field: 'ip', width: 120 },
    { field: 'port', width: 70, align: 'end' },
    { field: 'status', dict: 'device_status', width: 90 },
    { field: 'description', hidden: true },
    { field: 'createTime', format: 'datetime', width: 150, sortable: true, hidden: true },
  ],
  form: {
    defaults: { name: '', aeTitle: '', modalityId: null, room: '', ip: '', port: 104, status: '1', description: '' },
    fromRow: (device) => ({
      id: device.id,
      name: device.name,
      aeTitle: device.aeTitle,
      modalityId: String(device.modality.id),
      room: device.room ?? '',
      ip: device.ip ?? '',
      port: device.port ?? null,
      status: device.status,
      description: device.description ?? '',
    }),
    toBody: (values, mode) => ({
      ...(mode === 'edit' ? { id: values.id } : {}),
      name: values.name,
      aeTitle: String(values.aeTitle).trim(),
      modality: { id: Number(values.modalityId) },
      room: values.room || null,
      ip: values.ip || null,
      port: values.port === '' || values.port === null || values.port === undefined ? null : Number(values.port),
      status: values.status,
      description: values.description || null,
    }),
    fields: [
      { name: 'name', kind: 'text', required: true, maxLength: 100 },
      {
        name: 'aeTitle',
        kind: 'text',
        required: true,
        maxLength: 16,
        help: 'resources.deviceList.aeTitleHelp',
        rules: [{ kind: 'pattern', pattern: /^(?=.*\S)[\x20-\x5b\x5d-\x7e]{1,16}$/, message: 'resources.deviceList.aeTitleFormat' }],
      },
      { name: 'modalityId', label: 'resources.deviceList.fields.modality', kind: 'select', required: true, optionsFrom: { url: 'api/modality/own/all', label: 'name' } },
      { name: 'room', kind: 'text', maxLength: 100 },
      { name: 'ip', kind: 'text', maxLength: 15, rules: [{ kind: 'ip' }] },
      { name: 'port', kind: 'number', min: 1, max: 65535 },
      { name: 'status', kind: 'radio', dict: 'device_status', required: true },
      { name: 'description', kind: 'textarea', maxLength: 255, wide: true },
    ],
    columns: 2,
    size: 'medium',
  },
  rowName: (device) => device.name,
}
