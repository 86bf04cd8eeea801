import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    timing: {
      title: 'タスクスケジュール',
      name: 'タスク',
      fields: {
        id: 'ID',
        jobName: 'タスク名',
        beanName: 'Bean',
        methodName: 'メソッド',
        params: 'パラメーター',
        cronExpression: 'cron 式',
        isPause: '状態',
        description: '説明',
        createTime: '作成日時',
        subTask: 'サブタスク',
        personInCharge: '担当者',
        email: '通知メール',
        pauseAfterFailure: '失敗後に一時停止',
      },
      filters: {
        jobName: 'タスク名',
        createTime: '作成日時',
      },
      yes: 'はい',
      no: 'いいえ',
      running: '実行中',
      paused: '一時停止',
      beanHelp: 'サーバーが知っているタスク（例: maintenance と purgeExpired）',
      subTaskHelp: '成功後に実行するタスクの ID（カンマ区切り）',
      subTaskFormat: 'カンマ区切りのタスク ID',
      emailHelp: '失敗時に通知。複数はカンマ区切り',
      runNow: '{{name}} を今すぐ実行',
      pause: '{{name}} を一時停止',
      resume: '{{name}} を再開',
      ran: '{{name}} を実行しました（{{ms}} ms）',
      runFailed: '{{name}} は失敗しました。ログを確認してください',
      pausedNow: '{{name}} を一時停止しました',
      resumed: '{{name}} を再開しました',
      logs: 'ログ',
      close: '閉じる',
    },
    timingLog: {
      title: '実行ログ',
      name: 'ログ',
      fields: {
        jobName: 'タスク名',
        beanName: 'Bean',
        methodName: 'メソッド',
        params: 'パラメーター',
        cronExpression: 'cron 式',
        isSuccess: '結果',
        time: '時間（ms）',
        createTime: '実行日時',
      },
      filters: {
        jobName: 'タスク名',
        isSuccess: '結果',
        createTime: '実行期間',
      },
      success: '成功',
      failure: '失敗',
      showException: '失敗: {{name}}（{{time}}）の例外を表示',
      exception: '{{name}}（{{time}}）の例外',
    },
  },
}

export default messages
