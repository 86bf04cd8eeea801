import type { UserConfig } from '../../../../../core/contract'
import { loadUserConfig } from '../../../../../core/userConfig/userConfig'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { meaningCell } from './meaningCell'

/**
 * Private settings (`system/privateConfig`): the signed-in user's own settings as rows — where images open (WEB or
 * CLIENT), the default page, and whatever else a view stores per user. Everybody sees only their own rows (the server
 * answers nobody else's); a change applies at once to the console.
 */
export const privateConfigResource: ResourceView<UserConfig> = {
  name: 'privateConfig',
  endpoint: 'api/userConfig',
  listEndpoint: 'api/userConfig/all/own',
  paged: false,
  clientSort: true,
  defaultSort: ['configType,asc', 'configPath,asc'],
  download: false,
  permissions: {
    list: ['admin', 'privateConfig:list'],
    add: ['admin', 'privateConfig:edit'],
    edit: ['admin', 'privateConfig:edit'],
    del: ['admin', 'privateConfig:edit'],
  },
  filters: [
    { name: 'configTypes', kind: 'text', width: 12 },
    { name: 'configPaths', kind: 'text', width: 12 },
  ],
  columns: [
    { field: 'meaning', width: 200 },
    { field: 'configType', width: 110, sortable: true },
    { field: 'configPath', width: 140, sortable: true },
    { field: 'configValue' },
    { field: 'comment', width: 140 },
    { field: 'updateTime', format: 'datetime', width: 150, sortable: true },
  ],
  cells: { meaning: meaningCell },
  form: {
    defaults: { configType: 'page', configPath: '', configValue: '', comment: '' },
    toBody: (values, mode) => ({
      ...(mode === 'edit' ? { id: values.id } : {}),
      configType: String(values.configType).trim(),
      configPath: String(values.configPath).trim(),
      configValue: String(values.configValue),
      comment: values.comment || null,
    }),
    fields: [
      { name: 'configType', kind: 'text', required: true, maxLength: 50, help: 'resources.privateConfig.typeHelp' },
      { name: 'configPath', kind: 'text', required: true, maxLength: 255, help: 'resources.privateConfig.pathHelp' },
      { name: 'configValue', kind: 'textarea', required: true, maxLength: 2000, help: 'resources.privateConfig.valueHelp' },
      { name: 'comment', kind: 'text', maxLength: 255 },
    ],
  },
  rowName: (config) => `${config.configType} ${config.configPath}`,
  afterChange: () => void loadUserConfig(),
}
