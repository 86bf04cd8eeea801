import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  registration: {
    worklist: {
      today: {
        label: '今日',
        registered: '登记 {{count}}',
        waiting: '待检 {{count}}',
        inRoom: '检查中 {{count}}',
        examined: '已检查 {{count}}',
        reported: '已报告 {{count}}',
      },
      fields: {
        reason: '原因',
      },
      actions: {
        checkIn: '签到 {{name}}',
        call: '叫号 {{name}}',
        start: '开始检查 {{name}}',
        finish: '完成检查 {{name}}',
        sendBack: '退回登记 {{name}}',
        cancel: '取消 {{name}}',
        void: '作废 {{name}}',
        appoint: '预约 {{name}}',
      },
      done: {
        checkIn: '{{name}} 已签到',
        call: '已叫号 {{name}}',
        start: '{{name}} 开始检查',
        finish: '{{name}} 检查完成',
        sendBack: '{{name}} 已退回登记',
        cancel: '{{name}} 已取消',
        void: '{{name}} 已作废',
        appoint: '{{name}} 已预约',
      },
    },
  },
}

export default messages
