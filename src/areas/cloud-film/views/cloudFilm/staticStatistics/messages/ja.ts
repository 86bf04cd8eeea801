import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  cloudFilm: {
    statistics: {
      title: 'クラウドフィルム統計',
      filters: '期間と種類',
      from: '開始日',
      to: '終了日',
      kind: '種類',
      allKinds: 'すべてのリンク',
      kinds: { film: 'クラウドフィルム', report: 'レポートリンク' },
      search: '表示',
      badRange: '開始日が終了日より後です。',
      tooLong: '366 日以内で選んでください。',
      loading: '集計中…',
      failed: '統計を読み込めませんでした：{{message}}',
      issued: '発行',
      viewed: '閲覧済み',
      views: '閲覧回数',
      viewedRate: '閲覧率',
      noRate: '—',
      byDay: '日別',
      byModality: 'モダリティ別',
      day: '日付',
      modality: 'モダリティ',
      total: '合計',
      none: 'この期間に発行または閲覧されたリンクはありません。',
      explain: '発行：期間内に作成されたリンク。閲覧済み：そのうち一度以上開かれたリンク。閲覧回数：期間内に開けた回数。閲覧率：閲覧済み ÷ 発行。',
    },
  },
}

export default messages
