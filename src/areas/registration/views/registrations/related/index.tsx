import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components'
import { useContext, useState } from 'react'
import { ElementIdContext } from '../../../../../ui/element/HostContext'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { worklistMessages } from '../../../worklist/messages'
import { relatedExamsResource } from './link.resource'
import { duplicatesResource, mergesResource } from './merge.resource'
import { relatedMessages } from './messages'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0 },
  merge: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
})

type RelatedTab = 'link' | 'merge'

/**
 * Related exams and duplicate patients (`registrations/related`), two tabs of one desk: linking exams of one patient
 * (find the patient, tick her exams, link them; dissolve a group), and merging duplicate patient records (the probable
 * duplicates, a side-by-side merge, the merge history with its undo).
 */
export default function RelatedView() {
  useMessages(relatedMessages, worklistMessages)
  const t = useT()
  const styles = useStyles()
  const prefix = useContext(ElementIdContext)
  const [tab, setTab] = useState<RelatedTab>('link')
  const tabId = (value: RelatedTab) => `${prefix}related-tab-${value}`
  return (
    <div className={styles.root}>
      <TabList selectedValue={tab} onTabSelect={(_e, d) => setTab(d.value === 'merge' ? 'merge' : 'link')} aria-label={t('resources.related.tabs.label')}>
        <Tab value="link" id={tabId('link')} aria-controls={`${prefix}related-panel`}>{t('resources.related.tabs.link')}</Tab>
        <Tab value="merge" id={tabId('merge')} aria-controls={`${prefix}related-panel`}>{t('resources.related.tabs.merge')}</Tab>
      </TabList>
      <div role="tabpanel" id={`${prefix}related-panel`} aria-labelledby={tabId(tab)}>
        {tab === 'link' ? (
          <ResourcePage view={relatedExamsResource} />
        ) : (
          <div className={styles.merge}>
            <ResourcePage view={duplicatesResource} />
            <ResourcePage view={mergesResource} level={2} />
          </div>
        )}
      </div>
    </div>
  )
}
