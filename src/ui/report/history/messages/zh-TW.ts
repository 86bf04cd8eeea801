import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  reportParts: {
    history: {
      title: '修訂歷程',
      actions: {
        save: '儲存',
        submit: '送出',
        audit: '審核通過',
        reject: '退回',
        addendum: '補充報告',
        print: '列印',
        void: '作廢',
        takeover: '接管',
      },
      version: '第 {{version}} 版',
      by: '{{operator}} · {{time}}',
      reason: '原因：{{reason}}',
      compare: '版本比較',
      timeline: '時間軸',
      to: '較新版本',
      option: '第 {{version}} 版 · {{action}} · {{operator}} · {{time}}',
      findings: '檢查所見',
      impression: '診斷意見',
      inserted: '插入',
      deleted: '刪除',
      noChange: '無變更',
      empty: '尚無修訂紀錄',
      loading: '正在載入修訂歷程…',
      loadFailed: '無法載入修訂歷程：{{message}}',
      single: '目前只有一個版本，無可比較',
      legend: '刪除的文字帶刪除線，插入的文字帶底線。',
      before: '較早：第 {{version}} 版（{{action}}）',
      after: '較新：第 {{version}} 版（{{action}}）',
      from: '較早版本',
    },
  },
}

export default messages
