export { FollowupArea, type FollowupAreaProps } from './FollowupArea'
