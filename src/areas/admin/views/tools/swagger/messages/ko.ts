import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  swagger: {
    title: 'API 문서',
    required: '필수',
    anonymous: '누구나',
    authenticated: '로그인한 모든 사용자',
    permission: '권한',
    parameters: '매개변수',
    none: '없음',
    requestBody: '요청 본문',
    response: '응답 {{status}}',
    errors: '오류: {{codes}}(계약 오류 본문)',
    tryIt: '직접 해 보기',
    badJson: '본문이 올바른 JSON이 아닙니다: {{message}}',
    binary: '{{size}}바이트 파일({{type}})',
    body: '본문(JSON)',
    sending: '보내는 중…',
    send: '보내기',
    multipart: '업로드는 각 화면에서 시험하세요.',
    result: '응답',
    noStatus: '응답 없음',
    status: '상태 {{status}}',
    time: '{{ms}}ms',
    loadFailed: 'API 문서를 불러올 수 없습니다: {{message}}',
    loading: 'API 문서를 불러오는 중…',
    count: '{{tags}}개 그룹, {{count}}개 작업',
    search: '작업 검색',
    searchPlaceholder: '경로, 메서드, 요약 또는 그룹',
    matches: '{{count}}개 일치',
    noMatch: '일치하는 작업이 없습니다',
  },
}

export default messages
