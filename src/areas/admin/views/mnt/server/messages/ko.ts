import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    serverDeploy: {
      title: '서버',
      name: '서버',
      fields: {
        name: '이름',
        ip: '주소',
        port: '포트',
        account: '계정',
        password: '비밀번호',
        hasPassword: '비밀번호 저장됨',
        createTime: '생성일',
      },
      filters: {
        blurry: '이름, 주소 또는 계정',
        createTime: '생성일',
      },
      passwordHelp: '암호화해 저장하며 다시 표시하지 않습니다. 비워 두면 저장된 값을 유지',
      ipRule: 'IP 주소 또는 호스트 이름을 입력하세요',
      test: '{{name}} 연결 테스트',
      reachable: '{{name}}({{ip}}:{{port}}) 연결 성공',
      unreachable: '{{name}}({{ip}}:{{port}}) 응답 없음(3초 시도)',
    },
  },
}

export default messages
