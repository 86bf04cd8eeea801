import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { serverMessages } from './messages'
import { serverResource } from './server.resource'

/** The target servers view (`mnt/server/index`). */
export default function ServerView() {
  useMessages(serverMessages)
  return <ResourcePage view={serverResource} />
}
