import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  cloudFilm: {
    statistics: {
      title: '云胶片统计',
      filters: '统计期间与类型',
      from: '开始日期',
      to: '结束日期',
      kind: '类型',
      allKinds: '全部链接',
      kinds: { film: '云胶片', report: '报告链接' },
      search: '统计',
      badRange: '开始日期晚于结束日期。',
      tooLong: '最多选择 366 天。',
      loading: '正在统计…',
      failed: '无法加载统计：{{message}}',
      issued: '发放',
      viewed: '已查看',
      views: '查看次数',
      viewedRate: '查看率',
      noRate: '—',
      byDay: '按日',
      byModality: '按检查类型',
      day: '日期',
      modality: '检查类型',
      total: '合计',
      none: '此期间没有发放或打开过链接。',
      explain: '发放：期间内创建的链接。已查看：其中至少被打开过一次的链接。查看次数：期间内成功打开的次数。查看率：已查看 ÷ 发放。',
    },
  },
}

export default messages
