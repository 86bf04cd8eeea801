/**
 * ECG critical values (危急值) proposed from a report's measurements — only the items of the Zhejiang provincial trial
 * standard that ris-domain §1.4 lists, and only as far as the measurements can show them; the physician confirms each
 * (and records the notification) in the report editor:
 * - a long RR (pause) ≥ 3.0 s;
 * - a mean ventricular rate < 35 /min;
 * - third-degree AV block (first found; "or with a rate < 40" — proposed whenever the rhythm is stated);
 * - QT prolongation with R-on-T;
 * - ventricular tachycardia ≥ 150 /min (the standard adds "lasting ≥ 30 s": the physician checks the strip);
 * - torsades de pointes / polymorphic VT; ventricular flutter or fibrillation;
 * - supraventricular tachycardia ≥ 230 /min (another version of the standard says ≥ 200: `svtRate`);
 * - atrial fibrillation or flutter ≥ 180 /min;
 * - pre-excited atrial fibrillation with a shortest RR < 250 ms;
 * - a first-found acute myocardial infarction pattern; a severe hyperkalaemia pattern (stated by their phrases).
 * QTc above 500 ms alone is a torsades risk (src/core/ecg/intervals.ts), not an item of the list.
 */
import type { EcgRhythm } from '../contract/ecg'
import { hasPhrase } from './ecgPhrases'

/** A proposed critical value, by code. */
export type EcgCriticalCode =
  | 'longPause' | 'slowRate' | 'thirdDegreeBlock' | 'qtRonT' | 'ventricularTachycardia' | 'torsades'
  | 'ventricularFibrillation' | 'svt' | 'fastAf' | 'preexcitedAf' | 'acuteMi' | 'hyperkalaemia'

/** What the proposals look at. */
export interface EcgCriticalInput {
  hr: number | null
  rhythm: EcgRhythm | null
  longestRr: number | null
  shortestRr: number | null
  interpretation: readonly string[]
}

/** A proposed critical value: its code and the line the report and the notification record carry. */
export interface EcgCritical {
  code: EcgCriticalCode
  text: string
}

/** The limits of the list, stated once. */
export const ECG_CRITICAL_LIMITS = {
  longPauseMs: 3000,
  slowRate: 35,
  vtRate: 150,
  svtRate: 230,
  fastAfRate: 180,
  preexcitedShortestRrMs: 250,
} as const

/**
 * The critical values the measurements show, in the order of the list; empty when none.
 *
 * @example
 * ecgCriticalValues({ hr: 32, rhythm: 'thirdDegreeBlock', longestRr: null, shortestRr: null, interpretation: [] })
 *   .map((c) => c.code) // ['slowRate', 'thirdDegreeBlock']
 */
export function ecgCriticalValues(input: EcgCriticalInput, limits = ECG_CRITICAL_LIMITS): EcgCritical[] {
  const { hr, rhythm, longestRr, shortestRr, interpretation } = input
  const found: EcgCritical[] = []
  const add = (code: EcgCriticalCode, text: string) => found.push({ code, text })
  if (longestRr !== null && longestRr >= limits.longPauseMs) add('longPause', `长 RR 间期 ${(longestRr / 1000).toFixed(2)} s（≥ 3.0 s）`)
  if (hr !== null && hr < limits.slowRate) add('slowRate', `平均心室率 ${hr} 次/分（< 35 次/分）`)
  if (rhythm === 'thirdDegreeBlock') add('thirdDegreeBlock', hr !== null ? `三度房室传导阻滞，心室率 ${hr} 次/分` : '三度房室传导阻滞')
  if (hasPhrase(interpretation, 'qtRonT')) add('qtRonT', 'QT间期延长伴R-on-T室性早搏')
  if (rhythm === 'ventricularTachycardia' && hr !== null && hr >= limits.vtRate) add('ventricularTachycardia', `室性心动过速，心室率 ${hr} 次/分（≥ 150 次/分）`)
  if (rhythm === 'torsades') add('torsades', '尖端扭转型室性心动过速')
  if (rhythm === 'ventricularFlutter' || rhythm === 'ventricularFibrillation') add('ventricularFibrillation', rhythm === 'ventricularFlutter' ? '心室扑动' : '心室颤动')
  if (rhythm === 'supraventricularTachycardia' && hr !== null && hr >= limits.svtRate) add('svt', `室上性心动过速，心室率 ${hr} 次/分（≥ ${limits.svtRate} 次/分）`)
  if ((rhythm === 'atrialFibrillation' || rhythm === 'atrialFlutter') && hr !== null && hr >= limits.fastAfRate) {
    add('fastAf', `${rhythm === 'atrialFlutter' ? '心房扑动' : '心房颤动'}，心室率 ${hr} 次/分（≥ 180 次/分）`)
  }
  if (rhythm === 'preexcitedAf' && shortestRr !== null && shortestRr < limits.preexcitedShortestRrMs) add('preexcitedAf', `预激综合征伴心房颤动，最短 RR 间期 ${shortestRr} ms（< 250 ms）`)
  if (hasPhrase(interpretation, 'acuteMi')) add('acuteMi', '急性心肌梗死图形（ST段抬高）')
  if (hasPhrase(interpretation, 'hyperkalaemia')) add('hyperkalaemia', '严重高钾血症心电图改变')
  return found
}
