import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    menu: {
      title: 'メニュー',
      name: 'メニュー',
      fields: {
        title: 'タイトル',
        icon: 'アイコン',
        type: '種類',
        menuSort: '順序',
        permission: '権限',
        component: 'コンポーネント',
        componentName: 'コンポーネント名',
        path: 'ルートパス',
        iFrame: '外部リンク',
        cache: 'キャッシュ',
        hidden: '非表示',
        createTime: '作成日時',
        isTop: '最上位',
        pid: '親メニュー',
      },
      filters: {
        blurry: 'タイトル、コンポーネントまたは権限',
      },
      type: {
        directory: 'ディレクトリ',
        page: 'ページ',
        button: 'ボタン',
      },
      yes: 'はい',
      no: 'いいえ',
      addUnder: '{{name}} の下にメニューを追加',
      pathHelp: 'コンソール内のアドレス（例: system/user）。外部リンクは http:// または https:// で始めます',
      iframePath: '外部リンクには http:// または https:// で始まるアドレスが必要です',
      componentHelp: '開くビュー（例: system/user/index）',
      componentNameHelp: 'キャッシュに必要。重複不可',
      permissionHelp: '例: user:add。この権限を持つユーザーにボタンが表示されます',
    },
  },
}

export default messages
