import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  chat: {
    title: '即時通訊',
    rooms: '聊天室',
    deptRoom: '科室群組',
    directRoom: '私訊',
    unread: '{{count}} 則未讀',
    noRooms: '尚無聊天室。',
    newDirect: '發起私訊',
    newDirectTitle: '傳訊息給同事',
    searchUsers: '姓名、帳號或科室',
    noUsers: '找不到使用者。',
    close: '關閉',
    messages: '{{room}} 的訊息',
    empty: '尚無訊息，打個招呼吧。',
    chooseRoom: '請在左側選擇聊天室。',
    loadOlder: '較早的訊息',
    you: '我',
    composer: '傳送給 {{room}} 的訊息',
    composerHint: 'Enter 傳送，Shift+Enter 換行。',
    length: '{{count}} / {{max}}',
    send: '傳送',
    sending: '傳送中…',
    failed: '未傳送：{{reason}}',
    retry: '重新傳送',
    reason: {
      invalid: '訊息為空或格式不正確',
      tooLong: '訊息過長',
      forbidden: '您不在該聊天室中',
      peerUnavailable: '對方帳號無法使用',
    },
    status: {
      connecting: '連線中',
      open: '已連線',
      retrying: '重新連線中',
      refused: '未連線',
      closed: '已關閉',
    },
    refused: '聊天伺服器拒絕了連線：請重新登入以接收訊息。',
    retrying: '連線中斷，正在重新連線；此時輸入的訊息將在恢復後傳送。',
    loadFailed: '無法載入聊天：{{message}}',
    announce: '{{name}}：{{text}}',
    announceElsewhere: '{{room}} 中 {{name}}：{{text}}',
  },
}

export default messages
