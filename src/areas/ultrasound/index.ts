export { UltrasoundArea, type UltrasoundAreaProps } from './UltrasoundArea'
