import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { diagnosInResource } from './diagnos-in.resource'
import { diagnosInMessages } from './messages'

/** The diagnos-in view (`diagnos/diagnos-in/index`). */
export default function DiagnosInView() {
  useMessages(diagnosInMessages)
  return <ResourcePage view={diagnosInResource} />
}
