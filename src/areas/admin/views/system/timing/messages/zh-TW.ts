import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    timing: {
      title: '任務排程',
      name: '任務',
      fields: {
        id: '任務ID',
        jobName: '任務名稱',
        beanName: 'Bean名稱',
        methodName: '執行方法',
        params: '參數',
        cronExpression: 'cron運算式',
        isPause: '狀態',
        description: '描述',
        createTime: '建立日期',
        subTask: '子任務ID',
        personInCharge: '任務負責人',
        email: '告警信箱',
        pauseAfterFailure: '失敗後暫停',
      },
      filters: {
        jobName: '任務名稱',
        createTime: '建立日期',
      },
      yes: '是',
      no: '否',
      running: '執行中',
      paused: '已暫停',
      beanHelp: '伺服器已知的任務，如 maintenance 與 purgeExpired',
      subTaskHelp: '成功後接著執行的任務ID，多個以逗號分隔',
      subTaskFormat: '任務ID，多個以逗號分隔',
      emailHelp: '失敗時通知；多個信箱以逗號分隔',
      runNow: '立即執行 {{name}}',
      pause: '暫停 {{name}}',
      resume: '恢復 {{name}}',
      ran: '{{name}} 已執行（{{ms}} 毫秒）',
      runFailed: '{{name}} 執行失敗，請查看日誌',
      pausedNow: '{{name}} 已暫停',
      resumed: '{{name}} 已恢復',
      logs: '日誌',
      close: '關閉',
    },
    timingLog: {
      title: '執行日誌',
      name: '日誌',
      fields: {
        jobName: '任務名稱',
        beanName: 'Bean名稱',
        methodName: '執行方法',
        params: '參數',
        cronExpression: 'cron運算式',
        isSuccess: '狀態',
        time: '耗時（毫秒）',
        createTime: '執行時間',
      },
      filters: {
        jobName: '任務名稱',
        isSuccess: '狀態',
        createTime: '執行時間',
      },
      success: '成功',
      failure: '失敗',
      showException: '失敗：檢視 {{name}} 於 {{time}} 的例外',
      exception: '{{name}} 於 {{time}} 的例外詳情',
    },
  },
}

export default messages
