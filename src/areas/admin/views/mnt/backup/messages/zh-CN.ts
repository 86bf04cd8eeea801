import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    backup: {
      title: '数据库备份',
      name: '备份',
      fields: {
        fileName: '文件',
        size: '大小',
        note: '备注',
        createBy: '创建者',
        createTime: '创建时间',
        restoredTime: '最近恢复',
      },
      filters: {
        blurry: '文件、备注或创建者',
        createTime: '创建时间',
      },
    },
  },
  backup: {
    download: '下载 {{name}}',
    restore: '恢复 {{name}}',
    restoreTitle: '从 {{name}} 恢复数据库',
    restoreWarning: '数据库的全部记录将被替换为该备份（创建于 {{time}}）中的数据。会话、备份列表和操作日志保持不变；恢复前会先自动备份当前数据。',
    typeLabel: '请输入文件名 {{name}} 以确认',
    restoreButton: '恢复',
    cancel: '取消',
    restored: '已从 {{name}} 恢复；恢复前的数据已备份为 {{safety}}',
    restoring: '正在恢复…',
    bytes: '{{value}} B',
    kib: '{{value}} KiB',
    mib: '{{value}} MiB',
    gib: '{{value}} GiB',
  },
}

export default messages
