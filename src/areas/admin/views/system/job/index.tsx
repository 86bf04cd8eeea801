import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { jobResource } from './job.resource'
import { jobMessages } from './messages'

/** The job view (`system/job/index`). */
export default function JobView() {
  useMessages(jobMessages)
  return <ResourcePage view={jobResource} />
}
