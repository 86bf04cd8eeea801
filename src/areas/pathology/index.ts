export { PathologyArea, type PathologyAreaProps } from './PathologyArea'
