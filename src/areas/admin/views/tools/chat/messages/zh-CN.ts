import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  chat: {
    title: '即时通讯',
    rooms: '聊天室',
    deptRoom: '科室群聊',
    directRoom: '私聊',
    unread: '{{count}} 条未读',
    noRooms: '暂无聊天室。',
    newDirect: '发起私聊',
    newDirectTitle: '给同事发消息',
    searchUsers: '姓名、账号或科室',
    noUsers: '未找到用户。',
    close: '关闭',
    messages: '{{room}} 的消息',
    empty: '暂无消息，打个招呼吧。',
    chooseRoom: '请在左侧选择聊天室。',
    loadOlder: '更早的消息',
    you: '我',
    composer: '发送给 {{room}} 的消息',
    composerHint: 'Enter 发送，Shift+Enter 换行。',
    length: '{{count}} / {{max}}',
    send: '发送',
    sending: '发送中…',
    failed: '未发送：{{reason}}',
    retry: '重新发送',
    reason: {
      invalid: '消息为空或格式不正确',
      tooLong: '消息过长',
      forbidden: '您不在该聊天室中',
      peerUnavailable: '对方账号不可用',
    },
    status: {
      connecting: '连接中',
      open: '已连接',
      retrying: '重新连接中',
      refused: '未连接',
      closed: '已关闭',
    },
    refused: '聊天服务器拒绝了连接：请重新登录以接收消息。',
    retrying: '连接已断开，正在重新连接；此时输入的消息将在恢复后发送。',
    loadFailed: '无法加载聊天：{{message}}',
    announce: '{{name}}：{{text}}',
    announceElsewhere: '{{room}} 中 {{name}}：{{text}}',
  },
}

export default messages
