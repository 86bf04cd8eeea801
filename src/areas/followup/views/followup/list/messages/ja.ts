import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    followupCase: {
      title: 'フォローアップ',
      name: '症例',
      fields: {
        patientName: '患者',
        examNo: '検査番号',
        modality: 'モダリティ',
        examItem: '検査項目',
        examTime: '検査日',
        impression: '診断',
        reportPhysician: '報告医',
        reportTime: '報告日',
        category: '最新の判定',
        nextDate: '次回フォローアップ',
        recordCount: '記録数',
      },
      filters: {
        blurry: '検査番号または患者',
        modality: 'モダリティ',
        physician: '医師',
        reportTime: '報告期間',
        category: '判定',
        due: '期限',
        state: '状態',
      },
      notYet: '未フォロー',
      dueToday: '本日期限',
      dueOptions: { due: '本日期限または期限切れ', overdue: '期限切れ', week: '今週期限' },
      states: { open: 'フォロー中', closed: '終了' },
      reminder: '{{count}} 件のフォローアップが期限です（うち {{overdue}} 件は期限切れ）',
      reminderNone: '期限のフォローアップはありません',
      showDue: '期限の {{count}} 件を表示',
      showAll: 'すべての症例を表示',
      open: '{{name}} のフォローアップを開く',
      tabs: { label: 'フォローアップの表示', cases: '症例', coincidence: '診断一致率' },
      coincidence: {
        title: '診断一致率',
        groupBy: '集計単位',
        groups: { physician: '医師', modality: 'モダリティ', month: '月', quarter: '四半期', year: '年' },
        allModalities: 'すべてのモダリティ',
        from: '報告開始日',
        to: '報告終了日',
        badRange: '終了日は開始日より前にできません',
        partlySetting: '「概ね一致」を一致に含める',
        formulaPartly: '一致率 =（一致 + 概ね一致）÷ フォロー症例数。「概ね一致」を一致に含めます',
        formulaStrict: '一致率 = 一致 ÷ フォロー症例数。「概ね一致」は一致に含めません',
        followed: 'フォロー症例',
        rate: '一致率',
        total: '合計',
        empty: 'この期間にフォローした症例はありません',
        failed: '統計を読み込めませんでした',
      },
    },
  },
}

export default messages
