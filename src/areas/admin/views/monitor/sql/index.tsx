import { makeStyles, Title3, tokens } from '@fluentui/react-components'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { sqlMonitorMessages } from './messages'
import { sqlStatResource } from './sqlStat.resource'
import { SqlTotals } from './SqlTotals'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  lead: { margin: 0, color: tokens.colorNeutralForeground2 },
})

/** The SQL monitor view (`monitor/sql/index`): the totals at the top, then the statements of the contract server. */
export default function SqlMonitorView() {
  useMessages(sqlMonitorMessages)
  const styles = useStyles()
  const t = useT()
  return (
    <div className={styles.page}>
      <Title3 as="h1" className={styles.heading}>{t('resources.sqlStat.title')}</Title3>
      <p className={styles.lead}>{t('sqlMonitor.lead')}</p>
      <SqlTotals />
      <ResourcePage view={sqlStatResource} titled={false} />
    </div>
  )
}
