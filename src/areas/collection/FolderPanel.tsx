import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useMemo, useState, type FormEvent } from 'react'
import { folderTrees, type FolderNode } from '../../core/collection/folderTree'
import type { CollectedCaseDto, CollectionFolderDto, CollectionScope } from '../../core/contract'
import { http } from '../../core/http'
import { HttpError } from '../../core/http/HttpError'
import { confirm } from '../../core/notify/confirm'
import { notify } from '../../core/notify/notifications'
import { invalidate } from '../../core/query/query'
import { useReturnFocus } from '../../ui/a11y/useReturnFocus'
import { ChoiceTree } from '../../ui/form/fields/ChoiceTree'
import type { Choice } from '../../ui/form/useOptions'
import { useT } from '../../ui/i18n/useT'
import { useCan } from '../../ui/permission/useCan'
import { useQuery } from '../../ui/query/useQuery'
import type { ResourceContext } from '../../ui/resource/resourceView.types'
import { COLLECTION_PERMISSIONS } from './collectedCase.resource'

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBlockStart: '44px', minWidth: '200px' },
  tree: { maxHeight: '60vh', overflowY: 'auto' },
  tools: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
})

const K = 'resources.collectedCase'

/** The folders of one scope as the tree's choices (a public folder's department shown beside its name at the root). */
function toChoices(nodes: FolderNode[], root = true): Choice[] {
  return nodes.map((node) => ({
    value: String(node.folder.id),
    label: `${node.folder.name} (${node.folder.caseCount})${root && node.folder.scope === 'public' && node.folder.deptName ? ` · ${node.folder.deptName}` : ''}`,
    ...(node.children.length ? { children: toChoices(node.children, false) } : {}),
  }))
}

function NewFolderDialog({ scope, parent, onClose }: { scope: CollectionScope; parent: CollectionFolderDto | null; onClose: () => void }) {
  const t = useT()
  useReturnFocus()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const made = await http.post<CollectionFolderDto>('api/collection/folder', { name, scope, parentId: parent?.id ?? null }, { quietStatuses: [400, 403, 409] })
      invalidate(['api/collection'])
      notify({ intent: 'success', message: t(`${K}.folderMade`, { folder: made.name }), duration: 2500 })
      onClose()
    } catch (failure) {
      setError(failure instanceof HttpError ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t(`${K}.newFolderTitle`)}</DialogTitle>
            <DialogContent>
              <Field label={t(`${K}.folderName`)} required hint={parent ? t(`${K}.underChosen`, { folder: parent.name }) : undefined}
                validationState={error ? 'error' : 'none'} validationMessage={error ?? undefined}>
                <Input value={name} maxLength={50} onChange={(_e, data) => setName(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t(`${K}.cancel`)}</Button>
              <Button type="submit" appearance="primary" disabled={busy}>{t(`${K}.confirm`)}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}

/**
 * The folder tree beside a collection list: choosing a folder lists its cases and those of the folders under it,
 * "All folders" clears the choice; a new folder goes under the chosen one (when the caller may fill it) or at the
 * root; an empty folder the caller may edit can be deleted.
 */
export function FolderPanel({ context, scope }: { context: ResourceContext<CollectedCaseDto>; scope: CollectionScope }) {
  const t = useT()
  const styles = useStyles()
  const canAdd = useCan(COLLECTION_PERMISSIONS.add)
  const { data } = useQuery<CollectionFolderDto[]>(`api/collection/folder?scope=${scope}`, (key) => http.get<CollectionFolderDto[]>(key))
  const folders = useMemo(() => data ?? [], [data])
  const choices = useMemo(() => toChoices(folderTrees(folders)), [folders])
  const { filters } = useStore(context.list.$state)
  const chosenId = typeof filters.folderId === 'string' ? filters.folderId : null
  const chosen = folders.find((f) => String(f.id) === chosenId) ?? null
  const [needle, setNeedle] = useState('')
  const [making, setMaking] = useState(false)

  const choose = (value: string | null) => {
    const { folderId: _old, ...rest } = filters
    context.list.search(value ? { ...rest, folderId: value } : rest)
  }
  const remove = async (folder: CollectionFolderDto) => {
    const yes = await confirm({
      title: t(`${K}.deleteFolder`, { folder: folder.name }), message: t(`${K}.deleteFolderConfirm`, { folder: folder.name }),
      confirmText: t(`${K}.confirm`), cancelText: t(`${K}.cancel`),
    })
    if (!yes) return
    await http.del(`api/collection/folder/${folder.id}`)
    notify({ intent: 'success', message: t(`${K}.folderDeleted`, { folder: folder.name }), duration: 2500 })
    choose(null)
    invalidate(['api/collection'])
  }

  return (
    <nav className={styles.panel} aria-label={t(`${K}.folders`)}>
      <Input size="small" value={needle} onChange={(_e, d) => setNeedle(d.value)} aria-label={t(`${K}.folderSearch`)} placeholder={t(`${K}.folderSearch`)} />
      <div className={styles.tools}>
        <Button size="small" appearance={chosen ? 'subtle' : 'secondary'} aria-pressed={!chosen} onClick={() => choose(null)}>{t(`${K}.allFolders`)}</Button>
        {canAdd ? <Button size="small" icon={<AddRegular />} onClick={() => setMaking(true)}>{t(`${K}.newFolder`)}</Button> : null}
        {chosen?.editable ? (
          <Button size="small" icon={<DeleteRegular />} aria-label={t(`${K}.deleteFolder`, { folder: chosen.name })} onClick={() => void remove(chosen)} />
        ) : null}
      </div>
      <ChoiceTree className={styles.tree} choices={choices} value={chosenId} filter={needle} openDepth={2} onChoose={choose} aria-label={t(`${K}.folders`)} />
      {making ? <NewFolderDialog scope={scope} parent={chosen?.writable ? chosen : null} onClose={() => setMaking(false)} /> : null}
    </nav>
  )
}
