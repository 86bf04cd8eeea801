import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { menuResource } from './menu.resource'
import { menuMessages } from './messages'

/** The menus view (`system/menu/index`). */
export default function MenuView() {
  useMessages(menuMessages)
  return <ResourcePage view={menuResource} />
}
