import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  chat: {
    title: '직원 채팅',
    rooms: '채팅방',
    deptRoom: '진료과 채팅방',
    directRoom: '1:1 대화',
    unread: '읽지 않음 {{count}}개',
    noRooms: '아직 채팅방이 없습니다.',
    newDirect: '새 대화',
    newDirectTitle: '동료에게 메시지 보내기',
    searchUsers: '이름, 계정 또는 진료과',
    noUsers: '찾은 사용자가 없습니다.',
    close: '닫기',
    messages: '{{room}}의 메시지',
    empty: '아직 메시지가 없습니다.',
    chooseRoom: '왼쪽에서 채팅방을 선택하세요.',
    loadOlder: '이전 메시지',
    you: '나',
    composer: '{{room}}에 보낼 메시지',
    composerHint: 'Enter로 보내고 Shift+Enter로 줄을 바꿉니다.',
    length: '{{count}} / {{max}}',
    send: '보내기',
    sending: '보내는 중…',
    failed: '보내지 못함: {{reason}}',
    retry: '다시 보내기',
    reason: {
      invalid: '메시지가 비어 있거나 형식이 잘못되었습니다',
      tooLong: '메시지가 너무 깁니다',
      forbidden: '이 채팅방의 구성원이 아닙니다',
      peerUnavailable: '상대방이 메시지를 받을 수 없습니다',
    },
    status: {
      connecting: '연결 중',
      open: '연결됨',
      retrying: '다시 연결 중',
      refused: '연결 안 됨',
      closed: '닫힘',
    },
    refused: '채팅 서버가 연결을 거부했습니다. 메시지를 받으려면 다시 로그인하세요.',
    retrying: '연결이 끊겼습니다. 다시 연결하는 중이며, 지금 입력한 메시지는 연결되면 보내집니다.',
    loadFailed: '채팅을 불러오지 못했습니다: {{message}}',
    announce: '{{name}}: {{text}}',
    announceElsewhere: '{{room}}에서 {{name}}: {{text}}',
  },
}

export default messages
