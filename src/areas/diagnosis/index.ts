export { DiagnosisArea, type DiagnosisAreaProps } from './DiagnosisArea'
