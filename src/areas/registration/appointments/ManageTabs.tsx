import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components'
import { useContext, useState, type ReactNode } from 'react'
import { ElementIdContext } from '../../../ui/element/HostContext'
import { useMessages } from '../../../ui/i18n/useMessages'
import { useT } from '../../../ui/i18n/useT'
import { AppointmentCalendar } from './AppointmentCalendar'
import { createCalendarPosition } from './calendarState'
import { appointmentMessages } from './messages'

const useStyles = makeStyles({
  tabs: { marginBottom: tokens.spacingVerticalM },
})

type ManageTab = 'worklist' | 'calendar'

/**
 * The registration desk's two pages as tabs: the worklist it is given, and the appointment calendar. The calendar's
 * position (device, day or week) is kept here, so switching tabs back and forth finds it where it was.
 *
 * @example
 * <ManageTabs worklist={<ResourcePage view={worklistResource} />} />
 */
export function ManageTabs({ worklist }: { worklist: ReactNode }) {
  useMessages(appointmentMessages)
  const t = useT()
  const styles = useStyles()
  const prefix = useContext(ElementIdContext)
  const [tab, setTab] = useState<ManageTab>('worklist')
  const [$position] = useState(() => createCalendarPosition())
  const tabId = (value: ManageTab) => `${prefix}manage-tab-${value}`
  return (
    <>
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_event, data) => setTab(data.value === 'calendar' ? 'calendar' : 'worklist')}
        aria-label={t('registration.appointments.tabs.label')}
      >
        <Tab value="worklist" id={tabId('worklist')} aria-controls={`${prefix}manage-panel`}>
          {t('registration.appointments.tabs.worklist')}
        </Tab>
        <Tab value="calendar" id={tabId('calendar')} aria-controls={`${prefix}manage-panel`}>
          {t('registration.appointments.tabs.calendar')}
        </Tab>
      </TabList>
      <div role="tabpanel" id={`${prefix}manage-panel`} aria-labelledby={tabId(tab)}>
        {tab === 'worklist' ? worklist : <AppointmentCalendar $position={$position} />}
      </div>
    </>
  )
}
