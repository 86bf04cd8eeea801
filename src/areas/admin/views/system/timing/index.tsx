import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { timingMessages } from './messages'
import { timingResource } from './timing.resource'

/** The timing tasks view (`system/timing/index`): the tasks, run now, pause and resume, and their logs. */
export default function TimingView() {
  useMessages(timingMessages)
  return <ResourcePage view={timingResource} />
}
