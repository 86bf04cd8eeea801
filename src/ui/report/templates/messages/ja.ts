import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  templates: {
    tree: {
      label: 'レポートテンプレート',
      search: 'テンプレートを検索（名前・ピンイン頭文字・本文）',
      found: '{{count}} 件のテンプレート',
      noMatch: '「{{query}}」に一致するテンプレートはありません',
      loading: 'テンプレートを読み込み中…',
      failed: 'テンプレートを読み込めませんでした',
    },
    scope: {
      public: '共有',
      dept: '科',
      personal: '個人',
    },
    preview: {
      label: 'プレビュー',
      none: 'テンプレートを選ぶとここに表示されます',
      findings: '所見',
      impression: '診断',
      recommendation: '推奨',
      pickList: '選択肢：最初の項目が既定値',
    },
    actions: {
      insert: '挿入',
      replace: '置換',
    },
    pick: {
      title: '「{{name}}」の選択肢を選ぶ',
      choice: '選択 {{n}}',
      choiceAfter: '選択 {{n}}：「{{context}}」の後',
      blank: '（なし）',
      previewOf: '挿入される{{field}}',
      apply: '適用',
      cancel: 'キャンセル',
    },
    phrases: {
      label: 'よく使う語句',
      addSelection: '選択範囲を追加',
      empty: 'まだ語句がありません。レポートで文字を選択して追加してください',
      added: '語句を追加しました',
      insert: '語句を挿入：{{text}}',
      delete: '語句を削除：{{text}}',
    },
  },
}

export default messages
