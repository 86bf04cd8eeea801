export { StatisticsArea, type StatisticsAreaProps } from './StatisticsArea'
