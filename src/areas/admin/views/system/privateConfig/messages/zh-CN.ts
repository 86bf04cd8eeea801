import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    privateConfig: {
      title: '私有配置',
      name: '配置',
      fields: {
        meaning: '配置项',
        configType: '类型',
        configPath: '路径',
        configValue: '值',
        comment: '备注',
        updateTime: '更新时间',
      },
      filters: {
        configTypes: '类型（逗号分隔）',
        configPaths: '路径（逗号分隔）',
      },
      typeHelp: '配置分组，如 page',
      pathHelp: '作用对象，如看图方式为 navbar，默认页面为 /',
      valueHelp: '看图方式为 WEB 或 CLIENT；默认页面为控制台路径，如 /dashboard',
      known: {
        picView: '看图方式：{{value}}',
        web: '浏览器看图（WEB）',
        client: '客户端看图（CLIENT）',
        defaultPage: '登录后的默认页面',
        other: '视图自己的配置',
      },
    },
  },
}

export default messages
