import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  cloudFilm: {
    statistics: {
      title: '雲膠片統計',
      filters: '統計期間與類型',
      from: '開始日期',
      to: '結束日期',
      kind: '類型',
      allKinds: '全部連結',
      kinds: { film: '雲膠片', report: '報告連結' },
      search: '統計',
      badRange: '開始日期晚於結束日期。',
      tooLong: '最多選擇 366 天。',
      loading: '正在統計…',
      failed: '無法載入統計：{{message}}',
      issued: '發放',
      viewed: '已查看',
      views: '查看次數',
      viewedRate: '查看率',
      noRate: '—',
      byDay: '按日',
      byModality: '按檢查類型',
      day: '日期',
      modality: '檢查類型',
      total: '合計',
      none: '此期間沒有發放或開啟過連結。',
      explain: '發放：期間內建立的連結。已查看：其中至少被開啟過一次的連結。查看次數：期間內成功開啟的次數。查看率：已查看 ÷ 發放。',
    },
  },
}

export default messages
