import { Badge } from '@fluentui/react-components'
import type { FollowupCaseDto } from '../../../../../core/contract'
import { useT } from '../../../../../ui/i18n/useT'
import { CategoryBadge } from '../../../CategoryBadge'

/** A case's latest category as a coloured word; "not followed yet" when there is none, and "closed" beside it. */
export function CategoryCell({ followupCase }: { followupCase: FollowupCaseDto }) {
  const t = useT()
  return (
    <>
      {followupCase.category ? (
        <CategoryBadge category={followupCase.category} />
      ) : (
        t('resources.followupCase.notYet')
      )}
      {followupCase.closedAt ? (
        <>
          {' '}
          <Badge appearance="outline" color="informative">{t('resources.followupCase.states.closed')}</Badge>
        </>
      ) : null}
    </>
  )
}

/** The next date of an open case, marked overdue (before today) or due (today). */
export function NextDateCell({ followupCase, today }: { followupCase: FollowupCaseDto; today: string }) {
  const t = useT()
  const next = followupCase.nextDate
  if (!next || followupCase.closedAt) return null
  return (
    <>
      {next}
      {next <= today ? (
        <>
          {' '}
          <Badge appearance="tint" color={next < today ? 'danger' : 'warning'}>
            {t(next < today ? 'resources.followupCase.dueOptions.overdue' : 'resources.followupCase.dueToday')}
          </Badge>
        </>
      ) : null}
    </>
  )
}
