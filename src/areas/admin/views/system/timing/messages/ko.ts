import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    timing: {
      title: '작업 스케줄',
      name: '작업',
      fields: {
        id: 'ID',
        jobName: '작업 이름',
        beanName: 'Bean',
        methodName: '메서드',
        params: '매개변수',
        cronExpression: 'cron 식',
        isPause: '상태',
        description: '설명',
        createTime: '생성일',
        subTask: '하위 작업',
        personInCharge: '담당자',
        email: '알림 이메일',
        pauseAfterFailure: '실패 후 일시 중지',
      },
      filters: {
        jobName: '작업 이름',
        createTime: '생성일',
      },
      yes: '예',
      no: '아니요',
      running: '실행 중',
      paused: '일시 중지됨',
      beanHelp: '서버가 아는 작업(예: maintenance와 purgeExpired)',
      subTaskHelp: '성공 후 실행할 작업 ID, 쉼표로 구분',
      subTaskFormat: '쉼표로 구분한 작업 ID',
      emailHelp: '실패 시 알림; 여러 주소는 쉼표로 구분',
      runNow: '{{name}} 지금 실행',
      pause: '{{name}} 일시 중지',
      resume: '{{name}} 다시 시작',
      ran: '{{name}} 실행됨({{ms}} ms)',
      runFailed: '{{name}} 실패: 로그에서 이유를 확인하세요',
      pausedNow: '{{name}} 일시 중지됨',
      resumed: '{{name}} 다시 실행됨',
      logs: '로그',
      close: '닫기',
    },
    timingLog: {
      title: '작업 로그',
      name: '로그',
      fields: {
        jobName: '작업 이름',
        beanName: 'Bean',
        methodName: '메서드',
        params: '매개변수',
        cronExpression: 'cron 식',
        isSuccess: '결과',
        time: '시간(ms)',
        createTime: '실행 시각',
      },
      filters: {
        jobName: '작업 이름',
        isSuccess: '결과',
        createTime: '실행 기간',
      },
      success: '성공',
      failure: '실패',
      showException: '실패: {{name}}({{time}})의 예외 보기',
      exception: '{{name}}({{time}})의 예외',
    },
  },
}

export default messages
