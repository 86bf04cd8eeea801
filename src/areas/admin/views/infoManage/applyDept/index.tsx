import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { applyDeptResource } from './applyDept.resource'
import { applyDeptMessages } from './messages'

/** The referring departments view with their physicians (`infoManage/applyDept/index`). */
export default function ApplyDeptView() {
  useMessages(applyDeptMessages)
  return <ResourcePage view={applyDeptResource} />
}
