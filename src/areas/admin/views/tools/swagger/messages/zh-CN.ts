import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  swagger: {
    title: '接口文档',
    required: '必填',
    anonymous: '任何人',
    authenticated: '任何已登录用户',
    permission: '权限',
    parameters: '参数',
    none: '无',
    requestBody: '请求体',
    response: '响应 {{status}}',
    errors: '错误：{{codes}}（契约错误体）',
    tryIt: '在线调试',
    badJson: '请求体不是有效的 JSON：{{message}}',
    binary: '文件，{{size}} 字节（{{type}}）',
    body: '请求体（JSON）',
    sending: '发送中…',
    send: '发送',
    multipart: '上传接口请在各自的页面中调试。',
    result: '响应',
    noStatus: '没有响应',
    status: '状态 {{status}}',
    time: '{{ms}} 毫秒',
    loadFailed: '无法加载接口文档：{{message}}',
    loading: '正在加载接口文档…',
    count: '共 {{count}} 个接口，{{tags}} 个分组',
    search: '搜索接口',
    searchPlaceholder: '路径、方法、说明或分组',
    matches: '匹配 {{count}} 个接口',
    noMatch: '没有匹配的接口',
  },
}

export default messages
