import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { worklistResource } from './manage.resource'
import { worklistMessages } from '../../../worklist/messages'
import { manageMessages } from './messages'

/** The manage view (`registrations/manage`). */
export default function ManageView() {
  useMessages(manageMessages, worklistMessages)
  return <ResourcePage view={worklistResource} />
}
