import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { infoManageMessages } from '../messages'
import { reportTemplateResource } from './reportTemplate.resource'

/** The report-template list (`infoManage/reportTemplate`). */
export default function ReportTemplateView() {
  useMessages(infoManageMessages)
  return <ResourcePage view={reportTemplateResource} />
}
