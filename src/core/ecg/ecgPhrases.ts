/**
 * The report's words for ECG rhythms and the interpretation phrases the report panel offers (the pick list of a
 * Chinese ECG report: 窦性心律, 窦性心动过速, … ST-T改变), framework-free so the panel, the report text and the
 * critical-value proposals read the same table. The screen names each in the user's language (`ecg.rhythm.<code>`,
 * `ecg.phrase.<code>`); the report carries the Chinese text.
 */
import type { EcgRhythm } from '../contract/ecg'

export type { EcgRhythm }

/** Every rhythm, in pick-list order, with the report's words. */
export const ECG_RHYTHMS: Readonly<Record<EcgRhythm, string>> = {
  sinus: '窦性心律',
  sinusTachycardia: '窦性心动过速',
  sinusBradycardia: '窦性心动过缓',
  sinusArrhythmia: '窦性心律不齐',
  atrialFibrillation: '心房颤动',
  atrialFlutter: '心房扑动',
  supraventricularTachycardia: '阵发性室上性心动过速',
  junctional: '交界性心律',
  ventricularTachycardia: '室性心动过速',
  torsades: '尖端扭转型室性心动过速',
  ventricularFlutter: '心室扑动',
  ventricularFibrillation: '心室颤动',
  thirdDegreeBlock: '三度房室传导阻滞',
  preexcitedAf: '预激综合征伴心房颤动',
  paced: '起搏心律',
}

/** The rhythm codes in pick-list order. */
export const ECG_RHYTHM_CODES = Object.keys(ECG_RHYTHMS) as EcgRhythm[]

/** An interpretation phrase of the pick list. */
export type EcgPhrase =
  | 'normal' | 'firstDegreeBlock' | 'secondDegreeI' | 'secondDegreeII' | 'rbbb' | 'lbbb' | 'leftAxis' | 'rightAxis'
  | 'lvh' | 'stt' | 'pac' | 'pvc' | 'lowVoltage' | 'longQt' | 'qtRonT' | 'acuteMi' | 'hyperkalaemia' | 'preexcitation'

/** Every interpretation phrase, in pick-list order, with the report's words. */
export const ECG_PHRASES: Readonly<Record<EcgPhrase, string>> = {
  normal: '正常心电图',
  firstDegreeBlock: '一度房室传导阻滞',
  secondDegreeI: '二度Ⅰ型房室传导阻滞',
  secondDegreeII: '二度Ⅱ型房室传导阻滞',
  rbbb: '完全性右束支传导阻滞',
  lbbb: '完全性左束支传导阻滞',
  leftAxis: '电轴左偏',
  rightAxis: '电轴右偏',
  lvh: '左心室高电压',
  stt: 'ST-T改变',
  pac: '房性早搏',
  pvc: '室性早搏',
  lowVoltage: '肢体导联低电压',
  longQt: 'QT间期延长',
  qtRonT: 'QT间期延长伴R-on-T室性早搏',
  acuteMi: '急性心肌梗死图形（ST段抬高）',
  hyperkalaemia: '高钾血症心电图改变',
  preexcitation: '心室预激',
}

/** The phrase codes in pick-list order. */
export const ECG_PHRASE_CODES = Object.keys(ECG_PHRASES) as EcgPhrase[]

/**
 * Whether the interpretation lines hold a phrase (the line as the pick list words it, spaces ignored).
 *
 * @example
 * hasPhrase(['窦性心律', 'ST-T改变'], 'stt') // true
 */
export function hasPhrase(lines: readonly string[], phrase: EcgPhrase): boolean {
  const wanted = ECG_PHRASES[phrase]
  return lines.some((line) => line.replace(/\s+/g, '') === wanted)
}
