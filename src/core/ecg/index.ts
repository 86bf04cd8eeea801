/**
 * The ECG report's calculations, framework-free: QTc by four formulas, normal ranges and QTc thresholds by sex,
 * the frontal axis, the report's rhythm and phrase words, possible-value checks, critical-value proposals and the
 * report paragraph.
 */
export { QTC_FORMULAS, QTC_FORMULA_NAMES, qtc, reportedQtc, rrSeconds, type QtcFormula } from './qtc'
export {
  ECG_NORMAL_RANGES, classifyHr, classifyPr, classifyQrs, classifyQtc, ecgSexOf, prolongedQtcAbove, type EcgSex, type QtcClass, type RangeClass,
} from './intervals'
export { classifyAxis, frontalAxis, type AxisClass } from './axis'
export { ECG_PHRASES, ECG_PHRASE_CODES, ECG_RHYTHMS, ECG_RHYTHM_CODES, hasPhrase, type EcgPhrase, type EcgRhythm } from './ecgPhrases'
export { ECG_LIMITS, ecgProblems, type EcgNumberField, type EcgProblem, type EcgProblemKind } from './ecgLimits'
export { ECG_CRITICAL_LIMITS, ecgCriticalValues, type EcgCritical, type EcgCriticalCode, type EcgCriticalInput } from './ecgCritical'
export { ecgReportText } from './ecgText'
export { suggestEcg, type EcgSuggestInput, type EcgSuggestReason, type EcgSuggestion } from './ecgSuggest'
