import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { applyHospitalResource } from './applyHospital.resource'
import { applyHospitalMessages } from './messages'

/** The referring hospitals view (`infoManage/applyHospital/index`). */
export default function ApplyHospitalView() {
  useMessages(applyHospitalMessages)
  return <ResourcePage view={applyHospitalResource} />
}
