import type { Shape } from '../../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    errorLog: {
      title: '异常日志',
      name: '异常',
      fields: {
        username: '用户名',
        requestIp: 'IP',
        address: 'IP来源',
        description: '描述',
        path: '请求路径',
        browser: '浏览器',
        createTime: '创建日期',
      },
      filters: {
        blurry: '用户名、描述、IP、请求或参数',
        createTime: '创建日期',
      },
    },
  },
}

export default messages
