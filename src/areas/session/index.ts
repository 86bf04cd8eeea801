export { SessionBadge } from './SessionBadge'
