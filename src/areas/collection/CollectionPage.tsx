import { makeStyles, Tag, TagGroup, tokens } from '@fluentui/react-components'
import { useMemo } from 'react'
import type { CollectedCaseDto, CollectionScope } from '../../core/contract'
import { TagInput } from '../../ui/collection/TagInput'
import { collectionMessages } from '../../ui/collection/messages'
import { useMessages } from '../../ui/i18n/useMessages'
import { ResourcePage } from '../../ui/resource/ResourcePage'
import type { ResourceContext, ResourceView } from '../../ui/resource/resourceView.types'
import { caseActions, useGenderAge, usePatientText } from './caseActions'
import { collectedCaseResource } from './collectedCase.resource'
import { FolderPanel } from './FolderPanel'
import { collectionAreaMessages } from './messages'

const useStyles = makeStyles({
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
})

function TagsCell({ tags }: { tags: readonly string[] }) {
  const styles = useStyles()
  return (
    <TagGroup className={styles.tags} size="extra-small" role="list">
      {tags.map((tag) => <Tag key={tag} size="extra-small" appearance="outline" role="listitem">{tag}</Tag>)}
    </TagGroup>
  )
}

function PatientCell({ item }: { item: CollectedCaseDto }) {
  return <>{usePatientText()(item)}</>
}

function GenderAgeCell({ item }: { item: CollectedCaseDto }) {
  return <>{useGenderAge()(item)}</>
}

/**
 * A collection list (`collection/person` or `collection/public`): the folder tree of its scope beside the collected
 * cases, searchable by text and tag, each with its details, report, images, move and share, its tags and note edited
 * in the kit's dialog and deleted by the kit where the row allows.
 */
export function CollectionPage({ scope }: { scope: CollectionScope }) {
  useMessages(collectionAreaMessages, collectionMessages)
  const view = useMemo<ResourceView<CollectedCaseDto>>(() => {
    const Aside = ({ context }: { context: ResourceContext<CollectedCaseDto> }) => <FolderPanel context={context} scope={scope} />
    return {
      ...collectedCaseResource(scope),
      aside: { position: 'start', component: Aside },
      rowActions: caseActions,
      rowActionsWidth: 170,
      cells: {
        patient: (item) => <PatientCell item={item} />,
        genderAge: (item) => <GenderAgeCell item={item} />,
        tags: (item) => <TagsCell tags={item.tags} />,
      },
      formControls: {
        tags: (value, onChange) => <TagInput bare value={Array.isArray(value) ? (value as string[]) : []} onChange={onChange} />,
      },
    }
  }, [scope])
  return <ResourcePage view={view} />
}
