import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { privateConfigMessages } from './messages'
import { privateConfigResource } from './privateConfig.resource'

/** The private settings view (`system/privateConfig/index`): the signed-in user's own settings. */
export default function PrivateConfigView() {
  useMessages(privateConfigMessages)
  return <ResourcePage view={privateConfigResource} />
}
