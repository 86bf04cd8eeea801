import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    database: {
      title: '資料庫管理',
      name: '資料庫',
      fields: {
        name: '名稱',
        jdbcUrl: '資料庫檔案（jdbcUrl）',
        userName: '使用者名稱',
        pwd: '密碼',
        hasPassword: '已存密碼',
        createTime: '建立日期',
      },
      filters: {
        blurry: '名稱或檔案',
        createTime: '建立日期',
      },
      jdbcHelp: 'jdbc:sqlite:<檔案> 或檔案路徑，須位於伺服端資料目錄中（相對路徑從該目錄起算）',
      pwdHelp: '加密保存，不再顯示；留空則保留原密碼',
      test: '測試 {{name}} 的連線',
      reachable: '{{name}} 連線成功',
      unreachable: '{{name}} 無法開啟（檔案不存在或不是 SQLite 資料庫）',
      run: '對 {{name}} 執行腳本',
      runTitle: '執行腳本：{{name}}',
      file: '腳本（.sql）',
      runHint: '整個腳本在一個交易中執行：任何一條語句出錯，全部回復。',
      runButton: '執行',
      running: '執行中…',
      succeeded: '執行成功：{{changes}} 列受影響，用時 {{ms}} 毫秒',
      failed: '執行失敗，已全部回復：{{message}}',
      close: '關閉',
    },
  },
}

export default messages
