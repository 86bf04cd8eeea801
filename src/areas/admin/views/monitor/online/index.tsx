import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { onlineMessages } from './messages'
import { onlineResource } from './online.resource'

/** The online users view (`monitor/online/index`): live sessions, kicked out by administrators. */
export default function OnlineView() {
  useMessages(onlineMessages)
  return <ResourcePage view={onlineResource} />
}
