import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { ManageTabs } from '../../../appointments/ManageTabs'
import { worklistResource } from './manage.resource'
import { worklistMessages } from '../../../worklist/messages'
import { manageMessages } from './messages'

/** The manage view (`registrations/manage`): the registration worklist and the appointment calendar, as two tabs. */
export default function ManageView() {
  useMessages(manageMessages, worklistMessages)
  return <ManageTabs worklist={<ResourcePage view={worklistResource} />} />
}
