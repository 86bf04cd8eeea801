import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { userResource } from './user.resource'
import { userMessages } from './messages'

/** The user view (`system/user/index`). */
export default function UserView() {
  useMessages(userMessages)
  return <ResourcePage view={userResource} />
}
