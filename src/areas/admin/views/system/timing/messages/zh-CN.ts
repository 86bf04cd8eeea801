import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    timing: {
      title: '任务调度',
      name: '任务',
      fields: {
        id: '任务ID',
        jobName: '任务名称',
        beanName: 'Bean名称',
        methodName: '执行方法',
        params: '参数',
        cronExpression: 'cron表达式',
        isPause: '状态',
        description: '描述',
        createTime: '创建日期',
        subTask: '子任务ID',
        personInCharge: '任务负责人',
        email: '告警邮箱',
        pauseAfterFailure: '失败后暂停',
      },
      filters: {
        jobName: '任务名称',
        createTime: '创建日期',
      },
      yes: '是',
      no: '否',
      running: '运行中',
      paused: '已暂停',
      beanHelp: '服务器已知的任务，如 maintenance 与 purgeExpired',
      subTaskHelp: '成功后接着执行的任务ID，多个用逗号隔开',
      subTaskFormat: '任务ID，多个用逗号隔开',
      emailHelp: '失败时通知；多个邮箱用逗号隔开',
      runNow: '立即执行 {{name}}',
      pause: '暂停 {{name}}',
      resume: '恢复 {{name}}',
      ran: '{{name}} 已执行（{{ms}} 毫秒）',
      runFailed: '{{name}} 执行失败，请查看日志',
      pausedNow: '{{name}} 已暂停',
      resumed: '{{name}} 已恢复',
      logs: '日志',
      close: '关闭',
    },
    timingLog: {
      title: '执行日志',
      name: '日志',
      fields: {
        jobName: '任务名称',
        beanName: 'Bean名称',
        methodName: '执行方法',
        params: '参数',
        cronExpression: 'cron表达式',
        isSuccess: '状态',
        time: '耗时（毫秒）',
        createTime: '执行时间',
      },
      filters: {
        jobName: '任务名称',
        isSuccess: '状态',
        createTime: '执行时间',
      },
      success: '成功',
      failure: '失败',
      showException: '失败：查看 {{name}} 在 {{time}} 的异常',
      exception: '{{name}} 在 {{time}} 的异常详情',
    },
  },
}

export default messages
