import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    deploy: {
      title: '部署管理',
      name: '部署',
      fields: {
        app: '应用',
        servers: '服务器',
        createTime: '创建日期',
      },
      filters: {
        appName: '应用名称',
        createTime: '创建日期',
      },
      upload: '上传并部署 {{name}}',
      start: '启动 {{name}}',
      stop: '停止 {{name}}',
      status: '查询 {{name}} 的状态',
      rollback: '还原 {{name}}',
      uploadTitle: '一键部署：{{name}}',
      file: '安装包（.zip 或 .tar.gz）',
      uploadHint: '将停止应用、备份部署目录、解压安装包并执行启动脚本；下方日志实时显示每一步。',
      deployButton: '部署',
      uploading: '上传中…',
      uploaded: '安装包 {{file}} 已上传，正在部署',
      started: '{{name}} 的启动脚本已执行',
      startFailed: '{{name}} 启动失败，请查看日志',
      stopped: '{{name}} 已停止',
      running: '{{name}} 正在 {{ip}} 上运行',
      notRunning: '{{name}} 未在 {{ip}} 上运行',
      rollbackTitle: '系统还原：{{name}}',
      rollbackHint: '重新部署所选记录的安装包；下方日志实时显示每一步。',
      rollbackList: '历史部署',
      rollbackEntry: '{{date}} · {{ip}} · {{user}}',
      rollbackButton: '还原',
      noHistory: '没有可还原的部署记录。',
      rollbackStarted: '正在还原到 {{date}}',
      close: '关闭',
      log: {
        title: '部署日志',
        clear: '清空日志',
        empty: '暂无消息：部署、启动、停止或查询状态时，每一步都会显示在这里。',
        connecting: '连接中…',
        open: '已连接',
        retrying: '重新连接中…',
        refused: '未连接：请重新登录',
        closed: '已关闭',
        error: '错误',
      },
    },
  },
}

export default messages
