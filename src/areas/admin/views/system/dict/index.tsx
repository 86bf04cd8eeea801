import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { dictResource } from './dict.resource'
import { dictMessages } from './messages'

/** The dictionaries view (`system/dict/index`). */
export default function DictView() {
  useMessages(dictMessages)
  return <ResourcePage view={dictResource} />
}
