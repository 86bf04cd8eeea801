import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, MessageBar, MessageBarBody, Subtitle2, tokens,
} from '@fluentui/react-components'
import { DocumentTextRegular, FolderArrowRightRegular, ImageRegular, InfoRegular, ShareRegular } from '@fluentui/react-icons'
import { useMemo, useState } from 'react'
import { folderEntries } from '../../core/collection/folderTree'
import type { CollectedCaseDto, CollectionFolderDto } from '../../core/contract'
import { http } from '../../core/http'
import { HttpError } from '../../core/http/HttpError'
import { notify } from '../../core/notify/notifications'
import { invalidate } from '../../core/query/query'
import { useReturnFocus } from '../../ui/a11y/useReturnFocus'
import { ActionDialog, ActionRefused } from '../../ui/dialog/ActionDialog'
import { FolderPicker } from '../../ui/collection/FolderPicker'
import { routePath, useNavigateTo } from '../../ui/element/navigate'
import { useT } from '../../ui/i18n/useT'
import { useCan } from '../../ui/permission/useCan'
import { useQuery } from '../../ui/query/useQuery'
import { ReportHtml } from '../../ui/report/ReportHtml'
import type { ResourceContext } from '../../ui/resource/resourceView.types'
import { caseName, COLLECTION_PERMISSIONS } from './collectedCase.resource'

const K = 'resources.collectedCase'
/** The console routes of the report viewer and the picture viewer. */
export const REPORT_PATH = '/commonPage/readReport'
export const IMAGES_PATH = '/webouterpage/picPage'

const useStyles = makeStyles({
  actions: { display: 'inline-flex', gap: tokens.spacingHorizontalXXS },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  section: { margin: `${tokens.spacingVerticalS} 0 0` },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
})

/** The patient cell's words: name and exam number, or that they are withheld. */
export function usePatientText(): (c: CollectedCaseDto) => string {
  const t = useT()
  return (c) => (c.anonymized ? t(`${K}.withheld`) : `${c.patientName ?? ''} · ${c.examNo ?? ''}`)
}

/** Sex and age as the lists show them (女 32岁). */
export function useGenderAge(): (c: CollectedCaseDto) => string {
  const t = useT()
  return (c) => `${c.gender} ${t(`${K}.age.${c.ageUnit}`, { n: c.age })}`
}

function DetailDialog({ item, onClose }: { item: CollectedCaseDto; onClose: () => void }) {
  const t = useT()
  const styles = useStyles()
  useReturnFocus()
  const patient = usePatientText()
  const genderAge = useGenderAge()
  const f = (key: string) => t(`resources.${item.scope === 'personal' ? 'personalCase' : 'publicCase'}.fields.${key}`)
  const none = t(`${K}.none`)
  const facts: [string, string][] = [
    [f('patient'), patient(item)], [f('examItem'), `${item.modality} · ${item.examItem}`], [f('bodyPart'), item.bodyPart],
    [f('genderAge'), genderAge(item)], [f('examDate'), item.examDate], [f('tags'), item.tags.join('、') || none],
    [f('folderName'), item.deptName ? `${item.folderName} · ${item.deptName}` : item.folderName], [f('addedBy'), `${item.addedBy} · ${item.addedAt.slice(0, 16)}`],
  ]
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t(`${K}.detailTitle`, { name: caseName(item) })}</DialogTitle>
          {/* Focusable: a long teaching note scrolls, and the keyboard must reach it. */}
          <DialogContent tabIndex={0}>
            {item.anonymized ? (
              <MessageBar intent="info"><MessageBarBody>{t(`${K}.anonymizedNote`)}</MessageBarBody></MessageBar>
            ) : null}
            <dl className={styles.facts}>
              {facts.map(([term, value]) => (
                <div key={term} className={styles.pair}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.value}>{value}</dd>
                </div>
              ))}
            </dl>
            <h3 className={styles.section}><Subtitle2>{f('findings')}</Subtitle2></h3>
            {item.findings ? <ReportHtml html={item.findings} /> : <p className={styles.text}>{none}</p>}
            <h3 className={styles.section}><Subtitle2>{f('impression')}</Subtitle2></h3>
            {item.impression ? <ReportHtml html={item.impression} /> : <p className={styles.text}>{none}</p>}
            <h3 className={styles.section}><Subtitle2>{f('note')}</Subtitle2></h3>
            <p className={styles.text}>{item.note || none}</p>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>{t(`${K}.close`)}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

