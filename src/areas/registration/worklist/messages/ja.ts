import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  registration: {
    worklist: {
      today: {
        label: '本日',
        registered: '受付 {{count}}',
        waiting: '待機 {{count}}',
        inRoom: '検査室 {{count}}',
        examined: '検査済み {{count}}',
        reported: 'レポート済み {{count}}',
      },
      fields: {
        reason: '理由',
      },
      actions: {
        checkIn: '{{name}} を受付',
        call: '{{name}} を呼び出し',
        start: '{{name}} の検査を開始',
        finish: '{{name}} の検査を完了',
        sendBack: '{{name}} を受付に戻す',
        cancel: '{{name}} を取消',
        void: '{{name}} を無効化',
        appoint: '{{name}} を予約',
      },
      done: {
        checkIn: '{{name}} を受付しました',
        call: '{{name}} を呼び出しました',
        start: '{{name}} の検査を開始しました',
        finish: '{{name}} の検査を完了しました',
        sendBack: '{{name}} を受付に戻しました',
        cancel: '{{name}} を取り消しました',
        void: '{{name}} を無効にしました',
        appoint: '{{name}} を予約しました',
      },
    },
  },
}

export default messages
