import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { useMemo, useState, type FormEvent } from 'react'
import { folderEntries } from '../../core/collection/folderTree'
import type { CollectedCaseDto, CollectionFolderDto, CollectionScope } from '../../core/contract'
import { http } from '../../core/http'
import { HttpError } from '../../core/http/HttpError'
import { notify } from '../../core/notify/notifications'
import { invalidate } from '../../core/query/query'
import { fieldErrors } from '../../core/resource/fieldErrors'
import { useReturnFocus } from '../a11y/useReturnFocus'
import { useMessages } from '../i18n/useMessages'
import { useT } from '../i18n/useT'
import { useQuery } from '../query/useQuery'
import { collectionMessages } from './messages'
import { FolderPicker } from './FolderPicker'
import { TagInput } from './TagInput'

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  exam: { color: tokens.colorNeutralForeground2 },
  newFolder: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL,
    borderInlineStartWidth: '2px', borderInlineStartStyle: 'solid', borderInlineStartColor: tokens.colorNeutralStroke2,
  },
})

/** Props of {@link CollectDialog}. */
export interface CollectDialogProps {
  /** Whether the dialog shows; it mounts afresh each time it opens. */
  open: boolean
  /** The exam to collect. */
  examineId: number
  /** What the dialog names as the case being collected (`CT20250601001 胸部CT平扫`); nothing when absent. */
  examLabel?: string
  /** The folder chosen at first; the caller's first folder he may fill when absent (or when he may not fill this one). */
  folderId?: number
  /** Cancel, Escape, or after collecting: the caller closes the dialog (the focus goes back to what opened it). */
  onClose(): void
  /** After the case was collected, with the server's record of it (before `onClose`). */
  onCollected?(collected: CollectedCaseDto): void
}

/** The folder select's value for "make a new folder". */
const NEW = 'new'

/**
 * "Collect" (收藏) a case from anywhere an exam is at hand — the reading worklist, the report editor, the collection
 * pages: pick one of the caller's folders (his personal ones and his department's public ones) or name a new one,
 * add free tags with suggestions and a teaching note, and it files the exam (`POST api/collection`, after
 * `POST api/collection/folder` for a new folder). The server's refusals show in place: the same exam already in the
 * folder (409) under the folder, a bad tag under the tags; the dialog stays open with everything typed. On success it
 * notifies, refreshes every collection list on the page and calls `onCollected`, then `onClose`.
 *
 * @example
 * const [open, setOpen] = useState(false)
 * <Button onClick={() => setOpen(true)}>{t('…collect')}</Button>
 * <CollectDialog open={open} examineId={exam.id} examLabel={`${exam.examNo} ${exam.examItem}`} onClose={() => setOpen(false)} />
 */
export function CollectDialog(props: CollectDialogProps) {
  return props.open ? <OpenCollectDialog {...props} /> : null
}

