import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    database: {
      title: '数据库管理',
      name: '数据库',
      fields: {
        name: '名称',
        jdbcUrl: '数据库文件（jdbcUrl）',
        userName: '用户名',
        pwd: '密码',
        hasPassword: '已存密码',
        createTime: '创建日期',
      },
      filters: {
        blurry: '名称或文件',
        createTime: '创建日期',
      },
      jdbcHelp: 'jdbc:sqlite:<文件> 或文件路径，须位于服务端数据目录中（相对路径从该目录起算）',
      pwdHelp: '加密保存，不再显示；留空则保留原密码',
      test: '测试 {{name}} 的连接',
      reachable: '{{name}} 连接成功',
      unreachable: '{{name}} 无法打开（文件不存在或不是 SQLite 数据库）',
      run: '对 {{name}} 执行脚本',
      runTitle: '执行脚本：{{name}}',
      file: '脚本（.sql）',
      runHint: '整个脚本在一个事务中执行：任何一条语句出错，全部回滚。',
      runButton: '执行',
      running: '执行中…',
      succeeded: '执行成功：{{changes}} 行受影响，用时 {{ms}} 毫秒',
      failed: '执行失败，已全部回滚：{{message}}',
      close: '关闭',
    },
  },
}

export default messages
