import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    privateConfig: {
      title: '個別設定',
      name: '設定',
      fields: {
        meaning: '設定項目',
        configType: '種類',
        configPath: 'パス',
        configValue: '値',
        comment: 'メモ',
        updateTime: '更新日時',
      },
      filters: {
        configTypes: '種類（カンマ区切り）',
        configPaths: 'パス（カンマ区切り）',
      },
      typeHelp: '設定のグループ（例: page）',
      pathHelp: '対象（画像ビューアーは navbar、既定のページは /）',
      valueHelp: '画像ビューアーは WEB または CLIENT、既定のページは /dashboard などのコンソールのパス',
      known: {
        picView: '画像の表示: {{value}}',
        web: 'ブラウザーのビューアー（WEB）',
        client: 'デスクトップのビューアー（CLIENT）',
        defaultPage: 'サインイン後の既定のページ',
        other: 'ビュー独自の設定',
      },
    },
  },
}

export default messages
