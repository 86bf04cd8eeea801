import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  ultrasound: {
    indexPE: {
      title: '健診超音波：正常所見レポートの一括確定',
      intro: '本日の健診受診者の超音波検査（検査済み・レポート未作成）です。各検査は検査項目のテンプレートから始まります。本文を確認して確定すると、レポートが保存され承認待ちとして提出され、次の検査が開きます。',
      loading: '本日の健診超音波を読み込み中…',
      failed: '検査を読み込めませんでした：{{message}}',
      empty: '本日、レポート待ちの健診超音波検査はありません。',
      drafts: '下書きレポートがあり、レポート編集画面に残した検査：{{count}} 件',
      progress: '{{total}} 件中 {{done}} 件確定',
      skippedCount: 'スキップ：{{count}} 件',
      list: 'この一括処理の検査',
      examLabel: '{{name}}、{{examNo}}、{{item}}：{{state}}',
      state: {
        pending: '未確定',
        confirmed: '確定済み',
        skipped: 'スキップ',
      },
      template: {
        label: '{{item}}のテンプレート',
        normal: '{{name}}（この項目の正常テンプレート）',
        chosen: '{{name}}（この検査項目に選択済み）',
        none: '「{{item}}」に合う正常テンプレートがありません。テンプレートから選び「置換」を押してください。',
        edited: '本文を編集しました：確定まではこのコンピューターに保存されます。',
        reset: 'テンプレートの本文に戻す',
        forget: '正常テンプレートに戻す',
      },
      panel: 'テンプレート',
      panelHint: '「挿入」はこの検査の本文にテンプレートを加えます。「置換」は「{{item}}」のすべての検査（今回と次回以降）のテンプレートにします。',
      chosenFor: '{{item}}のテンプレート：{{name}}。',
      blanks: '確定の前に空欄（__）を埋めてください。最初の空欄を選択しました。',
      empties: '所見と診断は必須です。',
      actions: {
        confirm: '確定して次へ',
        skip: 'スキップ',
        previous: '前へ',
        reload: '新しい検査を探す',
      },
      lockHeld: '{{name}} さんが {{since}} からこのレポートを開いています。確定するとこの検査はスキップされ、その方の作業が残ります。',
      skipped: '未確定：{{patient}}（{{examNo}}）。{{message}}',
      confirmedAt: '{{patient}} を {{time}} に確定しました。',
      confirmedNote: 'このレポートは承認待ちとして提出済みです。',
      allDone: 'すべての検査を処理しました：確定 {{done}} 件、スキップ {{skipped}} 件。',
      readOnly: 'これらの検査は閲覧できますが、レポートは作成できません。',
      failedConfirm: '確定できませんでした：{{message}} 本文は保持されています。もう一度お試しください。',
      shortcuts: {
        title: 'キーボードショートカット',
        enter: '確定して次へ（本文欄の外、または「確定」ボタン上で）',
        ctrlEnter: '確定して次へ（本文欄を含むどこからでも）',
        next: '次の検査へスキップ',
        previous: '前の検査',
        template: 'テンプレートを検索',
      },
    },
  },
}

export default messages
