import type en from './en'
import type { Shape } from '../shape'

/** Core messages, Traditional Chinese. */
const messages: Shape<typeof en> = {
  app: {
    siteTitle: '康寧市婦幼保健院醫學影像診斷平台',
    shortTitle: '康寧婦幼影像',
    company: '康寧醫療資訊技術有限公司',
    copyright: 'Copyright © 2025 {{company}} 版權所有',
    caseNumber: '備案號 {{caseNumber}}',
    version: '版本 {{version}}',
  },
  common: {
    confirm: '確定',
    cancel: '取消',
    close: '關閉',
    save: '儲存',
    loading: '載入中…',
    retry: '重試',
    refresh: '重新整理',
    systemPrompt: '系統提示',
    dismiss: '關閉提示',
    notifications: '通知',
    language: '語言',
  },
  http: {
    timeout: '網路請求逾時',
    failed: '介面請求失敗',
    expiredTitle: '系統提示',
    expired: '目前登入狀態已過期，您可以繼續留在此頁面，或者重新登入',
    relogin: '重新登入',
    cancel: '取消',
    forbidden: '禁止存取，您沒有權限存取此資源',
    malformed: '伺服器回傳的資料無法識別',
    status: '請求失敗（HTTP {{status}}）',
    missingCall: '後端沒有提供此功能（{{call}}，HTTP {{status}}）',
  },
  validation: {
    oldPassRequired: '請輸入舊密碼',
    newPassRequired: '請輸入新密碼',
    passwordLength: '長度在 6 到 20 個字元',
    confirmPassRequired: '請再次輸入密碼',
    passwordMismatch: '兩次輸入的密碼不一致',
    ip: '請輸入正確的IP位址',
    mobile: '請輸入正確的手機號碼',
    email: '請輸入正確的電子郵件地址',
    required: '此項為必填項',
    maxLength: '最多 {{max}} 個字元',
    number: '請輸入數字',
    min: '不能小於 {{min}}',
    max: '不能大於 {{max}}',
    lengthBetween: '長度為 {{min}} 到 {{max}} 個字元',
    rangeBetween: '取值範圍 {{min}} 到 {{max}}',
  },
  session: {
    logoutConfirm: '確定登出並退出系統嗎？',
    passwordChanged: '密碼修改成功，請重新登入',
    leaveConfirm: '確定嗎？',
    leavePrompt: '提示一下',
    encryptFailed: '密碼加密失敗：公鑰缺失或無效',
  },
}

export default messages
