import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { checkMethodResource } from './checkMethod.resource'
import { checkMethodMessages } from './messages'

/** The check methods view (`infoManage/checkMethod/index`). */
export default function CheckMethodView() {
  useMessages(checkMethodMessages)
  return <ResourcePage view={checkMethodResource} />
}
