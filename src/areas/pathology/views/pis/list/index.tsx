import { useMemo } from 'react'
import type { SpecimenDto } from '../../../../../core/contract'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { pisListMessages } from './messages'
import { specimenResource } from './specimen.resource'
import { specimenActions } from './specimenActions'
import { BiopsyCell } from './BiopsyCell'
import { BiopsyPicker, DateTimeInput } from './specimenControls'
import { SpecimenDetail } from './SpecimenDetail'
import { saveSpecimen } from './specimenLink'

/**
 * The pathology specimen list (`pis/list`): the specimen resource with its row actions, date-time and biopsy controls
 * and the detail beside it; saving a specimen also links its biopsy (specimenLink.ts).
 */
export default function PisListView() {
  useMessages(pisListMessages)
  const view = useMemo<ResourceView<SpecimenDto>>(() => ({
    ...specimenResource,
    rowActions: specimenActions,
    rowActionsWidth: 100,
    cells: { biopsy: (specimen) => <BiopsyCell specimen={specimen} /> },
    save: saveSpecimen,
    aside: { position: 'end', component: SpecimenDetail },
    formControls: {
      collectedAt: (value, onChange) => <DateTimeInput value={value} onChange={onChange} />,
      receivedAt: (value, onChange) => <DateTimeInput value={value} onChange={onChange} />,
      biopsyId: (value, onChange, values) => (
        <BiopsyPicker value={value} onChange={onChange} sourceExamId={values.sourceExamId} specimenId={typeof values.id === 'number' ? values.id : null} />
      ),
    },
  }), [])
  return <ResourcePage view={view} />
}
