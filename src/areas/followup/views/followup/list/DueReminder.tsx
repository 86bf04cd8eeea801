import { Link, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components'
import type { FollowupDueDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { routePath, useNavigateTo } from '../../../../../ui/element/navigate'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'
import { LIST_PATH } from '../../../followupOptions'

/**
 * The reminder above the cases: "N follow-ups are due" (today or overdue, of them M overdue), linking to the list of
 * exactly those (`/followup/list?due=due`); on that list it links back to every case.
 */
export function DueReminder({ filtered }: { filtered: boolean }) {
  const t = useT()
  const navigateTo = useNavigateTo()
  const due = useQuery('api/followup/due', (key) => http.get<FollowupDueDto>(key))
  if (!due.data) return null
  const { due: count, overdue } = due.data
  return (
    <MessageBar intent={count > 0 ? 'warning' : 'success'} aria-live="polite">
      <MessageBarBody>
        {count > 0 ? t('resources.followupCase.reminder', { count, overdue }) : t('resources.followupCase.reminderNone')}
      </MessageBarBody>
      <MessageBarActions>
        {filtered ? (
          <Link onClick={() => navigateTo(LIST_PATH)}>{t('resources.followupCase.showAll')}</Link>
        ) : count > 0 ? (
          <Link onClick={() => navigateTo(routePath(LIST_PATH, { due: 'due' }))}>{t('resources.followupCase.showDue', { count })}</Link>
        ) : null}
      </MessageBarActions>
    </MessageBar>
  )
}
