import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  email: {
    title: '메일 도구',
    loading: '설정을 불러오는 중…',
    notConfigured: '메일 서버가 설정되지 않았습니다',
    tabs: {
      label: '메일 도구',
      config: '메일 서버 설정',
      send: '메일 보내기',
      usage: '사용 방법',
    },
    config: {
      fields: {
        host: '보내는 서버',
        port: '포트',
        security: '연결 암호화',
        user: '사용자 이름',
        pass: '비밀번호',
        fromUser: '보내는 사람 주소',
      },
      hostHelp: 'SMTP 서버. 예: smtp.hospital.org',
      portHelp: '보통 465(TLS), 587(STARTTLS) 또는 25',
      userHelp: '로그인 없이 메일을 받는 서버라면 비워 두세요',
      passHelp: '암호화해 저장하며 다시 표시하지 않습니다. 비워 두면 저장된 비밀번호를 유지합니다',
      security: {
        tls: 'TLS(포트 465)',
        starttls: 'STARTTLS(포트 587)',
        none: '없음(이 컴퓨터의 테스트 서버만)',
      },
      save: '저장',
      saved: '메일 서버 설정을 저장했습니다',
      firstTime: '아래에 병원의 SMTP 서버를 입력하세요. 저장하기 전에는 메일을 보낼 수 없습니다.',
      passwordStored: '비밀번호가 (암호화되어) 저장되어 있습니다.',
      updated: '{{time}}에 {{by}}이(가) 변경',
    },
    send: {
      tos: '받는 사람',
      tosHint: '여러 주소는 쉼표로 구분',
      tosRequired: '받는 사람을 한 명 이상 입력하세요',
      tosInvalid: '이메일 주소가 아닙니다: {{address}}',
      subject: '제목',
      subjectRequired: '제목을 입력하세요',
      content: '내용',
      contentRequired: '내용을 입력하세요',
      editorLoading: '편집기를 불러오는 중…',
      send: '보내기',
      sent: '{{count}}명에게 보냈습니다',
      failed: '보내지 못했습니다: {{message}}',
      needsServer: '메일을 보내려면 메일 서버가 필요합니다. 먼저 메일 서버 설정 탭에서 입력하세요.',
      configure: '설정으로 이동',
    },
    usage: {
      intro: '이 도구는 병원의 메일 서버(SMTP)를 통해 메일을 보냅니다.',
      server: '메일 서버 설정: SMTP 서버, 포트, 보내는 사람 주소를 입력합니다.',
      security: '연결 암호화: 포트 465는 TLS, 587은 STARTTLS. “없음”은 이 컴퓨터의 테스트 서버에만 사용합니다.',
      password: '비밀번호는 서버에 암호화되어 저장되고 브라우저로 돌아오지 않습니다. 비워 두면 기존 비밀번호를 유지합니다.',
      send: '메일 보내기: 받는 사람은 쉼표로 구분하고, 제목과 서식 있는 내용(굵게, 기울임꼴, 목록, 링크, 제목)을 입력합니다.',
      safety: '보내기 전에 내용에서 스크립트, 스타일, 안전하지 않은 링크를 제거합니다.',
      test: '메일 서버에 연결할 수 없으면 서버는 5초 후 포기하고 이유를 알려 줍니다.',
    },
  },
}

export default messages
