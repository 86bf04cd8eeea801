import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { databaseResource } from './database.resource'
import { databaseMessages } from './messages'

/** The databases view (`mnt/database/index`). */
export default function DatabaseView() {
  useMessages(databaseMessages)
  return <ResourcePage view={databaseResource} />
}
