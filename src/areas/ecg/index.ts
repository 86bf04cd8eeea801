export { EcgArea, type EcgAreaProps } from './EcgArea'
