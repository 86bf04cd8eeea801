import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { deviceTypeResource } from './deviceType.resource'
import { deviceTypeMessages } from './messages'

/** The deviceType view (`system/deviceType/index`). */
export default function DeviceTypeView() {
  useMessages(deviceTypeMessages)
  return <ResourcePage view={deviceTypeResource} />
}
