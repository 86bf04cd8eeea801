import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { deployHistoryResource } from './deployHistory.resource'
import { deployHistoryMessages } from './messages'

/** The deployment history view (`mnt/deployHistory/index`). */
export default function DeployHistoryView() {
  useMessages(deployHistoryMessages)
  return <ResourcePage view={deployHistoryResource} />
}
