import { Body1, Button, Caption1, Card, makeStyles, MessageBar, MessageBarBody, Spinner, Title3, Toolbar, ToolbarButton, tokens } from '@fluentui/react-components'
import { ArrowClockwiseRegular, CopyRegular, DeleteRegular } from '@fluentui/react-icons'
import { apiUrl } from '../../../../../core/config/runtimeConfig'
import type { LocalStorageDto } from '../../../../../core/contract'
import { confirm } from '../../../../../core/notify/confirm'
import { notify } from '../../../../../core/notify/notifications'
import { UploadButton } from '../../../../../ui/form/UploadButton'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import { Pagination } from '../../../../../ui/resource/Pagination'
import { useListController } from '../../../../../ui/resource/useListController'
import { pictureMessages } from './messages'
import { pictureResource } from './picture.resource'

/** The picture host's limit of one image. */
const PICTURE_MAX_BYTES = 15 * 1024 * 1024
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: { height: '100%', padding: tokens.spacingHorizontalS, gap: tokens.spacingVerticalXS },
  thumb: {
    width: '100%',
    aspectRatio: '4 / 3',
    objectFit: 'contain',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    display: 'block',
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', margin: 0 },
  meta: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
})

/** The picture's public link, absolute (what goes into a mail or another page). */
function publicLink(picture: LocalStorageDto): string {
  return new URL(apiUrl(picture.link ?? picture.path), window.location.href).href
}

/**
 * The picture host (`tools/picture/index`): upload jpg, png, gif or webp images (up to 15 MB, with progress), a grid of
 * thumbnails with name and size, copy a picture's link, delete. The pictures are the local storage's images — one
 * mechanism — and a copied link is public: the image's address with a signature, readable without signing in by
 * whoever has it (a mail, a web page) until the picture is deleted.
 */
export default function PictureView() {
  useMessages(pictureMessages)
  const t = useT()
  const styles = useStyles()
  const { list, state, data } = useListController(pictureResource)
  const canUpload = useCan(['admin', 'storage:add'])
  const canDelete = useCan(['admin', 'storage:del'])
  const pictures = data.data?.rows ?? []

  const copy = async (picture: LocalStorageDto) => {
    try {
      await navigator.clipboard.writeText(publicLink(picture))
      notify({ intent: 'success', message: t('picture.copied', { name: picture.name }), duration: 2500 })
    } catch {
      notify({ intent: 'warning', message: t('picture.copyFailed', { link: publicLink(picture) }) })
    }
  }
  const remove = async (picture: LocalStorageDto) => {
    const yes = await confirm({
      title: t('picture.deleteTitle'), message: t('picture.deleteConfirm', { name: picture.name }), confirmText: t('picture.delete'), cancelText: t('picture.cancel'),
    })
    if (!yes) return
    try {
      await list.remove([picture.id])
      notify({ intent: 'success', message: t('picture.deleted', { name: picture.name }), duration: 2500 })
    } catch {
      // The server's reason is on screen already.
    }
  }

  return (
    <div className={styles.root}>
      <Title3 as="h1" className={styles.heading}>{t('picture.title')}</Title3>
      <Toolbar aria-label={t('picture.toolbar')}>
        {canUpload ? (
          <UploadButton url="api/localStorage/pictures" accept={PICTURE_TYPES.join(',')} maxBytes={PICTURE_MAX_BYTES} label={t('picture.upload')}
            check={(file) => (PICTURE_TYPES.includes(file.type) ? null : t('picture.wrongType'))} onUploaded={() => void list.refresh()} />
        ) : null}
        <ToolbarButton icon={<ArrowClockwiseRegular />} onClick={() => void list.refresh()}>{t('picture.refresh')}</ToolbarButton>
      </Toolbar>
      <Caption1 className={styles.meta}>{t('picture.hint')}</Caption1>
      {data.error && !data.data ? (
        <MessageBar intent="error"><MessageBarBody>{data.error instanceof Error ? data.error.message : String(data.error)}</MessageBarBody></MessageBar>
      ) : null}
      {data.loading && !data.data ? <Spinner size="small" label={t('picture.loading')} /> : null}
      {data.data && pictures.length === 0 ? <Body1>{t('picture.empty')}</Body1> : null}
      {pictures.length ? (
        <ul className={styles.grid} aria-label={t('picture.title')}>
          {pictures.map((picture) => (
            <li key={picture.id}>
              <Card className={styles.card} appearance="outline">
                <img className={styles.thumb} src={apiUrl(picture.link ?? '')} alt={picture.name} loading="lazy" />
                <Body1 as="p" className={styles.name} title={picture.name}>{picture.name}</Body1>
                <Caption1 className={styles.meta}>{picture.sizeText}</Caption1>
                <div className={styles.actions}>
                  <Button size="small" icon={<CopyRegular />} onClick={() => void copy(picture)} aria-label={t('picture.copyOf', { name: picture.name })}>
                    {t('picture.copy')}
                  </Button>
                  {canDelete ? (
                    <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => void remove(picture)} aria-label={t('picture.deleteOf', { name: picture.name })} />
                  ) : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      {data.data && data.data.total > state.size ? (
        <Pagination page={state.page} size={state.size} total={data.data.total} sizes={pictureResource.pageSizes ?? [24]} onPage={list.setPage} onSize={list.setSize} title={t('picture.title')} />
      ) : null}
    </div>
  )
}
