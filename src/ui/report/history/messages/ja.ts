import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  reportParts: {
    history: {
      title: '改訂履歴',
      actions: {
        save: '保存',
        submit: '提出',
        audit: '承認',
        reject: '差し戻し',
        addendum: '追記',
        print: '印刷',
        void: '無効化',
        takeover: '引き継ぎ',
      },
      version: '第 {{version}} 版',
      by: '{{operator}} · {{time}}',
      reason: '理由：{{reason}}',
      compare: '版の比較',
      timeline: 'タイムライン',
      to: '新しい版',
      option: '第 {{version}} 版 · {{action}} · {{operator}} · {{time}}',
      findings: '所見',
      impression: '診断',
      inserted: '挿入',
      deleted: '削除',
      noChange: '変更なし',
      empty: '改訂履歴はまだありません',
      loading: '改訂履歴を読み込み中…',
      loadFailed: '改訂履歴を読み込めませんでした：{{message}}',
      single: '版が 1 つしかないため比較できません',
      legend: '削除した文字は取り消し線、挿入した文字は下線で示します。',
      before: '以前：第 {{version}} 版（{{action}}）',
      after: '新しい：第 {{version}} 版（{{action}}）',
      from: '以前の版',
    },
  },
}

export default messages
