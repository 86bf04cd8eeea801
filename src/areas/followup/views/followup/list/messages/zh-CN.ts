import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    followupCase: {
      title: '随访管理',
      name: '随访病例',
      fields: {
        patientName: '患者',
        examNo: '检查号',
        modality: '检查类型',
        examItem: '检查项目',
        examTime: '检查日期',
        impression: '诊断意见',
        reportPhysician: '报告医生',
        reportTime: '报告日期',
        category: '最新随访结论',
        nextDate: '下次随访',
        recordCount: '记录数',
      },
      filters: {
        blurry: '检查号或患者',
        modality: '检查类型',
        physician: '医生',
        reportTime: '报告时间',
        category: '随访结论',
        due: '到期',
        state: '状态',
      },
      notYet: '尚未随访',
      dueToday: '今日到期',
      dueOptions: { due: '今日到期或逾期', overdue: '已逾期', week: '本周到期' },
      states: { open: '随访中', closed: '已结束' },
      reminder: '有 {{count}} 例随访到期（其中 {{overdue}} 例逾期）',
      reminderNone: '暂无到期随访',
      showDue: '查看 {{count}} 例到期随访',
      showAll: '查看全部病例',
      open: '打开 {{name}} 的随访',
      tabs: { label: '随访视图', cases: '随访病例', coincidence: '诊断符合率' },
      coincidence: {
        title: '诊断符合率',
        groupBy: '统计维度',
        groups: { physician: '医生', modality: '检查类型', month: '月', quarter: '季度', year: '年' },
        allModalities: '全部检查类型',
        from: '报告开始日期',
        to: '报告结束日期',
        badRange: '结束日期不能早于开始日期',
        partlySetting: '“基本符合”计入符合',
        formulaPartly: '符合率 =（符合 + 基本符合）÷ 随访病例数；“基本符合”计入符合',
        formulaStrict: '符合率 = 符合 ÷ 随访病例数；“基本符合”不计入符合',
        followed: '随访病例',
        rate: '符合率',
        total: '合计',
        empty: '该期间没有已随访病例',
        failed: '统计数据加载失败',
      },
    },
  },
}

export default messages
