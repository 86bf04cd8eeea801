import { makeStyles, Tab, TabList, Title3, tokens } from '@fluentui/react-components'
import { useContext, useState } from 'react'
import { ElementIdContext } from '../../../../../ui/element/HostContext'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { LocalStorageTab } from './LocalStorageTab'
import { storageMessages } from './messages'
import { ObjectStorageTab } from './ObjectStorageTab'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0 },
  heading: { margin: 0 },
})

type StorageTab = 'local' | 's3'

/**
 * Storage (`tools/storage/index`): eladmin's two tabs — local storage (files in the server's data folder: upload with
 * progress, category, size, image preview, download, rename, delete) and object storage (an S3-compatible bucket the
 * server talks to; until it is configured the tab says how).
 */
export default function StorageView() {
  useMessages(storageMessages)
  const t = useT()
  const styles = useStyles()
  const prefix = useContext(ElementIdContext)
  const [tab, setTab] = useState<StorageTab>('local')
  const tabId = (value: StorageTab) => `${prefix}storage-tab-${value}`
  return (
    <div className={styles.root}>
      <Title3 as="h1" className={styles.heading}>{t('storage.title')}</Title3>
      <TabList selectedValue={tab} onTabSelect={(_e, d) => setTab(d.value === 's3' ? 's3' : 'local')} aria-label={t('storage.tabs.label')}>
        <Tab value="local" id={tabId('local')} aria-controls={`${prefix}storage-panel`}>{t('storage.tabs.local')}</Tab>
        <Tab value="s3" id={tabId('s3')} aria-controls={`${prefix}storage-panel`}>{t('storage.tabs.s3')}</Tab>
      </TabList>
      <div role="tabpanel" id={`${prefix}storage-panel`} aria-labelledby={tabId(tab)}>
        {tab === 'local' ? <LocalStorageTab /> : <ObjectStorageTab />}
      </div>
    </div>
  )
}
