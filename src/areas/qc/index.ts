export { QcArea, type QcAreaProps } from './QcArea'
