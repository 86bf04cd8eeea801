import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  hisReport: {
    page: {
      title: '検査レポート',
      patientTitle: '検査レポート — {{name}}',
      signedTitle: '検査レポート',
      account: 'HIS アカウント：{{username}}',
      region: 'HIS レポートページ',
      back: '検査一覧に戻る',
    },
    access: {
      signingIn: 'HIS アカウントでログイン中…',
      noCredentials: 'このページには HIS アカウントが必要です。HIS から username と password を含むリンクで開いてください（またはこの端末で一度そのリンクからログインしてください）。',
      rejected: 'HIS アカウントまたはパスワードが拒否されました：{{message}}',
      failed: 'HIS アカウントでのログインに失敗しました：{{message}}',
      noPatient: '患者が指定されていません：リンクに patientId または hisPatientId が必要です。',
      noExam: '検査が指定されていません：リンクに examineId または reportId が必要です。',
      linkRetired: 'この形式のレポートリンクは廃止されました。現在のリンクは /share/… で開き、取り消すことができます。病院に新しいリンクを依頼してください。',
    },
    exams: {
      caption: '{{name}} の検査（患者ID {{patientId}}）',
      captionPlain: '患者の検査',
      loading: '検査を読み込み中…',
      failed: '検査を読み込めませんでした：{{message}}',
      none: 'この患者の検査はありません。',
      noReports: 'この患者には表示できるレポートがまだありません。',
      examNo: '検査番号',
      examItem: '検査項目',
      modality: 'モダリティ',
      examTime: '検査日時',
      status: '状態',
      report: 'レポート',
      view: 'レポートを表示',
      viewLabel: 'レポートを表示：検査 {{examNo}}',
      notReady: '未作成',
      tabs: '患者のレポート',
      selected: '検査 {{examNo}} のレポート',
    },
    status: {
      s0: '登録済み',
      s1: '受付済み',
      s2: '検査済み',
      s3: '仮レポート',
      s4: '承認済み',
      s5: '印刷済み',
      s6: '修正中',
      s7: '無効',
    },
  },
}

export default messages
