import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  email: {
    title: '邮件工具',
    loading: '正在读取配置…',
    notConfigured: '尚未配置邮件服务器',
    tabs: {
      label: '邮件工具',
      config: '邮箱配置',
      send: '发送邮件',
      usage: '使用说明',
    },
    config: {
      fields: {
        host: '发件服务器',
        port: '端口',
        security: '连接加密',
        user: '用户名',
        pass: '密码',
        fromUser: '发件人邮箱',
      },
      hostHelp: 'SMTP 服务器地址，如 smtp.hospital.org',
      portHelp: '一般为 465（TLS）、587（STARTTLS）或 25',
      userHelp: '服务器无需登录即可发信时留空',
      passHelp: '加密保存，不再显示；留空则保留已保存的密码',
      security: {
        tls: 'TLS（端口 465）',
        starttls: 'STARTTLS（端口 587）',
        none: '不加密（仅限本机测试服务器）',
      },
      save: '保存配置',
      saved: '邮箱配置已保存',
      firstTime: '请在下方填写医院的 SMTP 服务器。保存之前无法发送邮件。',
      passwordStored: '已保存密码（加密）。',
      updated: '{{by}} 于 {{time}} 修改',
    },
    send: {
      tos: '收件人',
      tosHint: '多个邮箱用逗号分隔',
      tosRequired: '请至少填写一个收件人',
      tosInvalid: '邮箱格式不正确：{{address}}',
      subject: '邮件标题',
      subjectRequired: '请填写邮件标题',
      content: '邮件内容',
      contentRequired: '请填写邮件内容',
      editorLoading: '正在加载编辑器…',
      send: '发送邮件',
      sent: '已发送给 {{count}} 位收件人',
      failed: '发送失败：{{message}}',
      needsServer: '发送邮件需要邮件服务器：请先在“邮箱配置”中填写。',
      configure: '前往配置',
    },
    usage: {
      intro: '本工具通过医院自己的邮件服务器（SMTP）发送邮件。',
      server: '邮箱配置：填写 SMTP 服务器、端口和发件人邮箱。',
      security: '连接加密：端口 465 用 TLS，端口 587 用 STARTTLS；“不加密”仅用于本机测试服务器。',
      password: '密码加密保存在服务器上，不会返回浏览器；留空即保留原密码。',
      send: '发送邮件：多个收件人用逗号分隔，填写标题和带格式的内容（加粗、斜体、列表、链接、标题）。',
      safety: '发送前会去除内容中的脚本、样式和不安全的链接。',
      test: '无法连接邮件服务器时，服务器会在 5 秒后停止尝试并说明原因。',
    },
  },
}

export default messages
