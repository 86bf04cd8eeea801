import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    deploy: {
      title: '部署管理',
      name: '部署',
      fields: {
        app: '應用',
        servers: '伺服器',
        createTime: '建立日期',
      },
      filters: {
        appName: '應用名稱',
        createTime: '建立日期',
      },
      upload: '上傳並部署 {{name}}',
      start: '啟動 {{name}}',
      stop: '停止 {{name}}',
      status: '查詢 {{name}} 的狀態',
      rollback: '還原 {{name}}',
      uploadTitle: '一鍵部署：{{name}}',
      file: '安裝包（.zip 或 .tar.gz）',
      uploadHint: '將停止應用、備份部署目錄、解壓安裝包並執行啟動腳本；下方日誌即時顯示每一步。',
      deployButton: '部署',
      uploading: '上傳中…',
      uploaded: '安裝包 {{file}} 已上傳，正在部署',
      started: '{{name}} 的啟動腳本已執行',
      startFailed: '{{name}} 啟動失敗，請查看日誌',
      stopped: '{{name}} 已停止',
      running: '{{name}} 正在 {{ip}} 上執行',
      notRunning: '{{name}} 未在 {{ip}} 上執行',
      rollbackTitle: '系統還原：{{name}}',
      rollbackHint: '重新部署所選記錄的安裝包；下方日誌即時顯示每一步。',
      rollbackList: '歷史部署',
      rollbackEntry: '{{date}} · {{ip}} · {{user}}',
      rollbackButton: '還原',
      noHistory: '沒有可還原的部署記錄。',
      rollbackStarted: '正在還原到 {{date}}',
      close: '關閉',
      log: {
        title: '部署日誌',
        clear: '清空日誌',
        empty: '暫無訊息：部署、啟動、停止或查詢狀態時，每一步都會顯示在這裡。',
        connecting: '連線中…',
        open: '已連線',
        retrying: '重新連線中…',
        refused: '未連線：請重新登入',
        closed: '已關閉',
        error: '錯誤',
      },
    },
  },
}

export default messages
