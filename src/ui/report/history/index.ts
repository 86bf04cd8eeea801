/** The report revision history every reporting area composes: a timeline and a side-by-side text difference. */
export { RevisionHistory, type RevisionHistoryProps } from './RevisionHistory'
export { historyMessages } from './messages'
