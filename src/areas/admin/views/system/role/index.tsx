import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { roleMessages } from './messages'
import { roleResource } from './role.resource'

/** The roles view (`system/role/index`): the roles, and the menus of the one clicked beside them. */
export default function RoleView() {
  useMessages(roleMessages)
  return <ResourcePage view={roleResource} />
}
