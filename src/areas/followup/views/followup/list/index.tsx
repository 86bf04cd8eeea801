import { Button, makeStyles, Tab, TabList, Title3, tokens } from '@fluentui/react-components'
import { OpenRegular } from '@fluentui/react-icons'
import { useMemo, useState } from 'react'
import type { FollowupCaseDto } from '../../../../../core/contract'
import { useViewParams } from '../../../../../ui/area/viewParams'
import { routePath, useNavigateTo } from '../../../../../ui/element/navigate'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { DETAIL_PATH } from '../../../followupOptions'
import { followupMessages } from '../../../messages'
import { caseResource } from './case.resource'
import { CategoryCell, NextDateCell } from './caseCells'
import { CoincidencePanel } from './CoincidencePanel'
import { DueReminder } from './DueReminder'
import { followupListMessages } from './messages'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0 },
  heading: { margin: 0 },
})

/** Today in the browser's calendar (`yyyy-MM-dd`), for marking due and overdue next dates. */
function localToday(): string {
  const d = new Date()
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`
}

/**
 * Follow-up (`followup/list`): the cases to follow with the due reminder above them, and the coincidence rate in a
 * second tab. `?due=due` (the reminder's link) opens the list filtered to the cases due today or overdue. A case opens
 * its records (`/followup/followupdetail?id=<examineId>`) by its row button, a double click or Enter.
 */
export default function FollowupListView() {
  useMessages(followupMessages, followupListMessages)
  const t = useT()
  const styles = useStyles()
  const navigateTo = useNavigateTo()
  const { due } = useViewParams()
  const [tab, setTab] = useState<'cases' | 'coincidence'>('cases')
  const dueFilter = due === 'due' || due === 'overdue' || due === 'week' ? due : undefined
  const view = useMemo<ResourceView<FollowupCaseDto>>(() => {
    const today = localToday()
    const open = (c: FollowupCaseDto) => navigateTo(routePath(DETAIL_PATH, { id: c.examineId }))
    return {
      ...caseResource,
      ...(dueFilter ? { initialFilters: { due: dueFilter } } : {}),
      cells: {
        category: (c) => <CategoryCell followupCase={c} />,
        nextDate: (c) => <NextDateCell followupCase={c} today={today} />,
      },
      onActivate: open,
      rowActions: (c) => (
        <Button size="small" appearance="subtle" icon={<OpenRegular />} aria-label={t('resources.followupCase.open', { name: `${c.examNo} ${c.patientName}` })} onClick={() => open(c)} />
      ),
      rowActionsWidth: 40,
    }
  }, [dueFilter, navigateTo, t])
  return (
    <div className={styles.root}>
      <Title3 as="h1" className={styles.heading}>{t('resources.followupCase.title')}</Title3>
      <TabList selectedValue={tab} onTabSelect={(_e, d) => setTab(d.value as 'cases' | 'coincidence')} aria-label={t('resources.followupCase.tabs.label')}>
        <Tab value="cases">{t('resources.followupCase.tabs.cases')}</Tab>
        <Tab value="coincidence">{t('resources.followupCase.tabs.coincidence')}</Tab>
      </TabList>
      <div role="tabpanel" aria-label={t(`resources.followupCase.tabs.${tab}`)}>
        {tab === 'cases' ? (
          <>
            <DueReminder filtered={dueFilter !== undefined} />
            <ResourcePage key={dueFilter ?? 'all'} view={view} titled={false} />
          </>
        ) : (
          <CoincidencePanel />
        )}
      </div>
    </div>
  )
}
