import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** What both collection lists call their rows, columns and filters. */
const caseWords = {
  name: '症例',
  fields: {
    examItem: '検査項目',
    modality: 'モダリティ',
    bodyPart: '部位',
    patient: '患者',
    genderAge: '性別／年齢',
    examDate: '検査日',
    tags: 'タグ',
    note: '教育メモ',
    impression: '診断',
    findings: '所見',
    folderName: 'フォルダ',
    deptName: '部門',
    addedBy: '収集者',
    addedAt: '収集日時',
  },
  filters: {
    blurry: '検査項目、タグ、メモ、レポート本文',
    tag: 'タグ',
  },
}

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    collectedCase: {
      title: '収集症例',
      withheld: '非表示（他部門）',
      age: { Y: '{{n}}歳', M: '{{n}}か月', W: '{{n}}週', D: '{{n}}日' },
      folders: 'フォルダ',
      allFolders: 'すべてのフォルダ',
      folderSearch: 'フォルダを検索',
      newFolder: '新しいフォルダ',
      newFolderTitle: '新しいフォルダ',
      folderName: '名前',
      underChosen: '「{{folder}}」の中に作成',
      deleteFolder: 'フォルダ「{{folder}}」を削除',
      deleteFolderConfirm: '空のフォルダ「{{folder}}」を削除しますか？',
      folderDeleted: 'フォルダ「{{folder}}」を削除しました',
      folderMade: 'フォルダ「{{folder}}」を作成しました',
      openReport: '{{name}} のレポートを開く',
      openImages: '{{name}} の画像を開く',
      details: '{{name}} の詳細',
      move: '{{name}} を移動',
      share: '{{name}} を公開フォルダに共有',
      moveTitle: '別のフォルダへ移動',
      shareTitle: '公開フォルダに共有',
      target: 'フォルダ',
      moved: '「{{folder}}」に移動しました',
      shared: '「{{folder}}」に共有しました',
      noTarget: '移動先のフォルダがありません',
      close: '閉じる',
      detailTitle: '症例：{{name}}',
      anonymizedNote: 'この症例は他部門の公開フォルダのものです。患者は表示されず、レポートと画像はその部門でのみ開けます。',
      none: '—',
      cancel: 'キャンセル',
      confirm: 'OK',
      failed: '失敗しました：{{message}}',
    },
    personalCase: { title: '個人の収集', ...caseWords },
    publicCase: { title: '公開の収集', ...caseWords },
  },
}

export default messages
