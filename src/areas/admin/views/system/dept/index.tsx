import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { deptResource } from './dept.resource'
import { deptMessages } from './messages'

/** The dept view (`system/dept/index`). */
export default function DeptView() {
  useMessages(deptMessages)
  return <ResourcePage view={deptResource} />
}
