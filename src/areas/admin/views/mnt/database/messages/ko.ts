import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    database: {
      title: '데이터베이스',
      name: '데이터베이스',
      fields: {
        name: '이름',
        jdbcUrl: '데이터베이스 파일(jdbcUrl)',
        userName: '사용자',
        pwd: '비밀번호',
        hasPassword: '비밀번호 저장됨',
        createTime: '생성일',
      },
      filters: {
        blurry: '이름 또는 파일',
        createTime: '생성일',
      },
      jdbcHelp: 'jdbc:sqlite:<파일> 또는 서버 데이터 폴더 안의 경로(상대 경로는 그곳에서 시작)',
      pwdHelp: '암호화해 저장하며 다시 표시하지 않습니다. 비워 두면 저장된 값을 유지',
      test: '{{name}} 연결 테스트',
      reachable: '{{name}} 연결 성공',
      unreachable: '{{name}}을(를) 열 수 없습니다(파일 없음 또는 SQLite 아님)',
      run: '{{name}}에서 스크립트 실행',
      runTitle: '스크립트 실행: {{name}}',
      file: '스크립트(.sql)',
      runHint: '스크립트 전체가 하나의 트랜잭션으로 실행됩니다. 한 문장이라도 실패하면 아무것도 바뀌지 않습니다.',
      runButton: '실행',
      running: '실행 중…',
      succeeded: '완료: {{changes}}개 행 변경({{ms}}ms)',
      failed: '실패, 아무것도 바뀌지 않았습니다: {{message}}',
      close: '닫기',
    },
  },
}

export default messages
