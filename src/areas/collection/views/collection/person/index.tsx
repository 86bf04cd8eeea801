import { CollectionPage } from '../../../CollectionPage'

/** 个人收藏 (`collection/person`): the cases in the caller's own folders. */
export default function CollectionPersonView() {
  return <CollectionPage scope="personal" />
}
