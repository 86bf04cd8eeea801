import type { Shape } from '../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    reportTemplate: {
      title: 'レポートテンプレート',
      name: 'テンプレート',
      fields: {
        name: '名前',
        folder: 'フォルダー',
        parentId: '格納フォルダー',
        scope: '範囲',
        modality: 'モダリティ',
        bodyPart: '部位',
        updateTime: '更新日時',
        findings: '所見',
        impression: '診断',
        recommendation: '推奨',
      },
      filters: {
        blurry: '名前・頭文字・本文',
        scope: '範囲',
        modality: 'モダリティ',
      },
      scopes: {
        public: '共有',
        dept: '科',
        personal: '個人',
      },
      anyModality: '指定なし',
      topLevel: '（範囲の最上位）',
      rowEdit: '{{name}} を編集',
      exportSelected: 'JSON をエクスポート',
      exported: '{{file}} を保存しました',
    },
  },
  diagnosis: {
    templateEdit: {
      titleNew: 'レポートテンプレートの追加',
      titleEdit: 'テンプレート「{{name}}」の編集',
      back: '一覧に戻る',
      save: '保存',
      saved: 'テンプレートを保存しました',
      preview: 'レポートエディターでの表示',
      pickLists: '選択肢 {{count}} 個。本文に {{example}} と書くと選択肢になり、最初の項目が既定値です。',
      loading: 'テンプレートを読み込み中…',
      readOnly: 'このテンプレートは閲覧のみ可能です。',
    },
    treeTemplate: {
      title: 'ツリー形式テンプレート',
      toolbar: 'テンプレートツリーの操作',
      addFolder: '新規フォルダー',
      addTemplate: '新規テンプレート',
      rename: '名前の変更',
      edit: '本文を編集',
      delete: '削除',
      moveUp: '上へ（Alt+↑）',
      moveDown: '下へ（Alt+↓）',
      moveInto: '上のフォルダーへ（Alt+→）',
      moveOut: 'フォルダーの外へ（Alt+←）',
      import: 'JSON をインポート',
      export: 'JSON をエクスポート',
      imported: '{{count}} 件をインポートしました',
      badFile: 'このファイルはエクスポートされたテンプレートではありません',
      exported: '{{file}} を保存しました',
      moved: '「{{name}}」を移動しました',
      added: '「{{name}}」を追加しました',
      renamed: '「{{name}}」に変更しました',
      deleted: '「{{name}}」を削除しました',
      confirmTitle: '削除の確認',
      confirmDelete: '「{{name}}」を削除しますか？',
      confirm: '削除',
      cancel: 'キャンセル',
      nameLabel: '名前',
      ok: 'OK',
      nameRequired: '1～60 文字の名前を入力してください',
      keyboard: 'ノードをフォルダーや行の間へドラッグして移動できます。キーボードでは Alt+↑/↓ で並べ替え、Alt+→ で上のフォルダーへ、Alt+← でフォルダーの外へ移動します。',
    },
  },
}

export default messages
