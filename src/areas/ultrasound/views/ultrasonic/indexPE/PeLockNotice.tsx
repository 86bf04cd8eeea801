import { MessageBar, MessageBarBody } from '@fluentui/react-components'
import { useT } from '../../../../../ui/i18n/useT'
import { useReportLock } from '../../../../../ui/report/editor/useReportLock'

/**
 * Holds the report lock of the exam shown while it waits for confirmation (the editor's lock: taken at once, renewed
 * every 30 s, released on moving on) and says when another user has the report open: who, since when. Mounted once per
 * exam (`key`), so a previous exam's lock is never shown for this one.
 *
 * @example
 * <PeLockNotice key={exam.id} examineId={exam.id} wanted={canWrite} />
 */
export function PeLockNotice({ examineId, wanted }: { examineId: number; wanted: boolean }) {
  const t = useT()
  const { lock } = useReportLock(examineId, wanted)
  const holder = lock && !lock.mine ? lock.holder : null
  if (!holder) return null
  return (
    <MessageBar intent="warning" role="alert" data-testid="pe-lock">
      <MessageBarBody>{t('ultrasound.indexPE.lockHeld', { name: holder.name, since: holder.since.slice(0, 16) })}</MessageBarBody>
    </MessageBar>
  )
}
