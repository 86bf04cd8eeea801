import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  login: {
    title: '登入',
    subtitle: '醫學影像與診斷工作平台',
    username: '帳號',
    password: '密碼',
    code: '驗證碼',
    codeImage: '驗證碼圖片：請計算算式並輸入結果',
    refreshCode: '換一張驗證碼',
    codeUnavailable: '驗證碼載入失敗',
    rememberMe: '記住我',
    submit: '登 入',
    submitting: '登 入 中…',
    usernameRequired: '使用者名稱不能為空',
    passwordRequired: '密碼不能為空',
    codeRequired: '驗證碼不能為空',
    failed: '登入失敗',
    signedIn: '已登入：{{name}}',
  },
}

export default messages
