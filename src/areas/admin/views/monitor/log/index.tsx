import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { logResource } from './log.resource'
import { logMessages } from './messages'

/** The operation log view (`monitor/log/index`). */
export default function LogView() {
  useMessages(logMessages)
  return <ResourcePage view={logResource} />
}
