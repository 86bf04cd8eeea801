import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    log: {
      title: '操作日志',
      name: '日志',
      fields: {
        username: '用户名',
        requestIp: 'IP',
        address: 'IP来源',
        description: '描述',
        browser: '浏览器',
        time: '请求耗时（毫秒）',
        createTime: '创建日期',
      },
      filters: {
        blurry: '用户名、描述、IP、请求或参数',
        createTime: '创建日期',
      },
    },
    logDetail: {
      show: '查看 {{name}} 的详情',
      title: '操作：{{name}}',
      errorTitle: '异常：{{name}}',
      user: '用户',
      request: '请求',
      params: '参数',
      exception: '异常详情',
      none: '无',
      loading: '正在加载异常详情…',
      failed: '异常详情加载失败。',
      copy: '复制异常详情',
      copied: '已复制。',
      copyFailed: '无法复制，请选中文本后手动复制。',
      close: '关闭',
    },
    logClear: {
      button: '清空',
      title: '清空日志',
      confirmInfo: '确定删除全部操作日志吗？此操作不能撤销；清空本身会被记录。',
      confirmError: '确定删除全部异常日志吗？此操作不能撤销。',
      cleared: '已清空',
    },
  },
}

export default messages
