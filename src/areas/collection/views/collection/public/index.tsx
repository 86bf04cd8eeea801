import { CollectionPage } from '../../../CollectionPage'

/** 公共收藏 (`collection/public`): the cases in the departments' public folders (another department's without the patient). */
export default function CollectionPublicView() {
  return <CollectionPage scope="public" />
}
