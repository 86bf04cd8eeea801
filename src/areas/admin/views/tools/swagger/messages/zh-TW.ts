import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  swagger: {
    title: '介面文件',
    required: '必填',
    anonymous: '任何人',
    authenticated: '任何已登入使用者',
    permission: '權限',
    parameters: '參數',
    none: '無',
    requestBody: '請求主體',
    response: '回應 {{status}}',
    errors: '錯誤：{{codes}}（契約錯誤主體）',
    tryIt: '線上測試',
    badJson: '請求主體不是有效的 JSON：{{message}}',
    binary: '檔案，{{size}} 位元組（{{type}}）',
    body: '請求主體（JSON）',
    sending: '傳送中…',
    send: '傳送',
    multipart: '上傳介面請在各自的頁面中測試。',
    result: '回應',
    noStatus: '沒有回應',
    status: '狀態 {{status}}',
    time: '{{ms}} 毫秒',
    loadFailed: '無法載入介面文件：{{message}}',
    loading: '正在載入介面文件…',
    count: '共 {{count}} 個介面，{{tags}} 個分組',
    search: '搜尋介面',
    searchPlaceholder: '路徑、方法、說明或分組',
    matches: '符合 {{count}} 個介面',
    noMatch: '沒有符合的介面',
  },
}

export default messages
