import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'
import { ECG_PHRASES, ECG_RHYTHMS } from '../../../../../../core/ecg/ecgPhrases'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  ecgReport: {
    panel: '心电测量',
    loading: '正在加载心电测量…',
    waveform: {
      show: '显示心电波形',
      hide: '隐藏心电波形',
      label: '{{examNo}} 的心电波形',
      loading: '正在加载图像浏览器…',
      failed: '图像浏览器加载失败。',
    },
    caliper: {
      none: '在心电波形上用测量尺测量，最近一次测量结果显示在这里。',
      last: '最近测量：{{lead}} Δt {{ms}} ms · Δ {{mV}} mV',
      useAs: '用作',
      taken: '已将测量值填入{{field}}',
      use: {
        rr: 'RR → 心率',
        pr: 'PR',
        qrs: 'QRS',
        qt: 'QT',
        longestRr: '最长 RR',
        shortestRr: '最短 RR',
        leadI: 'I 导联 QRS 净振幅',
        aVF: 'aVF 导联 QRS 净振幅',
      },
    },
    fields: {
      hr: '心率（次/分）',
      pr: 'PR 间期（ms）',
      qrs: 'QRS 时限（ms）',
      qt: 'QT 间期（ms）',
      longestRr: '最长 RR 间期（ms）',
      shortestRr: '最短 RR 间期（ms）',
      axis: '额面 QRS 电轴（°）',
      leadI: 'I 导联 QRS 净振幅（mV）',
      aVF: 'aVF 导联 QRS 净振幅（mV）',
      qtcFormula: 'QTc 校正公式',
      rhythm: '心律',
      interpretation: '心电图诊断',
      phrase: '常用诊断',
      ownLine: '自定义诊断',
    },
    normal: {
      hr: '正常 60–100 次/分',
      pr: '正常 120–200 ms',
      qrs: '正常 < 120 ms',
      axis: '正常 −30° 至 +90°',
    },
    range: {
      hr: {
        low: '心动过缓（< 60 次/分）',
        high: '心动过速（> 100 次/分）',
      },
      pr: {
        low: 'PR 间期缩短（< 120 ms）',
        high: 'PR 间期延长（> 200 ms）',
      },
      qrs: {
        low: '低于正常',
        high: 'QRS 增宽（≥ 120 ms）',
      },
    },
    problem: {
      outOfRange: '不可能的数值：应在 {{min}} 至 {{max}} 之间',
      qtNotBelowRr: 'QT 间期必须短于 RR 间期（该心率下为 {{rr}} ms）',
      qrsNotBelowQt: 'QRS 时限必须短于 QT 间期',
      shortestAboveLongest: '长于最长 RR 间期',
    },
    qtc: {
      none: 'QTc：请填写 QT 间期和心率',
      value: 'QTc {{value}} ms（{{formula}} 公式：{{expression}}）',
      class: {
        short: 'QTc 缩短（< 350 ms）',
        normal: '{{sex}}正常（≤ {{limit}} ms）',
        prolonged: 'QTc 延长：{{sex}}超过 {{limit}} ms',
        torsadesRisk: '超过 500 ms：有尖端扭转型室速风险',
      },
    },
    sex: {
      male: '男性',
      female: '女性',
      unknown: '性别不详（按男性标准）',
    },
    axisClass: {
      normal: '电轴正常（−30° 至 +90°）',
      left: '电轴左偏',
      right: '电轴右偏',
      extreme: '电轴极度偏移（−90° 至 −180°）',
    },
    computeAxis: '由 I、aVF 导联计算电轴',
    axisFromLeads: '请填写 I 和 aVF',
    axisUse: '采用 {{axis}}°',
    rhythmNone: '未填写',
    // The report's own words (src/core/ecg/ecgPhrases): in Chinese the screen says what the report will say.
    rhythm: ECG_RHYTHMS,
    phrase: ECG_PHRASES,
    removeLine: '删除“{{line}}”',
    noLines: '尚无诊断',
    addPhrase: '添加常用诊断',
    addLine: '添加自定义诊断',
    suggest: {
      title: '根据测量值建议：',
      allNormal: '各项测量值均在正常范围',
      setRhythm: '将节律设为{{words}}（{{reason}}）',
      addPhrase: '添加{{words}}（{{reason}}）',
      reason: { hr: '心率 {{value}} 次/分', pr: 'PR {{value}} ms', qtc: 'QTc {{value}} ms', axis: '电轴 {{value}}°' },
    },
    critical: {
      title: '建议危急值。',
      intro: '测量结果符合以下心电危急值项目，请在心电图上确认。',
      record: '标记危急值并登记通知',
      notAvailable: '当前报告不可编辑，无法勾选危急值。',
      code: {
        longPause: '长 RR 间期 ≥ 3.0 s',
        slowRate: '平均心室率 < 35 次/分',
        thirdDegreeBlock: '三度房室传导阻滞',
        qtRonT: 'QT 延长伴 R-on-T',
        ventricularTachycardia: '室性心动过速 ≥ 150 次/分',
        torsades: '尖端扭转型 / 多形性室速',
        ventricularFibrillation: '心室扑动或颤动',
        svt: '室上性心动过速 ≥ 230 次/分',
        fastAf: '心房颤动或扑动 ≥ 180 次/分',
        preexcitedAf: '预激伴房颤，最短 RR < 250 ms',
        acuteMi: '急性心肌梗死图形',
        hyperkalaemia: '严重高钾血症图形',
      },
    },
    invalid: '请先更正标记的数值再保存。',
    save: '保存测量',
    saved: '测量已于 {{time}} 保存（版本 {{version}}）',
    savedBy: '{{author}} 于 {{time}} 保存',
    unsaved: '有未保存的修改',
    reload: '加载对方的版本',
    insert: '插入报告',
  },
}

export default messages
