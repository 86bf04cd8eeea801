import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, MessageBar, MessageBarBody,
  Select, Spinner, tokens,
} from '@fluentui/react-components'
import { DocumentTextRegular, LinkRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { ExamDto, ShareLinkExpiresIn, ShareLinkIssued } from '../../../../../core/contract'
import { toMinute } from '../../../../../core/format/time'
import { http } from '../../../../../core/http/http'
import { useReturnFocus } from '../../../../../ui/a11y/useReturnFocus'
import { ElementDialog } from '../../../../../ui/element/ElementDialog'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import { QrCode } from '../../../../../ui/print/Barcode'

const useStyles = makeStyles({
  actions: { display: 'inline-flex' },
  link: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
  url: { width: '100%' },
})

/** Validities a registrar may give a report link, in minutes, and the share link's `expiresIn` of each. */
const VALIDITY: readonly (readonly [minutes: number, expiresIn: ShareLinkExpiresIn])[] = [[60, '1h'], [1440, '1d'], [10080, '7d']]

/** The row actions of the report list: open the report, and (with `report:link`) a share link for the patient. */
export function reportActions(exam: ExamDto) {
  return <ReportActions exam={exam} />
}

function ReportActions({ exam }: { exam: ExamDto }) {
  const t = useT()
  const styles = useStyles()
  const canView = useCan(['admin', 'report:view'])
  const canLink = useCan(['admin', 'report:link'])
  const [open, setOpen] = useState<'report' | 'link' | null>(null)
  const name = `${exam.patientName} ${exam.examNo}`
  return (
    <span className={styles.actions}>
      {canView ? (
        <Button size="small" appearance="subtle" icon={<DocumentTextRegular />} aria-label={t('resources.readReport.open', { name })} onClick={() => setOpen('report')} />
      ) : null}
      {canLink ? (
        <Button size="small" appearance="subtle" icon={<LinkRegular />} aria-label={t('resources.readReport.link.open', { name })} onClick={() => setOpen('link')} />
      ) : null}
      {open === 'report' ? (
        <ElementDialog tag="clinic-report-viewer" attributes={{ 'examine-id': String(exam.id) }}
          title={t('resources.readReport.reportOf', { name: exam.patientName, examNo: exam.examNo })}
          labels={{ close: t('resources.readReport.close'), loading: t('resources.readReport.loading'), failed: t('resources.readReport.viewerUnavailable') }}
          onClose={() => setOpen(null)} />
      ) : null}
      {open === 'link' ? <LinkDialog exam={exam} onClose={() => setOpen(null)} /> : null}
    </span>
  )
}


/**
 * A share link to the report (kind `report`, no access code; 7 days unless the registrar chooses less) and its QR code,
 * for the patient or another hospital: stored, so the cloud-film page lists it and can revoke it.
 */
function LinkDialog({ exam, onClose }: { exam: ExamDto; onClose: () => void }) {
  useReturnFocus()
  const t = useT()
  const styles = useStyles()
  const [minutes, setMinutes] = useState<number>(10080)
  const [link, setLink] = useState<ShareLinkIssued | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const url = link ? new URL(link.url, window.location.origin).href : ''

  const create = async () => {
    setBusy(true)
    setError(null)
    try {
      const expiresIn = VALIDITY.find(([m]) => m === minutes)?.[1] ?? '7d'
      setLink(await http.post<ShareLinkIssued>('api/shareLinks', { examineId: exam.id, kind: 'report', withImages: false, expiresIn, accessCode: false },
        { quietStatuses: [400, 403, 404] }))
      setCopied(false)
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason))
    } finally {
      setBusy(false)
    }
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      setError(t('resources.readReport.link.copyFailed'))
    }
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_e, d) => { if (!d.open) onClose() }}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('resources.readReport.link.title', { name: exam.patientName, examNo: exam.examNo })}</DialogTitle>
          <DialogContent className={styles.link}>
            <Field label={t('resources.readReport.link.validity')}>
              <Select value={String(minutes)} onChange={(_e, d) => { setMinutes(Number(d.value)); setLink(null) }}>
                {VALIDITY.map(([m]) => <option key={m} value={String(m)}>{t(`resources.readReport.link.minutes.${m}`)}</option>)}
              </Select>
            </Field>
            {link ? (
              <>
                <Field className={styles.url} label={t('resources.readReport.link.url')} hint={t('resources.readReport.link.expires', { time: toMinute(link.expiresAt) })}>
                  <Input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
                </Field>
                <QrCode value={url} size={140} label={t('resources.readReport.link.qr', { examNo: exam.examNo })} />
                {copied ? <span role="status">{t('resources.readReport.link.copied')}</span> : null}
              </>
            ) : null}
            {error ? <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar> : null}
          </DialogContent>
          <DialogActions>
            {link ? (
              <Button appearance="primary" onClick={() => void copy()}>{t('resources.readReport.link.copy')}</Button>
            ) : (
              <Button appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={() => void create()}>
                {t('resources.readReport.link.create')}
              </Button>
            )}
            <Button onClick={onClose}>{t('resources.readReport.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
