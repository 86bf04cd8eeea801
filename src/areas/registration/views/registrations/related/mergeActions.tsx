import { Badge, Button } from '@fluentui/react-components'
import { ArrowUndoRegular, PeopleSwapRegular } from '@fluentui/react-icons'
import { useRef, useState } from 'react'
import type { DuplicatePairDto, PatientMergeDto, PatientMergeResult } from '../../../../../core/contract/related'
import { toMinute } from '../../../../../core/format/time'
import { http } from '../../../../../core/http/http'
import { notify } from '../../../../../core/notify/notifications'
import { invalidate } from '../../../../../core/query/query'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'
import { focusInGrid } from './focusInGrid'
import { CHANGE } from './linkActions'
import { MergeDialog } from './MergeDialog'
import { ReasonDialog } from './ReasonDialog'
import { REQUIRED_REASON } from './reasonForms'

/** The lists a merge or its undo changes, besides the one it was made from: exams and patients' exams show other names. */
function forgetPatients(patientIds: readonly string[], also: string): void {
  invalidate(['api/exams', also, ...patientIds.map((id) => `api/patients/${encodeURIComponent(id)}/`)])
}

/** A duplicate pair's row action: compare both records and merge one into the other. */
export function mergeAction(pair: DuplicatePairDto, context: ResourceContext<DuplicatePairDto>) {
  return <Merge pair={pair} context={context} />
}

function Merge({ pair, context }: { pair: DuplicatePairDto; context: ResourceContext<DuplicatePairDto> }) {
  const t = useT()
  const can = useCan(CHANGE)
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  if (!can) return null
  const label = t('resources.patientDuplicates.merge', { name: `${pair.first.name} ${pair.first.patientId} · ${pair.second.name} ${pair.second.patientId}` })
  return (
    <>
      <Button ref={button} size="small" appearance="subtle" icon={<PeopleSwapRegular />} aria-label={label} title={label} onClick={() => setOpen(true)} />
      {open ? (
        <MergeDialog
          pair={pair}
          onMerged={(result: PatientMergeResult) => {
            const grid = button.current?.closest('[role="grid"]')
            setOpen(false)
            notify({
              intent: 'success', duration: 3000,
              message: t('resources.patientDuplicates.merged', {
                merged: `${result.merge.mergedName} ${result.merge.mergedPatientId}`,
                survivor: `${result.merge.survivorName} ${result.merge.survivorPatientId}`,
              }),
            })
            forgetPatients([pair.first.patientId, pair.second.patientId], 'api/patients/merges')
            // The pair leaves the list with this button: the focus stays in the list.
            void context.refresh().then(() => focusInGrid(grid))
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}

/** Whether a merge is in effect, or who undid it when. */
export function mergeStateCell(merge: PatientMergeDto) {
  return <MergeState merge={merge} />
}

function MergeState({ merge }: { merge: PatientMergeDto }) {
  const t = useT()
  if (!merge.undoneAt) return <Badge appearance="tint" color="success">{t('resources.patientMerges.active')}</Badge>
  return <span title={merge.undoReason}>{t('resources.patientMerges.undone', { operator: merge.undoneBy ?? '', time: toMinute(merge.undoneAt) })}</span>
}

/** A merge's row action while it is in effect: undo it, with a reason. */
export function undoMergeAction(merge: PatientMergeDto, context: ResourceContext<PatientMergeDto>) {
  return merge.undoneAt ? null : <UndoMerge merge={merge} context={context} />
}

function UndoMerge({ merge, context }: { merge: PatientMergeDto; context: ResourceContext<PatientMergeDto> }) {
  const t = useT()
  const can = useCan(CHANGE)
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  if (!can) return null
  const label = t('resources.patientMerges.undo', { name: `${merge.mergedName} ${merge.mergedPatientId}` })
  const merged = `${merge.mergedName} ${merge.mergedPatientId}`
  return (
    <>
      <Button ref={button} size="small" appearance="subtle" icon={<ArrowUndoRegular />} aria-label={label} title={label} onClick={() => setOpen(true)} />
      {open ? (
        <ReasonDialog
          title={t('resources.patientMerges.undoTitle', { merged, survivor: `${merge.survivorName} ${merge.survivorPatientId}` })}
          form={REQUIRED_REASON}
          onSave={async (body) => {
            await http.post<PatientMergeResult>(`api/patients/merges/${merge.id}/undo`, body, { silent: true })
            notify({ intent: 'success', message: t('resources.patientMerges.undoneDone', { merged }), duration: 3000 })
          }}
          onSaved={() => {
            const grid = button.current?.closest('[role="grid"]')
            setOpen(false)
            forgetPatients([merge.mergedPatientId, merge.survivorPatientId], 'api/patients/duplicates')
            // The undone merge stays in the list without this button: the focus stays on its row.
            void context.refresh().then(() => focusInGrid(grid))
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}
