import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    log: {
      title: '작업 로그',
      name: '로그',
      fields: {
        username: '사용자',
        requestIp: 'IP',
        address: '위치',
        description: '설명',
        browser: '브라우저',
        time: '소요 시간(ms)',
        createTime: '시간',
      },
      filters: {
        blurry: '사용자, 설명, IP, 요청 또는 매개변수',
        createTime: '시간',
      },
    },
    logDetail: {
      show: '{{name}} 상세',
      title: '작업: {{name}}',
      errorTitle: '오류: {{name}}',
      user: '사용자',
      request: '요청',
      params: '매개변수',
      exception: '예외',
      none: '없음',
      loading: '예외를 불러오는 중…',
      failed: '예외를 불러오지 못했습니다.',
      copy: '예외 복사',
      copied: '복사했습니다.',
      copyFailed: '복사할 수 없습니다. 텍스트를 선택해 직접 복사하세요.',
      close: '닫기',
    },
    logClear: {
      button: '비우기',
      title: '로그 비우기',
      confirmInfo: '작업 로그를 모두 삭제하시겠습니까? 되돌릴 수 없으며, 비운 기록은 남습니다.',
      confirmError: '오류 로그를 모두 삭제하시겠습니까? 되돌릴 수 없습니다.',
      cleared: '비웠습니다',
    },
  },
}

export default messages
