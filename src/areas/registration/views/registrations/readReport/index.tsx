import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { worklistMessages } from '../../../worklist/messages'
import { readReportMessages } from './messages'
import { readReportResource } from './readReport.resource'

/** The report lookup of the front desk (`registrations/readReport`). */
export default function ReadReportView() {
  useMessages(readReportMessages, worklistMessages)
  return <ResourcePage view={readReportResource} />
}
