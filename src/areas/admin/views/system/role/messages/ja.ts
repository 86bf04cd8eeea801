import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    role: {
      title: 'ロール',
      name: 'ロール',
      fields: {
        name: '名称',
        dataScope: 'データ範囲',
        level: 'レベル',
        description: '説明',
        createTime: '作成日時',
        depts: '対象部門',
      },
      filters: {
        blurry: '名称または説明',
        createTime: '作成日時',
      },
      scope: {
        all: 'すべて',
        own: '自部門',
        custom: '選択した部門',
      },
      levelHelp: '1 が最も強い権限です。自分より強いレベルは設定できません',
      menus: {
        title: '{{name}} のメニュー',
        choose: 'ロールをクリックすると、付与するメニューを確認・変更できます。',
        save: 'メニューを保存',
        saved: '{{name}} のメニューを保存しました',
        tooPowerful: 'このロールはあなたのレベル（{{level}}）より強いため、メニューは閲覧のみです。',
        directory: 'ディレクトリ',
        page: 'ページ',
        button: 'ボタン',
      },
    },
  },
}

export default messages
