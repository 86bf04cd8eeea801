import type { CalciumRiskBand, CalciumTotals } from '../../../core/contract/calcium'
import { CORONARY_ARTERIES } from '../../../core/report/agatston'

/** The risk bands as Chinese reports word them, with their range. */
const RISK_TEXT: Record<CalciumRiskBand, string> = {
  veryLow: '极低危（0）',
  low: '低危（1–10）',
  moderate: '中危（11–100）',
  moderatelyHigh: '中高危（101–400）',
  high: '高危（>400）',
}

/** What each CAC-DRS category says (Hecht et al. 2018: none, mild, moderate, severe). */
const CAC_DRS_TEXT = ['无钙化', '轻度', '中度', '重度'] as const

/** A score as a report writes it: one decimal, whole numbers without one. */
function number(value: number): string {
  const rounded = Math.round(value * 10) / 10
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1)
}

/**
 * The calcium score as the Chinese paragraph of a CT report (reports are written in Chinese whatever the interface
 * language): Agatston per artery and total, calcium volume, risk band and CAC-DRS, and a caution when the series was
 * not reconstructed at 3 mm. The report editor inserts it after `GET api/calciumScore/{examineId}`; the view shows the
 * same text before saving.
 *
 * @example
 * calciumReportText(await http.get<CalciumScoreDto>(`api/calciumScore/${examineId}`))
 * // '冠状动脉钙化积分（Agatston）：LM 0，LAD 72，LCX 5，RCA 19，总分 96；钙化体积 103.5 mm³；风险分级：中危（11–100）；CAC-DRS A1/3（轻度，3 支血管）。'
 */
export function calciumReportText(result: CalciumTotals): string {
  const arteries = CORONARY_ARTERIES.map((artery) => `${artery} ${number(result.arteries[artery].agatston)}`).join('，')
  const drs = result.cacDrs.category === 0 ? `${result.cacDrs.label}（${CAC_DRS_TEXT[0]}）`
    : `${result.cacDrs.label}（${CAC_DRS_TEXT[result.cacDrs.category]}，${result.cacDrs.vessels} 支血管）`
  const caution = result.standardThickness ? '' : '（注：非 3 mm 层厚重建，积分与标准方法可有差异，仅供参考）'
  return `冠状动脉钙化积分（Agatston）：${arteries}，总分 ${result.reported}；钙化体积 ${number(result.volume)} mm³；风险分级：${RISK_TEXT[result.risk]}；${drs}。${caution}`
}
