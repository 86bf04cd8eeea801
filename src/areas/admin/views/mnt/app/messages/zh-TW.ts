import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    app: {
      title: '應用管理',
      name: '應用',
      fields: {
        name: '應用名稱',
        port: '連接埠',
        uploadPath: '上傳目錄',
        deployPath: '部署目錄',
        backupPath: '備份目錄',
        startScript: '啟動腳本',
        deployScript: '部署腳本',
        createTime: '建立日期',
      },
      filters: {
        name: '應用名稱',
        createTime: '建立日期',
      },
      help: {
        folder: '須位於伺服端部署目錄（<資料目錄>/deploy/）之下，相對路徑從該目錄起算',
        startScript: '在部署目錄中執行且須結束：服務請放到背景執行（nohup … > app.log 2>&1 &）。可用 $APP_NAME、$APP_PORT、$DEPLOY_PATH',
        deployScript: '可選：解壓後、啟動腳本前在部署目錄中執行',
      },
    },
  },
}

export default messages
