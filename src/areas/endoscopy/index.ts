export { EndoscopyArea, type EndoscopyAreaProps } from './EndoscopyArea'
