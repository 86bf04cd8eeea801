import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowDownloadRegular } from '@fluentui/react-icons'
import { apiUrl } from '../../../../../core/config/runtimeConfig'
import type { LocalStorageDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { saveBlob } from '../../../../../core/resource/saveBlob'
import { UploadButton } from '../../../../../ui/form/UploadButton'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { localStorageResource } from './storage.resource'

/** Opens a picture in a tab of its own, telling it nothing about this page. */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const

/** eladmin's limit of one upload. */
export const STORAGE_MAX_BYTES = 100 * 1024 * 1024

const useStyles = makeStyles({
  thumb: { width: '40px', height: '40px', objectFit: 'cover', borderRadius: tokens.borderRadiusSmall, display: 'block' },
})

/** Saves a stored file under its display name (read with the caller's token). */
export async function downloadStored(file: LocalStorageDto): Promise<void> {
  saveBlob(await http.get<Blob>(file.path, undefined, { responseType: 'blob' }), file.name)
}

function Preview({ file }: { file: LocalStorageDto }) {
  const styles = useStyles()
  const t = useT()
  if (!file.link) return null
  // The picture's signed link: the browser loads it without a token, and it opens full size in a new tab.
  return (
    <a href={apiUrl(file.link)} {...NEW_TAB}>
      <img className={styles.thumb} src={apiUrl(file.link)} alt={t('storage.preview', { name: file.name })} loading="lazy" />
    </a>
  )
}

function DownloadAction({ file }: { file: LocalStorageDto }) {
  const t = useT()
  return (
    <Button size="small" appearance="subtle" icon={<ArrowDownloadRegular />} aria-label={t('storage.download', { name: file.name })}
      onClick={() => void downloadStored(file).catch(() => undefined)} />
  )
}

/** The local storage tab: the declared list with an upload button (with progress), a preview and a download per row. */
export function LocalStorageTab() {
  const t = useT()
  const canUpload = useCan(['admin', 'storage:add'])
  const view: ResourceView<LocalStorageDto> = {
    ...localStorageResource,
    cells: { preview: (file) => <Preview file={file} /> },
    rowActions: (file) => <DownloadAction file={file} />,
    toolbar: (context) => canUpload
      ? <UploadButton url="api/localStorage" maxBytes={STORAGE_MAX_BYTES} label={t('storage.upload')} onUploaded={() => void context.refresh()} />
      : null,
  }
  return <ResourcePage view={view} level={2} />
}
