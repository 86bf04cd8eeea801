import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  ultrasound: {
    indexPE: {
      title: '体检超声：正常报告批量确认',
      intro: '今日体检患者的超声检查（已检查、尚未报告）。每个检查按其检查项目的模板生成报告文本；核对文本后确认：报告即保存并提交审核，随后打开下一个检查。',
      loading: '正在加载今日体检超声…',
      failed: '检查列表加载失败：{{message}}',
      empty: '今日没有待写报告的体检超声检查。',
      drafts: '已有报告草稿、留给报告编辑器处理的检查：{{count}} 个',
      progress: '已确认 {{done}} / {{total}}',
      skippedCount: '已跳过：{{count}}',
      list: '本批检查',
      examLabel: '{{name}}，{{examNo}}，{{item}}：{{state}}',
      state: {
        pending: '待确认',
        confirmed: '已确认',
        skipped: '已跳过',
      },
      template: {
        label: '{{item}}的模板',
        normal: '{{name}}（该项目的正常模板）',
        chosen: '{{name}}（已为该检查项目选定）',
        none: '没有适合“{{item}}”的正常模板：请在模板中选择一个并点击“替换”。',
        edited: '文本已修改：确认前保存在本机。',
        reset: '恢复为模板文本',
        forget: '改回正常模板',
      },
      panel: '模板',
      panelHint: '“插入”把模板加到本检查的文本中；“替换”把它设为所有“{{item}}”检查的模板（本批及以后）。',
      chosenFor: '{{item}}的模板：{{name}}。',
      blanks: '请先填写空白处（__）再确认：已选中第一个空白。',
      empties: '检查所见和诊断意见为必填项。',
      actions: {
        confirm: '确认并下一个',
        skip: '跳过',
        previous: '上一个',
        reload: '查找新检查',
      },
      lockHeld: '{{name}} 自 {{since}} 起正在编辑此报告。确认时将跳过该检查，由其继续书写。',
      skipped: '未确认：{{patient}}（{{examNo}}）。{{message}}',
      confirmedAt: '{{patient}} 已于 {{time}} 确认。',
      confirmedNote: '该报告已提交审核。',
      allDone: '本批检查已全部处理：确认 {{done}} 个，跳过 {{skipped}} 个。',
      readOnly: '您可以查看这些检查，但不能书写其报告。',
      failedConfirm: '未确认：{{message}} 您的文本已保留，请重试。',
      shortcuts: {
        title: '键盘快捷键',
        enter: '确认并下一个（焦点不在文本框内，或在“确认”按钮上）',
        ctrlEnter: '确认并下一个（任意位置，包括文本框内）',
        next: '跳到下一个检查',
        previous: '上一个检查',
        template: '搜索模板',
      },
    },
  },
}

export default messages
