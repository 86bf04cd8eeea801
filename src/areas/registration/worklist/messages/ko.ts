import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  registration: {
    worklist: {
      today: {
        label: '오늘',
        registered: '접수 {{count}}',
        waiting: '대기 {{count}}',
        inRoom: '검사실 {{count}}',
        examined: '검사 완료 {{count}}',
        reported: '보고 완료 {{count}}',
      },
      fields: {
        reason: '사유',
      },
      actions: {
        checkIn: '{{name}} 접수',
        call: '{{name}} 호출',
        start: '{{name}} 검사 시작',
        finish: '{{name}} 검사 완료',
        sendBack: '{{name}} 접수로 반송',
        cancel: '{{name}} 취소',
        void: '{{name}} 무효화',
        appoint: '{{name}} 예약',
      },
      done: {
        checkIn: '{{name}} 접수됨',
        call: '{{name}} 호출됨',
        start: '{{name}} 검사 시작됨',
        finish: '{{name}} 검사 완료됨',
        sendBack: '{{name}} 접수로 반송됨',
        cancel: '{{name}} 취소됨',
        void: '{{name}} 무효화됨',
        appoint: '{{name}} 예약됨',
      },
    },
  },
}

export default messages
