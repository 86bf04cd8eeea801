export { SessionBadge } from './SessionBadge'
export { sessionMessages } from './messages'