function OpenCollectDialog({ examineId, examLabel, folderId, onClose, onCollected }: CollectDialogProps) {
  useMessages(collectionMessages)
  const t = useT()
  const styles = useStyles()
  useReturnFocus()
  const folders = useQuery<CollectionFolderDto[]>('api/collection/folder', (key) => http.get<CollectionFolderDto[]>(key))
  const entries = useMemo(() => folderEntries(folders.data ?? []).filter((entry) => entry.folder.writable), [folders.data])
  const [picked, setChoice] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [scope, setScope] = useState<CollectionScope>('personal')
  const [tags, setTags] = useState<string[]>([])
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [general, setGeneral] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  // Until the user picks one: the asked-for folder when the caller may fill it, else his first; none at all → a new one.
  const asked = entries.find((entry) => entry.folder.id === folderId) ?? entries[0]
  const choice = picked ?? (folders.data ? String(asked?.folder.id ?? NEW) : null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const problems: Record<string, string> = {}
    if (!choice) problems.folderId = t('collection.dialog.folderRequired')
    if (choice === NEW && name.trim() === '') problems.name = t('collection.dialog.nameRequired')
    setErrors(problems)
    setGeneral(null)
    if (Object.keys(problems).length) return
    setBusy(true)
    let target = choice === NEW ? null : Number(choice)
    try {
      if (target === null) {
        const made = await http.post<CollectionFolderDto>('api/collection/folder', { name: name.trim(), scope }, { quietStatuses: [400, 403, 409] })
          .catch((error: unknown) => {
            throw Object.assign(new Error('folder'), { cause: error, field: 'name' })
          })
        target = made.id
        // A failure below keeps the made folder chosen, so trying again does not make it twice.
        setChoice(String(made.id))
        invalidate(['api/collection/folder'])
      }
      const collected = await http.post<CollectedCaseDto>('api/collection', { examineId, folderId: target, tags, note }, { quietStatuses: [400, 403, 404, 409] })
      invalidate(['api/collection'])
      notify({ intent: 'success', message: t('collection.dialog.done', { folder: collected.folderName }) })
      onCollected?.(collected)
      onClose()
    } catch (failure) {
      const folderFailure = failure instanceof Error && 'field' in failure
      const error = folderFailure ? (failure as Error & { cause: unknown }).cause : failure
      const message = error instanceof Error ? error.message : String(error)
      if (error instanceof HttpError && error.status === 400) {
        const sorted = fieldErrors(error, folderFailure ? ['name', 'scope', 'parentId'] : ['folderId', 'tags', 'note', 'examineId'])
        setErrors(folderFailure && sorted.fields.scope ? { ...sorted.fields, name: sorted.fields.scope } : sorted.fields)
        if (sorted.general) setGeneral(sorted.general)
      } else if (error instanceof HttpError && (error.status === 409 || error.status === 403)) {
        setErrors({ [folderFailure ? 'name' : 'folderId']: message })
      } else {
        setGeneral(message)
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_e, data) => !data.open && data.type !== 'backdropClick' && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('collection.dialog.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              {examLabel ? <Text className={styles.exam}>{t('collection.dialog.exam', { label: examLabel })}</Text> : null}
              {general ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{t('collection.dialog.failed', { message: general })}</MessageBarBody>
                </MessageBar>
              ) : null}
              {folders.error && !folders.data ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{t('collection.dialog.loadFailed', { message: folders.error instanceof Error ? folders.error.message : String(folders.error) })}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field
                label={t('collection.dialog.folder')}
                required
                validationState={errors.folderId ? 'error' : 'none'}
                validationMessage={errors.folderId}
                hint={!folders.data && !folders.error ? t('collection.dialog.loading') : undefined}
              >
                <FolderPicker entries={entries} value={choice} onChange={setChoice} extra={{ value: NEW, label: t('collection.dialog.newFolderOption') }} disabled={!folders.data} />
              </Field>
              {choice === NEW ? (
                <div className={styles.newFolder}>
                  <Field label={t('collection.dialog.newFolderName')} required validationState={errors.name ? 'error' : 'none'} validationMessage={errors.name}>
                    <Input value={name} maxLength={50} onChange={(_e, data) => setName(data.value)} />
                  </Field>
                  <Field label={t('collection.dialog.newFolderScope')}>
                    <RadioGroup layout="horizontal" value={scope} onChange={(_e, data) => setScope(data.value as CollectionScope)}>
                      <Radio value="personal" label={t('collection.dialog.personal')} />
                      <Radio value="public" label={t('collection.dialog.public')} />
                    </RadioGroup>
                  </Field>
                </div>
              ) : null}
              <TagInput value={tags} onChange={setTags} error={errors.tags} />
              <Field label={t('collection.dialog.note')} validationState={errors.note ? 'error' : 'none'} validationMessage={errors.note}>
                <Textarea value={note} maxLength={4000} resize="vertical" placeholder={t('collection.dialog.notePlaceholder')} onChange={(_e, data) => setNote(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('collection.dialog.cancel')}</Button>
              <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {busy ? t('collection.dialog.saving') : t('collection.dialog.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
