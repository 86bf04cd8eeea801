export { HisReport, type HisReportProps } from './HisReport'
export { type HisPage } from './params'
export { hisReportMessages } from './messages'
