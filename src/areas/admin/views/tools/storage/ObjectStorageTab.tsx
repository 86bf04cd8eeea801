import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, ToolbarButton, tokens } from '@fluentui/react-components'
import { ArrowDownloadRegular, PlugConnectedRegular, SettingsRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { S3ConfigDto, S3ObjectDto, S3TestResult } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { notify } from '../../../../../core/notify/notifications'
import { saveBlob } from '../../../../../core/resource/saveBlob'
import { UploadButton } from '../../../../../ui/form/UploadButton'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import { useQuery } from '../../../../../ui/query/useQuery'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { STORAGE_MAX_BYTES } from './LocalStorageTab'
import { S3ConfigDialog } from './S3ConfigDialog'
import { s3StorageResource } from './storage.resource'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  steps: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingInlineStart: tokens.spacingHorizontalXL },
})

const CONFIG = 'api/s3Storage/config'

/**
 * The object storage tab. Until an administrator saves the store's settings it says that object storage is not
 * configured and how to turn it on; afterwards it lists the bucket's objects (filter by key prefix, upload with
 * progress, download through the server, delete), with the settings and a connection test in its toolbar.
 */
export function ObjectStorageTab() {
  const t = useT()
  const styles = useStyles()
  const canEdit = useCan(['admin', 'storage:edit'])
  const canUpload = useCan(['admin', 'storage:add'])
  const config = useQuery(CONFIG, (key) => http.get<S3ConfigDto>(key))
  const [editing, setEditing] = useState(false)
  const [testing, setTesting] = useState(false)

  const test = async (current: S3ConfigDto) => {
    setTesting(true)
    try {
      const { endpoint, region, bucket, accessKey, forcePathStyle } = current
      const result = await http.post<S3TestResult>('api/s3Storage/test', { endpoint, region, bucket, accessKey, forcePathStyle })
      notify({ intent: 'success', message: t('resources.s3Storage.testOk', { bucket: result.bucket, millis: result.millis }), duration: 4000 })
    } catch {
      // The server's reason (unreachable, timed out, refused) is on screen already.
    } finally {
      setTesting(false)
    }
  }

  const dialog = editing && config.data ? (
    <S3ConfigDialog config={config.data} onClose={() => setEditing(false)} onSaved={() => {
      setEditing(false)
      notify({ intent: 'success', message: t('resources.s3Storage.saved'), duration: 2500 })
      void config.reload()
    }} />
  ) : null

  if (!config.data) return config.loading ? <Spinner size="small" label={t('resources.s3Storage.loading')} /> : null
  if (!config.data.configured) {
    return (
      <div className={styles.root}>
        <MessageBar intent="info" layout="multiline" data-testid="s3-not-configured">
          <MessageBarBody>
            <MessageBarTitle>{t('resources.s3Storage.notConfigured')}</MessageBarTitle>
            {t('resources.s3Storage.notConfiguredWhy')}
            <ol className={styles.steps}>
              <li>{t('resources.s3Storage.howStart')}</li>
              <li>{t('resources.s3Storage.howSettings')}</li>
              <li>{t('resources.s3Storage.howTest')}</li>
            </ol>
          </MessageBarBody>
          {canEdit ? (
            <MessageBarActions>
              <Button icon={<SettingsRegular />} onClick={() => setEditing(true)}>{t('resources.s3Storage.configure')}</Button>
            </MessageBarActions>
          ) : null}
        </MessageBar>
        {dialog}
      </div>
    )
  }

  const current = config.data
  const view: ResourceView<S3ObjectDto> = {
    ...s3StorageResource,
    rowActions: (object) => (
      <Button size="small" appearance="subtle" icon={<ArrowDownloadRegular />} aria-label={t('storage.download', { name: object.key })}
        onClick={() => void http.get<Blob>('api/s3Storage/download', { key: object.key }, { responseType: 'blob' })
          .then((blob) => saveBlob(blob, object.key.split('/').pop() ?? object.key), () => undefined)} />
    ),
    toolbar: (context) => (
      <>
        {canUpload ? <UploadButton url="api/s3Storage" maxBytes={STORAGE_MAX_BYTES} label={t('storage.upload')} onUploaded={() => void context.refresh()} /> : null}
        {canEdit ? (
          <>
            <ToolbarButton icon={<SettingsRegular />} onClick={() => setEditing(true)}>{t('resources.s3Storage.configure')}</ToolbarButton>
            <ToolbarButton icon={testing ? <Spinner size="extra-tiny" /> : <PlugConnectedRegular />} disabled={testing} onClick={() => void test(current)}>
              {t('resources.s3Storage.test')}
            </ToolbarButton>
          </>
        ) : null}
      </>
    ),
  }
  return (
    <div className={styles.root}>
      <ResourcePage view={view} level={2} />
      {dialog}
    </div>
  )
}
