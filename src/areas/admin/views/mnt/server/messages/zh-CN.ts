import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    serverDeploy: {
      title: '服务器',
      name: '服务器',
      fields: {
        name: '名称',
        ip: 'IP 地址',
        port: '端口',
        account: '账号',
        password: '密码',
        hasPassword: '已存密码',
        createTime: '创建日期',
      },
      filters: {
        blurry: '名称、地址或账号',
        createTime: '创建日期',
      },
      passwordHelp: '加密保存，不再显示；留空则保留原密码',
      ipRule: '请输入 IP 地址或主机名',
      test: '测试 {{name}} 的连接',
      reachable: '{{name}}（{{ip}}:{{port}}）连接成功',
      unreachable: '{{name}}（{{ip}}:{{port}}）连接失败（已尝试 3 秒）',
    },
  },
}

export default messages
