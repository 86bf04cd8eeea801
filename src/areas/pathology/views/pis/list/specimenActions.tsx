import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { CheckmarkCircleRegular, DeleteRegular, DocumentEditRegular, LinkRegular, SendRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useState } from 'react'
import type { SpecimenDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { confirm } from '../../../../../core/notify/confirm'
import { notify } from '../../../../../core/notify/notifications'
import { invalidate } from '../../../../../core/query/query'
import type { FormDeclaration } from '../../../../../core/resource/resource.types'
import { $user } from '../../../../../core/session/stores'
import { FormDialog } from '../../../../../ui/form/FormDialog'
import { useFormController } from '../../../../../ui/form/useFormController'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'
import { SPECIMEN_PERMISSIONS } from './specimen.resource'
import { linkPending, setBiopsyLink } from './specimenLink'

const useStyles = makeStyles({
  actions: { display: 'inline-flex', gap: tokens.spacingHorizontalXXS },
})

/** The amendment form: why, and the corrected diagnosis and microscopic description. */
const AMEND_FORM: FormDeclaration<SpecimenDto> = {
  defaults: { reason: '', diagnosis: '', microscopicDescription: '' },
  fromRow: (s) => ({ reason: '', diagnosis: s.diagnosis, microscopicDescription: s.microscopicDescription, version: s.version }),
  fields: [
    { name: 'reason', kind: 'text', required: true, maxLength: 500 },
    { name: 'diagnosis', kind: 'textarea', required: true, maxLength: 4000 },
    { name: 'microscopicDescription', kind: 'textarea', maxLength: 4000 },
  ],
}

function AmendDialog({ specimen, onClose, onDone }: { specimen: SpecimenDto; onClose: () => void; onDone: () => void }) {
  const t = useT()
  const form = useFormController(AMEND_FORM, 'edit', specimen, async (body) => {
    await http.post(`api/specimen/${specimen.id}/amend`, { ...(body as Record<string, unknown>), version: specimen.version }, { silent: true })
  })
  return (
    <FormDialog
      open
      title={t('resources.specimen.amendTitle', { no: specimen.specimenNo })}
      form={form}
      labelPrefix="resources.specimen.amend."
      size="medium"
      onClose={onClose}
      onSaved={() => {
        notify({ intent: 'success', message: t('resources.specimen.amended', { no: specimen.specimenNo }), duration: 2500 })
        onDone()
      }}
    />
  )
}

function SpecimenActions({ specimen, context }: { specimen: SpecimenDto; context: ResourceContext<SpecimenDto> }) {
  const t = useT()
  const styles = useStyles()
  const canSubmit = useCan(SPECIMEN_PERMISSIONS.submit)
  const canFinalize = useCan(SPECIMEN_PERMISSIONS.finalize)
  const canAmend = useCan(SPECIMEN_PERMISSIONS.amend)
  const canLink = useCan(SPECIMEN_PERMISSIONS.link)
  const isAdmin = useCan(['admin'])
  const user = useStore($user)
  // A draft goes only by its own pathologist's hand (or an admin's), as the server rules.
  const canDelete = useCan(SPECIMEN_PERMISSIONS.del) && specimen.state === 'draft' && (isAdmin || (user !== null && specimen.pathologistId === user.id))
  const [busy, setBusy] = useState(false)
  const [amending, setAmending] = useState(false)
  const name = `${specimen.specimenNo} ${specimen.patientName}`

  const act = async (action: 'submit' | 'finalize') => {
    const yes = await confirm({
      title: t(`resources.specimen.${action}`),
      message: t(`resources.specimen.${action}Confirm`, { no: specimen.specimenNo }),
      confirmText: t(`resources.specimen.${action}`),
      cancelText: t('kit.dialog.cancel'),
    })
    if (!yes) return
    setBusy(true)
    try {
      // The server's refusal (four eyes, a stale version) is shown by the HTTP layer; the row stays as it was.
      await http.post(`api/specimen/${specimen.id}/${action}`, { version: specimen.version })
      notify({ intent: 'success', message: t(`resources.specimen.${action}Done`, { no: specimen.specimenNo }), duration: 2500 })
      invalidate(['api/specimen', 'api/biopsy'])
      await context.refresh()
    } catch {
      await context.refresh()
    } finally {
      setBusy(false)
    }
  }

  const reload = async () => {
    invalidate(['api/specimen', 'api/biopsy'])
    await context.refresh()
  }

  // The biopsy's link first (through its one writer), then the draft; refused, the link is made again.
  const remove = async () => {
    const yes = await confirm({
      title: t('resources.specimen.delete'),
      message: t('resources.specimen.deleteConfirm', { no: specimen.specimenNo }),
      confirmText: t('resources.specimen.delete'),
      cancelText: t('kit.dialog.cancel'),
    })
    if (!yes) return
    setBusy(true)
    const linked = specimen.biopsy && !linkPending(specimen) ? specimen.biopsy.id : null
    try {
      if (linked !== null) await setBiopsyLink(linked, null)
      try {
        await http.del('api/specimen', [specimen.id])
      } catch (error) {
        if (linked !== null) await setBiopsyLink(linked, specimen.id, true).catch(() => undefined)
        throw error
      }
      notify({ intent: 'success', message: t('resources.specimen.deleted', { no: specimen.specimenNo }), duration: 2500 })
    } catch {
      // The HTTP layer has shown the refusal; the row stays (its link, if it could not be made again, shows as pending).
    } finally {
      await reload()
      setBusy(false)
    }
  }

  const link = async () => {
    const biopsy = specimen.biopsy!
    setBusy(true)
    try {
      await setBiopsyLink(biopsy.id, specimen.id)
      notify({ intent: 'success', message: t('resources.specimen.linked', { no: specimen.specimenNo, bottleNo: biopsy.bottleNo }), duration: 2500 })
    } catch {
      // Shown by the HTTP layer (another specimen's biopsy: 409); the row keeps offering the link.
    } finally {
      await reload()
      setBusy(false)
    }
  }

  return (
    <span className={styles.actions}>
      {canLink && linkPending(specimen) ? (
        <Button size="small" appearance="subtle" icon={<LinkRegular />} disabled={busy} aria-label={t('resources.specimen.linkRow', { name })}
          title={t('resources.specimen.link')} onClick={() => void link()} />
      ) : null}
      {canSubmit && specimen.state === 'draft' ? (
        <Button size="small" appearance="subtle" icon={<SendRegular />} disabled={busy} aria-label={t('resources.specimen.submitRow', { name })}
          title={t('resources.specimen.submit')} onClick={() => void act('submit')} />
      ) : null}
      {canFinalize && specimen.state === 'preliminary' ? (
        <Button size="small" appearance="subtle" icon={<CheckmarkCircleRegular />} disabled={busy} aria-label={t('resources.specimen.finalizeRow', { name })}
          title={t('resources.specimen.finalize')} onClick={() => void act('finalize')} />
      ) : null}
      {canAmend && (specimen.state === 'final' || specimen.state === 'amended') ? (
        <Button size="small" appearance="subtle" icon={<DocumentEditRegular />} aria-label={t('resources.specimen.amendRow', { name })}
          title={t('resources.specimen.amendAction')} onClick={() => setAmending(true)} />
      ) : null}
      {canDelete ? (
        <Button size="small" appearance="subtle" icon={<DeleteRegular />} disabled={busy} aria-label={t('resources.specimen.deleteRow', { name })}
          title={t('resources.specimen.delete')} onClick={() => void remove()} />
      ) : null}
      {amending ? (
        <AmendDialog
          specimen={specimen}
          onClose={() => setAmending(false)}
          onDone={() => {
            setAmending(false)
            invalidate(['api/specimen'])
            void context.refresh()
          }}
        />
      ) : null}
    </span>
  )
}

/**
 * The row actions of a specimen: submit a draft, sign off a preliminary one (another pathologist), amend a final one,
 * delete one's own draft (after a confirmation), and link its biopsy when that link is still to be made.
 */
export function specimenActions(specimen: SpecimenDto, context: ResourceContext<SpecimenDto>) {
  return <SpecimenActions specimen={specimen} context={context} />
}
