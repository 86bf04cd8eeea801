import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, MessageBar, MessageBarBody, Select,
  Spinner, tokens,
} from '@fluentui/react-components'
import { CalendarAddRegular, DismissCircleRegular, KeyResetRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { ShareLinkDto, ShareLinkExpiresIn, ShareLinkIssued } from '../../../../../core/contract'
import { toMinute } from '../../../../../core/format/time'
import { http } from '../../../../../core/http/http'
import { confirm } from '../../../../../core/notify/confirm'
import { notify } from '../../../../../core/notify/notifications'
import { deepActiveElement } from '../../../../../ui/a11y/deepActiveElement'
import { useReturnFocus } from '../../../../../ui/a11y/useReturnFocus'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'
import { AccessCode } from './AccessCode'
import { CLOUD_FILM_EDIT } from './permissions'

const useStyles = makeStyles({
  actions: { display: 'inline-flex', gap: tokens.spacingHorizontalXXS },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

/** The validities a link may be given, shortest first. */
export const EXPIRIES: readonly ShareLinkExpiresIn[] = ['1h', '1d', '7d', '30d']

const errorText = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason))

/**
 * The row actions of a link (with `cloudFilm:edit`): revoke after a confirmation, reset the access code (the new one
 * shown once), extend by a chosen period. A revoked link keeps the buttons focusable but disabled, so the focus stays
 * where it was when the list reloads after the revocation.
 */
export function ShareLinkActions({ row, context }: { row: ShareLinkDto; context: ResourceContext<ShareLinkDto> }) {
  const t = useT()
  const styles = useStyles()
  const canEdit = useCan(CLOUD_FILM_EDIT)
  const [open, setOpen] = useState<'reset' | 'extend' | null>(null)
  if (!canEdit) return null
  const name = `${row.patientName} ${row.examNo}`
  const revoked = row.state === 'revoked'

  const revoke = async (opener: HTMLElement) => {
    const yes = await confirm({
      title: t('cloudFilm.handle.revoke.title'),
      message: t('cloudFilm.handle.revoke.message', { name }),
      confirmText: t('cloudFilm.handle.revoke.confirm'),
      cancelText: t('cloudFilm.handle.cancel'),
    })
    if (!yes) return
    try {
      await http.put(`api/shareLinks/${row.id}/revoke`)
    } catch {
      // The failure is already on screen (a 409 when someone else revoked it first); the list shows what is stored.
      await context.refresh()
      return
    }
    notify({ intent: 'success', message: t('cloudFilm.handle.revoke.done'), duration: 2500 })
    await context.refresh()
    // The confirmation has gone and the row re-rendered: the focus goes back to the (now disabled, still focusable) button.
    const now = deepActiveElement()
    if (opener.isConnected && (now === null || now === document.body)) opener.focus()
  }

  return (
    <span className={styles.actions}>
      <Button size="small" appearance="subtle" icon={<DismissCircleRegular />} aria-label={t('cloudFilm.handle.actions.revoke', { name })}
        disabledFocusable={revoked} onClick={(event) => void revoke(event.currentTarget)} />
      <Button size="small" appearance="subtle" icon={<KeyResetRegular />} aria-label={t('cloudFilm.handle.actions.resetCode', { name })}
        disabledFocusable={revoked} onClick={() => setOpen('reset')} />
      <Button size="small" appearance="subtle" icon={<CalendarAddRegular />} aria-label={t('cloudFilm.handle.actions.extend', { name })}
        disabledFocusable={revoked} onClick={() => setOpen('extend')} />
      {open === 'reset' ? <ResetCodeDialog row={row} name={name} onClose={() => setOpen(null)} onChanged={() => void context.refresh()} /> : null}
      {open === 'extend' ? <ExtendDialog row={row} name={name} onClose={() => setOpen(null)} onChanged={() => void context.refresh()} /> : null}
    </span>
  )
}

interface ChangeDialogProps {
  row: ShareLinkDto
  name: string
  onClose: () => void
  onChanged: () => void
}

/** Asks, then gives the link a new access code and shows it once with a copy button. */
function ResetCodeDialog({ row, name, onClose, onChanged }: ChangeDialogProps) {
  useReturnFocus()
  const t = useT()
  const styles = useStyles()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [issued, setIssued] = useState<ShareLinkIssued | null>(null)
  const reset = async () => {
    setBusy(true)
    setError(null)
    try {
      setIssued(await http.put<ShareLinkIssued>(`api/shareLinks/${row.id}/resetCode`, undefined, { quietStatuses: [404, 409] }))
      onChanged()
    } catch (reason) {
      setError(errorText(reason))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, d) => { if (!d.open) onClose() }}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('cloudFilm.handle.reset.title', { name })}</DialogTitle>
          <DialogContent className={styles.body}>
            {issued?.accessCode ? <AccessCode code={issued.accessCode} label={t('cloudFilm.handle.reset.done')} /> : <p>{t('cloudFilm.handle.reset.message')}</p>}
            {error ? <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar> : null}
          </DialogContent>
          <DialogActions>
            {issued ? null : (
              <Button appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={() => void reset()}>
                {t('cloudFilm.handle.reset.confirm')}
              </Button>
            )}
            <Button onClick={onClose}>{t(issued ? 'cloudFilm.handle.close' : 'cloudFilm.handle.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

/** Sets the link's expiry to now plus a chosen period. */
function ExtendDialog({ row, name, onClose, onChanged }: ChangeDialogProps) {
  useReturnFocus()
  const t = useT()
  const styles = useStyles()
  const [expiresIn, setExpiresIn] = useState<ShareLinkExpiresIn>('7d')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const extend = async () => {
    setBusy(true)
    setError(null)
    try {
      const answer = await http.put<ShareLinkIssued>(`api/shareLinks/${row.id}/extend`, { expiresIn }, { quietStatuses: [400, 404, 409] })
      notify({ intent: 'success', message: t('cloudFilm.handle.extend.done', { time: toMinute(answer.expiresAt) }), duration: 4000 })
      onChanged()
      onClose()
    } catch (reason) {
      setError(errorText(reason))
      setBusy(false)
    }
  }
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, d) => { if (!d.open) onClose() }}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('cloudFilm.handle.extend.title', { name })}</DialogTitle>
          <DialogContent className={styles.body}>
            <Field label={t('cloudFilm.handle.extend.period')}>
              <Select value={expiresIn} onChange={(_e, d) => setExpiresIn(d.value as ShareLinkExpiresIn)}>
                {EXPIRIES.map((value) => <option key={value} value={value}>{t(`resources.shareLink.expiresIn.${value}`)}</option>)}
              </Select>
            </Field>
            {error ? <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={() => void extend()}>
              {t('cloudFilm.handle.extend.confirm')}
            </Button>
            <Button onClick={onClose}>{t('cloudFilm.handle.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