/** Moving a case to another folder the caller may fill, or sharing (copying) it into a public one. */
function TargetDialog({ item, mode, onClose, onDone }: { item: CollectedCaseDto; mode: 'move' | 'share'; onClose: () => void; onDone: () => void }) {
  const t = useT()
  const { data } = useQuery<CollectionFolderDto[]>('api/collection/folder', (key) => http.get<CollectionFolderDto[]>(key))
  const targets = useMemo(() => folderEntries(data ?? []).filter((e) => e.folder.writable && e.folder.id !== item.folderId
    && (mode === 'move' || e.folder.scope === 'public')), [data, item.folderId, mode])
  const [choice, setChoice] = useState<string>('')
  const [error, setError] = useState<string | null>(null)
  const value = choice || (targets[0] ? String(targets[0].folder.id) : '')

  const submit = async () => {
    setError(null)
    try {
      const body = { ids: [item.id], folderId: Number(value) }
      await (mode === 'move' ? http.put('api/collection/move', body, { quietStatuses: [400, 403, 409] }) : http.post('api/collection/share', body, { quietStatuses: [400, 403, 409] }))
    } catch (failure) {
      // The server's reason belongs to the folder field.
      if (!(failure instanceof HttpError)) throw failure
      setError(failure.message)
      throw new ActionRefused()
    }
    const folder = targets.find((e) => String(e.folder.id) === value)?.folder.name ?? ''
    invalidate(['api/collection'])
    notify({ intent: 'success', message: t(`${K}.${mode === 'move' ? 'moved' : 'shared'}`, { folder }), duration: 2500 })
    onDone()
  }
  return (
    <ActionDialog title={t(`${K}.${mode === 'move' ? 'moveTitle' : 'shareTitle'}`)} submitLabel={t(`${K}.confirm`)} cancelLabel={t(`${K}.cancel`)}
      canSubmit={!!value} onSubmit={submit} onClose={onClose}>
      <Field label={t(`${K}.target`)} required validationState={error ? 'error' : 'none'}
        validationMessage={error ?? (data && targets.length === 0 ? t(`${K}.noTarget`) : undefined)}>
        <FolderPicker entries={targets} value={value || null} onChange={setChoice} disabled={targets.length === 0} />
      </Field>
    </ActionDialog>
  )
}

function CaseActions({ item, context }: { item: CollectedCaseDto; context: ResourceContext<CollectedCaseDto> }) {
  const t = useT()
  const styles = useStyles()
  const navigateTo = useNavigateTo()
  const canAdd = useCan(COLLECTION_PERMISSIONS.add)
  const [open, setOpen] = useState<'detail' | 'move' | 'share' | null>(null)
  const name = caseName(item)
  return (
    <span className={styles.actions}>
      <Button size="small" appearance="subtle" icon={<InfoRegular />} aria-label={t(`${K}.details`, { name })} title={t(`${K}.details`, { name })} onClick={() => setOpen('detail')} />
      {item.anonymized ? null : (
        <>
          <Button size="small" appearance="subtle" icon={<DocumentTextRegular />} aria-label={t(`${K}.openReport`, { name })} title={t(`${K}.openReport`, { name })}
            onClick={() => navigateTo(routePath(REPORT_PATH, { examineId: item.examineId }))} />
          <Button size="small" appearance="subtle" icon={<ImageRegular />} aria-label={t(`${K}.openImages`, { name })} title={t(`${K}.openImages`, { name })}
            onClick={() => navigateTo(routePath(IMAGES_PATH, { examineId: item.examineId }))} />
        </>
      )}
      {canAdd && item.editable ? (
        <Button size="small" appearance="subtle" icon={<FolderArrowRightRegular />} aria-label={t(`${K}.move`, { name })} title={t(`${K}.move`, { name })} onClick={() => setOpen('move')} />
      ) : null}
      {canAdd && item.scope === 'personal' && !item.anonymized ? (
        <Button size="small" appearance="subtle" icon={<ShareRegular />} aria-label={t(`${K}.share`, { name })} title={t(`${K}.share`, { name })} onClick={() => setOpen('share')} />
      ) : null}
      {open === 'detail' ? <DetailDialog item={item} onClose={() => setOpen(null)} /> : null}
      {open === 'move' || open === 'share' ? (
        <TargetDialog item={item} mode={open} onClose={() => setOpen(null)} onDone={() => {
          setOpen(null)
          void context.refresh()
        }} />
      ) : null}
    </span>
  )
}

/** The row actions of a collected case: details, report and images (not for an anonymized case), move, share. */
export const caseActions = (item: CollectedCaseDto, context: ResourceContext<CollectedCaseDto>) => <CaseActions item={item} context={context} />
