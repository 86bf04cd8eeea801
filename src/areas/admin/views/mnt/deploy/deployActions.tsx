import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowUploadRegular, HistoryRegular, PlayRegular, PulseRegular, StopRegular } from '@fluentui/react-icons'
import { useState, type ReactElement } from 'react'
import type { DeployDto, DeployStatus, DeployUploadResult } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { notify } from '../../../../../core/notify/notifications'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'
import { FileDialog } from '../shared/FileDialog'
import { RollbackDialog } from './RollbackDialog'

const useStyles = makeStyles({
  actions: { display: 'inline-flex', gap: tokens.spacingHorizontalXXS },
})

const OPERATE = ['admin', 'deploy:edit'] as const

function DeployActions({ deploy }: { deploy: DeployDto }) {
  const t = useT()
  const styles = useStyles()
  const canOperate = useCan(OPERATE)
  const [busy, setBusy] = useState(false)
  const [dialog, setDialog] = useState<'upload' | 'rollback' | null>(null)
  if (!canOperate) return null
  const name = deploy.app.name

  const act = async (run: () => Promise<void>) => {
    setBusy(true)
    try {
      await run()
    } catch {
      // The HTTP module has shown the server's message; the log shows the rest.
    } finally {
      setBusy(false)
    }
  }
  const start = () => act(async () => {
    const { success } = await http.post<{ success: boolean }>('api/deploy/startServer', { id: deploy.id })
    notify(success ? { intent: 'success', message: t('resources.deploy.started', { name }), duration: 3000 } : { intent: 'error', message: t('resources.deploy.startFailed', { name }) })
  })
  const stop = () => act(async () => {
    await http.post('api/deploy/stopServer', { id: deploy.id })
    notify({ intent: 'success', message: t('resources.deploy.stopped', { name }), duration: 3000 })
  })
  const status = () => act(async () => {
    const answer = await http.post<DeployStatus[]>('api/deploy/serverStatus', { id: deploy.id })
    for (const server of answer) {
      notify({ intent: server.running ? 'success' : 'warning', message: t(server.running ? 'resources.deploy.running' : 'resources.deploy.notRunning', { name, ip: server.ip }), duration: 4000 })
    }
  })
  const upload = async (file: File) => {
    const form = new FormData()
    form.append('file', file)
    form.append('id', String(deploy.id))
    await http.post<DeployUploadResult>('api/deploy/upload', form, { silent: true })
    notify({ intent: 'info', message: t('resources.deploy.uploaded', { file: file.name }), duration: 3000 })
    return null
  }

  const button = (key: string, icon: ReactElement, onClick: () => void) => {
    const label = t(`resources.deploy.${key}`, { name })
    return <Button size="small" appearance="subtle" icon={icon} disabled={busy} aria-label={label} title={label} data-action={key} onClick={onClick} />
  }
  return (
    <span className={styles.actions}>
      {button('upload', <ArrowUploadRegular />, () => setDialog('upload'))}
      {button('start', <PlayRegular />, () => void start())}
      {button('stop', <StopRegular />, () => void stop())}
      {button('status', <PulseRegular />, () => void status())}
      {button('rollback', <HistoryRegular />, () => setDialog('rollback'))}
      {dialog === 'upload' ? (
        <FileDialog
          title={t('resources.deploy.uploadTitle', { name })}
          label={t('resources.deploy.file')}
          hint={t('resources.deploy.uploadHint')}
          accept=".zip,.tar.gz,.tgz,application/zip,application/gzip"
          submitLabel={t('resources.deploy.deployButton')}
          busyLabel={t('resources.deploy.uploading')}
          closeLabel={t('resources.deploy.close')}
          onSubmit={upload}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'rollback' ? <RollbackDialog deploy={deploy} onClose={() => setDialog(null)} /> : null}
    </span>
  )
}

/** A row's deploy, start, stop, status and roll-back buttons, for holders of `deploy:edit`. */
export function deployActions(deploy: DeployDto, _context: ResourceContext<DeployDto>) {
  return <DeployActions deploy={deploy} />
}
