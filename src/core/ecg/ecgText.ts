/**
 * The paragraph an ECG report carries from its measurements (what "Insert into report" puts at the caret), in the
 * report's words: the measured values with the QTc formula named, then the rhythm and interpretation as numbered
 * conclusions.
 */
import type { EcgMeasurementsBody } from '../contract/ecg'
import { ECG_RHYTHMS } from './ecgPhrases'
import { QTC_FORMULA_NAMES, reportedQtc } from './qtc'

/**
 * The report paragraph of a set of ECG measurements; values not measured are left out.
 *
 * @example
 * ecgReportText({ hr: 75, pr: 160, qrs: 90, qt: 400, qtcFormula: 'bazett', axis: 60, rhythm: 'sinus', longestRr: null,
 *   shortestRr: null, interpretation: ['正常心电图'] })
 * // '心率 75 次/分，PR 间期 160 ms，QRS 时限 90 ms，QT/QTc 400/447 ms（QTc 按 Bazett 公式），QRS 电轴 +60°。\n心电图诊断：\n1. 窦性心律\n2. 正常心电图'
 */
export function ecgReportText(m: Omit<EcgMeasurementsBody, 'version'>): string {
  const parts: string[] = []
  if (m.hr !== null) parts.push(`心率 ${m.hr} 次/分`)
  if (m.pr !== null) parts.push(`PR 间期 ${m.pr} ms`)
  if (m.qrs !== null) parts.push(`QRS 时限 ${m.qrs} ms`)
  const corrected = reportedQtc(m.qt, m.hr, m.qtcFormula)
  if (m.qt !== null) parts.push(corrected === null ? `QT 间期 ${m.qt} ms` : `QT/QTc ${m.qt}/${corrected} ms（QTc 按 ${QTC_FORMULA_NAMES[m.qtcFormula].name} 公式）`)
  if (m.axis !== null) parts.push(`QRS 电轴 ${m.axis > 0 ? '+' : ''}${m.axis}°`)
  if (m.longestRr !== null) parts.push(`最长 RR 间期 ${(m.longestRr / 1000).toFixed(2)} s`)
  if (m.shortestRr !== null) parts.push(`最短 RR 间期 ${m.shortestRr} ms`)
  const conclusions = [...(m.rhythm ? [ECG_RHYTHMS[m.rhythm]] : []), ...m.interpretation.filter((line) => line.trim() !== '' && line !== (m.rhythm ? ECG_RHYTHMS[m.rhythm] : null))]
  const lines: string[] = []
  if (parts.length) lines.push(`${parts.join('，')}。`)
  if (conclusions.length) lines.push('心电图诊断：', ...conclusions.map((line, i) => `${i + 1}. ${line}`))
  return lines.join('\n')
}
