import { useMessages } from '../../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../../ui/resource/ResourcePage'
import { logMessages } from '../messages'
import { errorLogResource } from './errorLog.resource'
import { errorLogMessages } from './messages'

/** The error log view (`monitor/log/errorLog`). */
export default function ErrorLogView() {
  // The detail dialog and the clear button are the operation log's, with their words.
  useMessages(logMessages, errorLogMessages)
  return <ResourcePage view={errorLogResource} />
}
