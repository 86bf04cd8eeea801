import type en from './en'
import type { Shape } from '../shape'

/** Core messages, Korean. */
const messages: Shape<typeof en> = {
  app: {
    siteTitle: '강녕시 모자보건병원 의료영상 진단 플랫폼',
    shortTitle: '강녕 모자보건 영상',
    company: '강녕의료정보기술 유한회사',
    copyright: 'Copyright © 2025 {{company}} All rights reserved.',
    caseNumber: '등록번호 {{caseNumber}}',
    version: '버전 {{version}}',
  },
  common: {
    confirm: '확인',
    cancel: '취소',
    close: '닫기',
    save: '저장',
    loading: '불러오는 중…',
    retry: '다시 시도',
    refresh: '새로 고침',
    systemPrompt: '시스템 알림',
    dismiss: '닫기',
    notifications: '알림',
    language: '언어',
  },
  http: {
    timeout: '네트워크 요청 시간이 초과되었습니다',
    failed: '인터페이스 요청에 실패했습니다',
    expiredTitle: '시스템 알림',
    expired: '로그인 상태가 만료되었습니다. 이 페이지에 머무르거나 다시 로그인할 수 있습니다',
    relogin: '다시 로그인',
    cancel: '취소',
    forbidden: '이 리소스에 접근할 권한이 없습니다',
    malformed: '서버 응답을 읽을 수 없습니다',
    status: '요청 실패 (HTTP {{status}})',
    missingCall: '백엔드가 이 기능을 제공하지 않습니다({{call}}, HTTP {{status}})',
  },
  validation: {
    oldPassRequired: '기존 비밀번호를 입력하세요',
    newPassRequired: '새 비밀번호를 입력하세요',
    passwordLength: '길이는 6~20자여야 합니다',
    confirmPassRequired: '비밀번호를 다시 입력하세요',
    passwordMismatch: '두 비밀번호가 일치하지 않습니다',
    ip: '올바른 IP 주소를 입력하세요',
    mobile: '올바른 휴대폰 번호를 입력하세요',
    email: '올바른 이메일 주소를 입력하세요',
    required: '필수 항목입니다',
    maxLength: '최대 {{max}}자까지 입력할 수 있습니다',
    number: '숫자를 입력하세요',
    min: '{{min}} 이상이어야 합니다',
    max: '{{max}} 이하여야 합니다',
    lengthBetween: '{{min}}~{{max}}자로 입력하세요',
    rangeBetween: '{{min}}~{{max}} 사이여야 합니다',
  },
  session: {
    logoutConfirm: '로그아웃하고 시스템을 종료하시겠습니까?',
    passwordChanged: '비밀번호가 변경되었습니다. 다시 로그인하세요',
    leaveConfirm: '확실합니까?',
    leavePrompt: '알림',
    encryptFailed: '비밀번호를 암호화할 수 없습니다: 공개 키가 없거나 올바르지 않습니다',
  },
}

export default messages
