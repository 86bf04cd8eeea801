import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    backup: {
      title: '資料庫備份',
      name: '備份',
      fields: {
        fileName: '檔案',
        size: '大小',
        note: '備註',
        createBy: '建立者',
        createTime: '建立時間',
        restoredTime: '最近還原',
      },
      filters: {
        blurry: '檔案、備註或建立者',
        createTime: '建立時間',
      },
    },
  },
  backup: {
    download: '下載 {{name}}',
    restore: '還原 {{name}}',
    restoreTitle: '從 {{name}} 還原資料庫',
    restoreWarning: '資料庫的全部記錄將被替換為該備份（建立於 {{time}}）中的資料。工作階段、備份清單和操作日誌保持不變；還原前會先自動備份目前資料。',
    typeLabel: '請輸入檔名 {{name}} 以確認',
    restoreButton: '還原',
    cancel: '取消',
    restored: '已從 {{name}} 還原；還原前的資料已備份為 {{safety}}',
    restoring: '正在還原…',
    bytes: '{{value}} B',
    kib: '{{value}} KiB',
    mib: '{{value}} MiB',
    gib: '{{value}} GiB',
  },
}

export default messages
