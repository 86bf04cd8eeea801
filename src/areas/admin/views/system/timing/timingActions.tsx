import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  tokens,
  ToolbarButton,
} from '@fluentui/react-components'
import { HistoryRegular, PauseRegular, PlayRegular, FlashRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { Page, QuartzJobDto, QuartzLogDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { notify } from '../../../../../core/notify/notifications'
import { invalidate } from '../../../../../core/query/query'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'
import { timingLogResource } from './timingLog.resource'

const useStyles = makeStyles({
  actions: { display: 'inline-flex', gap: tokens.spacingHorizontalXXS },
  logs: { width: 'min(1100px, 96vw)', maxWidth: 'min(1100px, 96vw)' },
})

const EDIT = ['admin', 'timing:edit'] as const

function Status({ job }: { job: QuartzJobDto }) {
  const t = useT()
  return (
    <Badge appearance="tint" color={job.isPause ? 'warning' : 'success'}>
      {t(job.isPause ? 'resources.timing.paused' : 'resources.timing.running')}
    </Badge>
  )
}

/** Running or paused, as a badge. */
export function statusCell(job: QuartzJobDto) {
  return <Status job={job} />
}

function RunAndPause({ job, context }: { job: QuartzJobDto; context: ResourceContext<QuartzJobDto> }) {
  const t = useT()
  const styles = useStyles()
  const canEdit = useCan(EDIT)
  const [busy, setBusy] = useState(false)
  if (!canEdit) return null

  const runNow = async () => {
    setBusy(true)
    try {
      await http.put(`api/jobs/exec/${job.id}`)
      // The run is logged before the answer: say how it went.
      const latest = (await http.get<Page<QuartzLogDto>>('api/jobs/logs', { jobName: job.jobName, sort: 'id,desc', page: 0, size: 1 })).content[0]
      if (latest && !latest.isSuccess) notify({ intent: 'error', message: t('resources.timing.runFailed', { name: job.jobName }) })
      else notify({ intent: 'success', message: t('resources.timing.ran', { name: job.jobName, ms: latest?.time ?? 0 }), duration: 3000 })
      invalidate(['api/jobs'])
    } finally {
      setBusy(false)
    }
  }
  const togglePause = async () => {
    setBusy(true)
    try {
      await http.put(`api/jobs/${job.id}`)
      notify({ intent: 'success', message: t(job.isPause ? 'resources.timing.resumed' : 'resources.timing.pausedNow', { name: job.jobName }), duration: 2500 })
      await context.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <span className={styles.actions}>
      <Button size="small" appearance="subtle" icon={<FlashRegular />} disabled={busy} aria-label={t('resources.timing.runNow', { name: job.jobName })} title={t('resources.timing.runNow', { name: job.jobName })} onClick={() => void runNow()} />
      <Button
        size="small"
        appearance="subtle"
        icon={job.isPause ? <PlayRegular /> : <PauseRegular />}
        disabled={busy}
        aria-label={t(job.isPause ? 'resources.timing.resume' : 'resources.timing.pause', { name: job.jobName })}
        title={t(job.isPause ? 'resources.timing.resume' : 'resources.timing.pause', { name: job.jobName })}
        onClick={() => void togglePause()}
      />
    </span>
  )
}

/** Run now, and pause or resume, for those who may edit tasks. */
export function timingActions(job: QuartzJobDto, context: ResourceContext<QuartzJobDto>) {
  return <RunAndPause job={job} context={context} />
}

function LogsButton() {
  const t = useT()
  const styles = useStyles()
  return (
    <Dialog modalType="modal">
      <DialogTrigger disableButtonEnhancement>
        <ToolbarButton icon={<HistoryRegular />}>{t('resources.timing.logs')}</ToolbarButton>
      </DialogTrigger>
      <DialogSurface className={styles.logs}>
        <DialogBody>
          <DialogTitle>{t('resources.timingLog.title')}</DialogTitle>
          <DialogContent>
            <ResourcePage view={timingLogResource} level={2} titled={false} />
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t('resources.timing.close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

/** The toolbar's "Logs" button: every run of every task in a dialog, searchable and exportable. */
export function logsButton() {
  return <LogsButton />
}
