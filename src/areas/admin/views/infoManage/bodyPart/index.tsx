import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { bodyPartResource } from './bodyPart.resource'
import { bodyPartMessages } from './messages'

/** The body parts view with their small body parts (`infoManage/bodyPart/index`). */
export default function BodyPartView() {
  useMessages(bodyPartMessages)
  return <ResourcePage view={bodyPartResource} />
}
