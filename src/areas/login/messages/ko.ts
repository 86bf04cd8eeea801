import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  login: {
    title: '로그인',
    subtitle: '의료영상 및 진단 콘솔',
    username: '사용자 이름',
    password: '비밀번호',
    code: '인증 코드',
    codeImage: '인증 코드 이미지: 계산한 결과를 입력하세요',
    refreshCode: '인증 코드 새로 받기',
    codeUnavailable: '인증 코드를 불러오지 못했습니다',
    rememberMe: '로그인 정보 기억',
    submit: '로그인',
    submitting: '로그인 중…',
    usernameRequired: '사용자 이름을 입력하세요',
    passwordRequired: '비밀번호를 입력하세요',
    codeRequired: '인증 코드를 입력하세요',
    failed: '로그인 실패',
    signedIn: '{{name}}(으)로 로그인됨',
  },
}

export default messages
