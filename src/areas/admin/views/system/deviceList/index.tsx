import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { deviceListResource } from './deviceList.resource'
import { deviceListMessages } from './messages'

/** The deviceList view (`system/deviceList/index`). */
export default function DeviceListView() {
  useMessages(deviceListMessages)
  return <ResourcePage view={deviceListResource} />
}
