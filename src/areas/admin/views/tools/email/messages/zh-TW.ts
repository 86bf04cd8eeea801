import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  email: {
    title: '郵件工具',
    loading: '正在讀取設定…',
    notConfigured: '尚未設定郵件伺服器',
    tabs: {
      label: '郵件工具',
      config: '信箱設定',
      send: '傳送郵件',
      usage: '使用說明',
    },
    config: {
      fields: {
        host: '寄件伺服器',
        port: '連接埠',
        security: '連線加密',
        user: '使用者名稱',
        pass: '密碼',
        fromUser: '寄件者信箱',
      },
      hostHelp: 'SMTP 伺服器位址，如 smtp.hospital.org',
      portHelp: '一般為 465（TLS）、587（STARTTLS）或 25',
      userHelp: '伺服器無需登入即可寄信時留空',
      passHelp: '加密儲存，不再顯示；留空則保留已儲存的密碼',
      security: {
        tls: 'TLS（連接埠 465）',
        starttls: 'STARTTLS（連接埠 587）',
        none: '不加密（僅限本機測試伺服器）',
      },
      save: '儲存設定',
      saved: '信箱設定已儲存',
      firstTime: '請在下方填寫醫院的 SMTP 伺服器。儲存之前無法傳送郵件。',
      passwordStored: '已儲存密碼（加密）。',
      updated: '{{by}} 於 {{time}} 修改',
    },
    send: {
      tos: '收件者',
      tosHint: '多個信箱以逗號分隔',
      tosRequired: '請至少填寫一位收件者',
      tosInvalid: '信箱格式不正確：{{address}}',
      subject: '郵件主旨',
      subjectRequired: '請填寫郵件主旨',
      content: '郵件內容',
      contentRequired: '請填寫郵件內容',
      editorLoading: '正在載入編輯器…',
      send: '傳送郵件',
      sent: '已傳送給 {{count}} 位收件者',
      failed: '傳送失敗：{{message}}',
      needsServer: '傳送郵件需要郵件伺服器：請先在「信箱設定」中填寫。',
      configure: '前往設定',
    },
    usage: {
      intro: '本工具透過醫院自己的郵件伺服器（SMTP）傳送郵件。',
      server: '信箱設定：填寫 SMTP 伺服器、連接埠和寄件者信箱。',
      security: '連線加密：連接埠 465 用 TLS，連接埠 587 用 STARTTLS；「不加密」僅用於本機測試伺服器。',
      password: '密碼加密儲存在伺服器上，不會傳回瀏覽器；留空即保留原密碼。',
      send: '傳送郵件：多位收件者以逗號分隔，填寫主旨和帶格式的內容（粗體、斜體、清單、連結、標題）。',
      safety: '傳送前會移除內容中的指令碼、樣式和不安全的連結。',
      test: '無法連線郵件伺服器時，伺服器會在 5 秒後停止嘗試並說明原因。',
    },
  },
}

export default messages
