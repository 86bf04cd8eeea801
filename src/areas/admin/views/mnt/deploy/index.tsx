import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { deployResource } from './deploy.resource'
import { DeployLog } from './DeployLog'
import { deployMessages } from './messages'

/** The deployments view (`mnt/deploy/index`): the list with its operations, and the live deployment log under it. */
export default function DeployView() {
  useMessages(deployMessages)
  return (
    <>
      <ResourcePage view={deployResource} />
      <DeployLog />
    </>
  )
}
