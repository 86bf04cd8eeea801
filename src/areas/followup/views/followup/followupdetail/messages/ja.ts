import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    followupRecord: {
      title: 'フォローアップ記録',
      name: 'フォローアップ記録',
      heading: '{{patient}} · {{exam}} のフォローアップ',
      back: '症例一覧に戻る',
      noCase: '症例が選択されていません。フォローアップ一覧から開いてください。',
      notFound: 'この症例は表示できません。存在しないか、データ範囲外です。',
      loading: '症例を読み込み中…',
      fields: {
        followDate: 'フォローアップ日',
        method: '方法',
        specimenId: '病理結果',
        result: '結果',
        category: '判定',
        follower: '担当者',
        nextDate: '次回フォローアップ',
        remarks: '備考',
      },
      specimenHelp: '同じ患者の確定済み病理結果。選ぶと結果に入力されます',
      specimenOption: '{{no}} · {{diagnosis}}',
      specimenNone: '病理結果なし',
      specimenEmpty: 'この患者には確定済みの病理結果がありません',
      specimenLoading: '病理結果を読み込み中…',
      linkedSpecimen: '病理 {{no}}',
      futureDate: 'フォローアップ日を未来の日付にすることはできません',
      nextNotAfter: '次回フォローアップはフォローアップ日より後にしてください',
      case: {
        label: '症例',
        patient: '患者',
        exam: '検査',
        examTime: '検査日時',
        reportPhysician: '報告医',
        reason: 'フォロー理由',
        reasons: { positive: '陽性レポート', manual: '医師が選択' },
        category: '最新の判定',
        nextDate: '次回フォローアップ',
        closedBy: '{{by}} が {{at}} に終了',
        impression: '診断',
        findings: '所見',
        images: '画像',
        imagesTitle: '{{exam}} の画像',
        closeImages: '画像を閉じる',
        imagesLoading: '画像ビューアを読み込み中…',
        imagesFailed: '画像ビューアを読み込めませんでした',
        close: 'フォローアップを終了',
        closeTitle: 'フォローアップを終了',
        closeConfirm: '{{exam}} のフォローアップを終了しますか？再開するまで記録は変更できません。',
        cancel: 'キャンセル',
        reopen: 'フォローアップを再開',
        closed: 'フォローアップを終了しました',
        reopened: 'フォローアップを再開しました',
        readOnly: 'この症例のフォローアップは終了しています。記録を追加・変更するには再開してください。',
      },
    },
  },
}

export default messages
