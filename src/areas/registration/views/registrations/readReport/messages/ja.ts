import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    readReport: {
      title: 'レポート閲覧',
      name: 'レポート',
      fields: {
        examNo: '検査番号',
        patientName: '氏名',
        gender: '性別',
        age: '年齢',
        patientType: '受診区分',
        modality: 'モダリティ',
        examItem: '検査項目',
        applyDeptName: '依頼科',
        auditTime: '承認日時',
        status: '状態',
      },
      filters: {
        blurry: '氏名・ピンイン・検査番号・患者ID・依頼番号',
        registerTime: '受付日時',
        modality: 'モダリティ',
      },
      open: '{{name}} のレポートを開く',
      reportOf: '{{name}} のレポート · {{examNo}}',
      loading: 'レポートビューアーを読み込み中…',
      viewerUnavailable: 'レポートビューアー（このページのスクリプトと同じ場所の clinic-report-viewer.js）を読み込めませんでした。',
      close: '閉じる',
      link: {
        open: '{{name}} のレポートリンク',
        title: 'レポートリンク · {{name}} {{examNo}}',
        validity: '有効期間',
        minutes: {
          '60': '1 時間',
          '1440': '1 日',
          '4320': '3 日',
          '10080': '7 日',
        },
        create: 'リンクを作成',
        url: 'リンク',
        expires: '{{time}} に失効します。それまではリンクを知る人は誰でもレポートを閲覧できます。',
        qr: '{{examNo}} のレポートリンクの QR コード',
        copy: 'リンクをコピー',
        copied: 'リンクをコピーしました。',
        copyFailed: 'ブラウザーがコピーを許可しませんでした。リンクを選択してコピーしてください。',
      },
    },
  },
}

export default messages
