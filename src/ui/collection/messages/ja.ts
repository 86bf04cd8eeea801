import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  collection: {
    dialog: {
      title: '症例を収集',
      exam: '検査：{{label}}',
      folder: 'フォルダ',
      personalGroup: '自分のフォルダ',
      publicGroup: '{{dept}}の公開フォルダ',
      newFolderOption: '新しいフォルダ…',
      newFolderName: '新しいフォルダの名前',
      newFolderScope: 'フォルダの種類',
      personal: '個人（自分のみ）',
      public: '公開（自部門）',
      note: '教育メモ',
      notePlaceholder: 'この症例を残す理由',
      submit: '収集',
      saving: '収集中…',
      cancel: 'キャンセル',
      done: '「{{folder}}」に収集しました',
      loading: 'フォルダを読み込み中…',
      loadFailed: 'フォルダを読み込めませんでした：{{message}}',
      folderRequired: 'フォルダを選ぶか、新しいフォルダの名前を入力してください',
      nameRequired: '新しいフォルダの名前を入力してください',
      failed: '収集できませんでした：{{message}}',
    },
    tags: {
      label: 'タグ',
      placeholder: '疾患、部位… Enter で追加',
      selected: '選択したタグ',
      add: 'タグ「{{tag}}」を追加',
      used: '{{tag}}（{{count}}）',
      tooLong: 'タグは 30 文字までです',
      comma: 'タグにカンマは使えません',
      showAll: 'タグの候補を表示',
    },
  },
}

export default messages
