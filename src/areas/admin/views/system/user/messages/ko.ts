import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    user: {
      title: '사용자 관리',
      name: '사용자',
      fields: {
        username: '사용자 이름',
        nickName: '이름',
        gender: '성별',
        phone: '휴대폰',
        email: '이메일',
        dept: '부서',
        jobs: '직무',
        roles: '역할',
        enabled: '상태',
        createTime: '생성일',
      },
      filters: {
        blurry: '사용자 이름, 이름 또는 이메일',
        createTime: '생성일',
        enabled: '상태',
      },
      gender: {
        male: '남',
        female: '여',
      },
      deptTree: '부서',
      deptSearch: '부서 검색',
      allDepts: '모든 부서',
      statusOf: '{{name}}의 상태: {{status}}',
      confirmEnable: '계정 {{name}}을(를) 사용하도록 설정할까요?',
      confirmDisable: '계정 {{name}}을(를) 사용 중지할까요? 즉시 로그아웃됩니다.',
      enabledNow: '{{name}}을(를) 사용하도록 설정했습니다',
      disabledNow: '{{name}}을(를) 사용 중지하고 로그아웃시켰습니다',
      resetPassword: '비밀번호 초기화',
      confirmReset: '선택한 계정 {{count}}개의 비밀번호를 기본 비밀번호로 초기화할까요?',
      resetDone: '계정 {{count}}개의 비밀번호를 초기화했습니다',
    },
  },
}

export default messages
