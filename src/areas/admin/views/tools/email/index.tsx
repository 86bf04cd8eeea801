import { makeStyles, Tab, TabList, Title3, tokens } from '@fluentui/react-components'
import { useContext, useState } from 'react'
import type { EmailConfigDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { ElementIdContext } from '../../../../../ui/element/HostContext'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'
import { EmailConfigTab } from './EmailConfigTab'
import { EmailUsageTab } from './EmailUsageTab'
import { emailMessages } from './messages'
import { SendMailTab } from './SendMailTab'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '960px' },
  heading: { margin: 0 },
  panel: { paddingTop: tokens.spacingVerticalS },
})

type EmailTab = 'config' | 'send' | 'usage'
const TABS: readonly EmailTab[] = ['config', 'send', 'usage']

/**
 * The mail tool (`tools/email/index`), eladmin's three tabs: the mail server's settings (the password stored
 * encrypted, never shown again), sending a mail with a rich-text body (the editor loads with this tab only), and how
 * to use it. Without a configured mail server the send tab says so.
 */
export default function EmailView() {
  useMessages(emailMessages)
  const t = useT()
  const styles = useStyles()
  const prefix = useContext(ElementIdContext)
  const [tab, setTab] = useState<EmailTab>('config')
  const config = useQuery('api/email', (key) => http.get<EmailConfigDto>(key))
  const tabId = (value: EmailTab) => `${prefix}email-tab-${value}`
  return (
    <div className={styles.root}>
      <Title3 as="h1" className={styles.heading}>{t('email.title')}</Title3>
      <TabList selectedValue={tab} onTabSelect={(_e, d) => setTab(TABS.find((v) => v === d.value) ?? 'config')} aria-label={t('email.tabs.label')}>
        {TABS.map((value) => (
          <Tab key={value} value={value} id={tabId(value)} aria-controls={`${prefix}email-panel`}>{t(`email.tabs.${value}`)}</Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${prefix}email-panel`} aria-labelledby={tabId(tab)} className={styles.panel}>
        {tab === 'config' ? <EmailConfigTab config={config.data} onSaved={() => void config.reload()} /> : null}
        {tab === 'send' ? <SendMailTab config={config.data} onConfigure={() => setTab('config')} /> : null}
        {tab === 'usage' ? <EmailUsageTab /> : null}
      </div>
    </div>
  )
}
