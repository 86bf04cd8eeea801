import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components'
import { ArrowDownloadRegular, HistoryRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { BackupDto, BackupRestoreResult } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { notify } from '../../../../../core/notify/notifications'
import { invalidate } from '../../../../../core/query/query'
import { saveBlob } from '../../../../../core/resource/saveBlob'
import { toMinute } from '../../../../../core/format/time'
import { ActionDialog } from '../../../../../ui/dialog/ActionDialog'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'

const useStyles = makeStyles({
  actions: { display: 'inline-flex', gap: tokens.spacingHorizontalXXS },
  name: { fontFamily: tokens.fontFamilyMonospace },
})

const RESTORE = ['admin', 'backup:restore'] as const
const LIST = ['admin', 'backup:list'] as const

/** A size in binary units, as the list shows it. */
function SizeText({ bytes }: { bytes: number }) {
  const t = useT()
  const units = ['backup.bytes', 'backup.kib', 'backup.mib', 'backup.gib'] as const
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return <>{t(units[unit]!, { value: unit === 0 ? String(value) : value.toFixed(1) })}</>
}

/** The size column: binary units. */
export function sizeCell(backup: BackupDto) {
  return <SizeText bytes={backup.size} />
}

/**
 * Restores the database from a backup once its file name is typed again; the server checks the file first (a damaged
 * one or another version is refused with its reason, shown here) and backs the current data up before replacing it.
 */
function RestoreDialog({ backup, onClose }: { backup: BackupDto; onClose: () => void }) {
  const styles = useStyles()
  const t = useT()
  const [typed, setTyped] = useState('')
  const restore = async () => {
    const result = await http.post<BackupRestoreResult>(`api/backup/${backup.id}/restore`, { confirm: typed }, { silent: true })
    // Every list on the page shows data of before: read everything anew.
    invalidate(['api/'])
    notify({ intent: 'success', message: t('backup.restored', { name: backup.fileName, safety: result.safetyBackup.fileName }) })
  }
  return (
    <ActionDialog
      modalType="alert"
      title={t('backup.restoreTitle', { name: backup.fileName })}
      submitLabel={t('backup.restoreButton')}
      busyLabel={t('backup.restoring')}
      cancelLabel={t('backup.cancel')}
      canSubmit={typed === backup.fileName}
      onSubmit={restore}
      onClose={onClose}
    >
      <MessageBar intent="warning">
        <MessageBarBody>{t('backup.restoreWarning', { time: toMinute(backup.createTime) })}</MessageBarBody>
      </MessageBar>
      <Field label={t('backup.typeLabel', { name: backup.fileName })} required>
        <Input className={styles.name} value={typed} autoComplete="off" spellCheck={false} onChange={(_e, data) => setTyped(data.value)} />
      </Field>
    </ActionDialog>
  )
}

function BackupActions({ backup }: { backup: BackupDto }) {
  const styles = useStyles()
  const t = useT()
  const canRestore = useCan(RESTORE)
  const canDownload = useCan(LIST)
  const [restoring, setRestoring] = useState(false)
  const download = async () => {
    const blob = await http.get<Blob>(`api/backup/${backup.id}/download`, undefined, { responseType: 'blob' })
    saveBlob(blob, backup.fileName)
  }
  return (
    <span className={styles.actions}>
      {canDownload ? (
        <Button size="small" appearance="subtle" icon={<ArrowDownloadRegular />} aria-label={t('backup.download', { name: backup.fileName })} onClick={() => void download()} />
      ) : null}
      {canRestore ? (
        <Button size="small" appearance="subtle" icon={<HistoryRegular />} aria-label={t('backup.restore', { name: backup.fileName })} onClick={() => setRestoring(true)} />
      ) : null}
      {restoring ? <RestoreDialog backup={backup} onClose={() => setRestoring(false)} /> : null}
    </span>
  )
}

/** A row's download and restore buttons (each shown to holders of its permission). */
export function backupActions(backup: BackupDto, _context: ResourceContext<BackupDto>) {
  return <BackupActions backup={backup} />
}
