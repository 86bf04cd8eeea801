import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useT } from '../../../../../ui/i18n/useT'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { worklistMessages } from '../../../worklist/messages'
import { worklistResource } from '../manage/manage.resource'
import { manageMessages } from '../manage/messages'
import { manualMessages } from '../manual/messages'
import { hisOrdersResource } from './his.resource'
import { hisMessages } from './messages'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0 },
})

/**
 * The HIS registration view (`registrations/his`): the HIS orders to register, and the registration worklist the
 * registered exams join — two tabs of one desk.
 */
export default function HisView() {
  useMessages(hisMessages, manualMessages, manageMessages, worklistMessages)
  const t = useT()
  const styles = useStyles()
  const [tab, setTab] = useState<'orders' | 'worklist'>('orders')
  return (
    <div className={styles.root}>
      <TabList selectedValue={tab} onTabSelect={(_e, d) => setTab(d.value as 'orders' | 'worklist')} aria-label={t('resources.hisOrders.tabs.label')}>
        <Tab value="orders">{t('resources.hisOrders.tabs.orders')}</Tab>
        <Tab value="worklist">{t('resources.hisOrders.tabs.worklist')}</Tab>
      </TabList>
      <div role="tabpanel" aria-label={t(tab === 'orders' ? 'resources.hisOrders.tabs.orders' : 'resources.hisOrders.tabs.worklist')}>
        {tab === 'orders' ? <ResourcePage view={hisOrdersResource} /> : <ResourcePage view={worklistResource} />}
      </div>
    </div>
  )
}
