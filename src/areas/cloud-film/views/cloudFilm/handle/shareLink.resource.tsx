import type { ShareLinkDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { accessLogAside } from './AccessLog'
import { CLOUD_FILM_LIST } from './permissions'
import { PublishButton } from './PublishDialog'
import { ShareLinkActions } from './ShareLinkActions'
import { ShareStateTag } from './ShareStateTag'

/**
 * The share links of exams in the caller's data scope (`GET api/shareLinks`): cloud films and the registration desk's
 * report links, newest first, with their state, views and last view. Row actions revoke, reset the code and extend;
 * the chosen row's access log shows beside the list; the toolbar publishes a new film.
 */
export const shareLinkResource: ResourceView<ShareLinkDto> = {
  name: 'shareLink',
  endpoint: 'api/shareLinks',
  permissions: { list: CLOUD_FILM_LIST },
  download: false,
  filters: [
    { name: 'blurry', kind: 'blurry', width: 14 },
    {
      name: 'state',
      kind: 'select',
      options: (['active', 'expired', 'revoked'] as const).map((value) => ({ value, label: `resources.shareLink.state.${value}` })),
    },
    { name: 'kind', kind: 'select', options: (['film', 'report'] as const).map((value) => ({ value, label: `resources.shareLink.kind.${value}` })) },
  ],
  columns: [
    { field: 'examNo', width: 150 },
    { field: 'patientName', width: 100 },
    { field: 'kind', options: (['film', 'report'] as const).map((value) => ({ value, label: `resources.shareLink.kind.${value}` })), width: 100 },
    { field: 'state', width: 90 },
    { field: 'expiresAt', format: 'datetime', width: 140 },
    { field: 'viewCount', width: 70, align: 'end' },
    { field: 'lastViewedAt', format: 'datetime', width: 140 },
    { field: 'createdBy', width: 100 },
    { field: 'createdAt', format: 'datetime', width: 140, hidden: true },
  ],
  cells: { state: (row) => <ShareStateTag state={row.state} /> },
  toolbar: (context) => <PublishButton context={context} />,
  rowActions: (row, context) => <ShareLinkActions row={row} context={context} />,
  rowActionsWidth: 110,
  currentRow: true,
  aside: accessLogAside,
  rowName: (row) => `${row.patientName} ${row.examNo}`,
}
