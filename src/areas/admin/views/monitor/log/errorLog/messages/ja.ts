import type { Shape } from '../../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    errorLog: {
      title: 'エラーログ',
      name: 'エラー',
      fields: {
        username: 'ユーザー',
        requestIp: 'IP',
        address: '場所',
        description: '説明',
        path: 'パス',
        browser: 'ブラウザー',
        createTime: '日時',
      },
      filters: {
        blurry: 'ユーザー、説明、IP、リクエスト、パラメーター',
        createTime: '日時',
      },
    },
  },
}

export default messages
