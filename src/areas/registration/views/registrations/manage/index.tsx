import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { worklistResource } from './manage.resource'
import { manageMessages } from './messages'

/** The manage view (`registrations/manage`). */
export default function ManageView() {
  useMessages(manageMessages)
  return <ResourcePage view={worklistResource} />
}
