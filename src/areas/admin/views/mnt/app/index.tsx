import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { appResource } from './app.resource'
import { appMessages } from './messages'

/** The applications view (`mnt/app/index`). */
export default function AppView() {
  useMessages(appMessages)
  return <ResourcePage view={appResource} />
}
