import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    followupCase: {
      title: '隨訪管理',
      name: '隨訪病例',
      fields: {
        patientName: '病人',
        examNo: '檢查號',
        modality: '檢查類型',
        examItem: '檢查項目',
        examTime: '檢查日期',
        impression: '診斷意見',
        reportPhysician: '報告醫師',
        reportTime: '報告日期',
        category: '最新隨訪結論',
        nextDate: '下次隨訪',
        recordCount: '紀錄數',
      },
      filters: {
        blurry: '檢查號或病人',
        modality: '檢查類型',
        physician: '醫師',
        reportTime: '報告時間',
        category: '隨訪結論',
        due: '到期',
        state: '狀態',
      },
      notYet: '尚未隨訪',
      dueToday: '今日到期',
      dueOptions: { due: '今日到期或逾期', overdue: '已逾期', week: '本週到期' },
      states: { open: '隨訪中', closed: '已結束' },
      reminder: '有 {{count}} 例隨訪到期（其中 {{overdue}} 例逾期）',
      reminderNone: '暫無到期隨訪',
      showDue: '查看 {{count}} 例到期隨訪',
      showAll: '查看全部病例',
      open: '開啟 {{name}} 的隨訪',
      tabs: { label: '隨訪檢視', cases: '隨訪病例', coincidence: '診斷符合率' },
      coincidence: {
        title: '診斷符合率',
        groupBy: '統計維度',
        groups: { physician: '醫師', modality: '檢查類型', month: '月', quarter: '季', year: '年' },
        allModalities: '全部檢查類型',
        from: '報告開始日期',
        to: '報告結束日期',
        badRange: '結束日期不能早於開始日期',
        partlySetting: '「基本符合」計入符合',
        formulaPartly: '符合率 =（符合 + 基本符合）÷ 隨訪病例數；「基本符合」計入符合',
        formulaStrict: '符合率 = 符合 ÷ 隨訪病例數；「基本符合」不計入符合',
        followed: '隨訪病例',
        rate: '符合率',
        total: '合計',
        empty: '該期間沒有已隨訪病例',
        failed: '統計資料載入失敗',
      },
    },
  },
}

export default messages
