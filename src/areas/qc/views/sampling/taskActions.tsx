import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowShuffleRegular, LockClosedRegular, OpenRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { QcTaskDto } from '../../../../core/contract'
import { http } from '../../../../core/http/http'
import { confirm } from '../../../../core/notify/confirm'
import { notify } from '../../../../core/notify/notifications'
import { routePath, useNavigateTo } from '../../../../ui/element/navigate'
import { useT } from '../../../../ui/i18n/useT'
import { useCan } from '../../../../ui/permission/useCan'
import type { ResourceContext } from '../../../../ui/resource/resourceView.types'
import { qcPrefix } from '../../qcView'
import { qcTaskPermissions } from './qcTask.resource'

const useStyles = makeStyles({
  actions: { display: 'inline-flex', gap: tokens.spacingHorizontalXXS },
})

/** A task's row actions: open its samples, draw (again, while nothing is scored) and close. */
export function TaskActions({ task, context }: { task: QcTaskDto; context: ResourceContext<QcTaskDto> }) {
  const t = useT()
  const styles = useStyles()
  const navigateTo = useNavigateTo()
  const canEdit = useCan(qcTaskPermissions(task.family).edit)
  const [busy, setBusy] = useState(false)

  const act = async (action: 'draw' | 'close') => {
    const again = action === 'draw' && task.samples > 0
    if (action === 'close' || again) {
      const yes = await confirm({
        title: t(`qc.task.${again ? 'redraw' : 'close'}`),
        message: t(`qc.task.${again ? 'redrawConfirm' : 'closeConfirm'}`, { name: task.name }),
        confirmText: t(`qc.task.${again ? 'redraw' : 'close'}`),
        cancelText: t('kit.dialog.cancel'),
      })
      if (!yes) return
    }
    setBusy(true)
    try {
      const answer = await http.post<QcTaskDto>(`api/qc/task/${task.id}/${action}`)
      notify({
        intent: 'success', duration: 3000,
        message: action === 'draw' ? t('qc.task.drawn', { name: task.name, samples: answer.samples, candidates: answer.candidates }) : t('qc.task.closed', { name: task.name }),
      })
    } catch {
      // The HTTP layer shows the refusal (nothing to draw, already scored).
    } finally {
      await context.refresh()
      setBusy(false)
    }
  }

  return (
    <span className={styles.actions}>
      <Button size="small" appearance="subtle" icon={<OpenRegular />} disabled={task.samples === 0}
        aria-label={t('qc.task.openRow', { name: task.name })} title={t('qc.task.open')}
        onClick={() => navigateTo(routePath(`${qcPrefix(task.family)}/sampDetail`, { id: task.id }))} />
      {canEdit && (task.state === 'draft' || task.state === 'drawn') ? (
        <Button size="small" appearance="subtle" icon={<ArrowShuffleRegular />} disabled={busy}
          aria-label={t(task.samples > 0 ? 'qc.task.redrawRow' : 'qc.task.drawRow', { name: task.name })}
          title={t(task.samples > 0 ? 'qc.task.redraw' : 'qc.task.draw')} onClick={() => void act('draw')} />
      ) : null}
      {canEdit && (task.state === 'drawn' || task.state === 'scoring') ? (
        <Button size="small" appearance="subtle" icon={<LockClosedRegular />} disabled={busy}
          aria-label={t('qc.task.closeRow', { name: task.name })} title={t('qc.task.close')} onClick={() => void act('close')} />
      ) : null}
    </span>
  )
}
