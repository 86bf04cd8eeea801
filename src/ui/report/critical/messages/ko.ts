import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  reportParts: {
    critical: {
      title: '위험값 통보 기록',
      patient: '환자: {{patient}} · {{modality}}',
      fields: {
        finding: '위험값 소견',
        notifiedAt: '통보 시각',
        notifiedBy: '통보자',
        receiver: '수신자',
        receiverJobNo: '수신자 사번',
        receiverDept: '수신 부서',
        receiverPhone: '수신 전화',
        readBack: '수신자가 복창하여 확인함',
        handling: '임상 조치',
      },
      hints: {
        receiverPhone: '전화번호 또는 내선 번호(예: 내선 6123)',
        notifiedAt: '미래 시각이나 위험값 표시 이전 시각은 안 됩니다',
      },
      errors: {
        required: '필수 항목입니다',
        phone: '올바른 전화번호 또는 내선 번호를 입력하세요',
        notifiedAt: '통보한 날짜와 시각을 입력하세요',
        future: '통보 시각은 현재 이후일 수 없습니다',
        beforeFlag: '통보 시각은 위험값 표시 시각({{time}})보다 이를 수 없습니다',
        failed: '통보를 기록하지 못했습니다: {{message}}',
      },
      submit: '통보 기록',
      cancel: '취소',
      saving: '기록 중…',
      timer: {
        label: '표시 후 경과 시간',
        limit: '제한 {{minutes}}분',
        within: '제한 시간 내',
        near: '제한 시간 임박',
        past: '제한 시간 초과',
        announceNear: '위험값: 통보 제한 시간까지 {{minutes}}분 남음',
        announcePast: '위험값: {{minutes}}분 통보 제한 시간이 지났습니다',
      },
    },
  },
}

export default messages
