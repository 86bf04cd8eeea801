import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { handleMessages } from './messages'
import { shareLinkResource } from './shareLink.resource'

/**
 * Cloud-film handling (`cloudFilm/handle`): publish an exam's signed report — with its images when it has a study — as
 * a share link with an expiry and an optional access code, and manage the links: revoke, reset the code, extend, and
 * the access log of the chosen one.
 */
export default function CloudFilmHandleView() {
  useMessages(handleMessages)
  return <ResourcePage view={shareLinkResource} />
}
