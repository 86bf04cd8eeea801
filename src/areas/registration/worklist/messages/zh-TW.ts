import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  registration: {
    worklist: {
      today: {
        label: '今日',
        registered: '登記 {{count}}',
        waiting: '待檢 {{count}}',
        inRoom: '檢查中 {{count}}',
        examined: '已檢查 {{count}}',
        reported: '已報告 {{count}}',
      },
      fields: {
        reason: '原因',
      },
      actions: {
        checkIn: '報到 {{name}}',
        call: '叫號 {{name}}',
        start: '開始檢查 {{name}}',
        finish: '完成檢查 {{name}}',
        sendBack: '退回登記 {{name}}',
        cancel: '取消 {{name}}',
        void: '作廢 {{name}}',
        appoint: '預約 {{name}}',
      },
      done: {
        checkIn: '{{name}} 已報到',
        call: '已叫號 {{name}}',
        start: '{{name}} 開始檢查',
        finish: '{{name}} 檢查完成',
        sendBack: '{{name}} 已退回登記',
        cancel: '{{name}} 已取消',
        void: '{{name}} 已作廢',
        appoint: '{{name}} 已預約',
      },
    },
  },
}

export default messages
