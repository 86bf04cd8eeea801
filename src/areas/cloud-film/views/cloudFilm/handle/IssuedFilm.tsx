import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { PrintRegular } from '@fluentui/react-icons'
import { useEffect, useRef } from 'react'
import type { ExamDto, ShareLinkIssued } from '../../../../../core/contract'
import { toMinute } from '../../../../../core/format/time'
import { useT } from '../../../../../ui/i18n/useT'
import { QrCode } from '../../../../../ui/print/Barcode'
import { printElement } from '../../../../../ui/print/printElement'
import { AccessCode } from './AccessCode'
import { CopyButton } from './CopyButton'
import { patientInitials } from './patientInitials'

const useStyles = makeStyles({
  issued: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL, alignItems: 'flex-start' },
  text: { flex: '1 1 320px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  hint: { margin: 0, color: tokens.colorNeutralForeground2 },
  // Printed alone (printElement), never shown on screen: the path rules of the print make it visible then.
  slip: {
    display: 'none',
    fontFamily: tokens.fontFamilyBase,
    color: '#000',
    textAlign: 'center',
    '& h2': { fontSize: '15px', margin: '0 0 2mm' },
    '& p': { fontSize: '11px', margin: '1mm 0' },
  },
  slipCode: { fontSize: '18px', letterSpacing: '0.2em', fontWeight: 700 },
})

/** The slip's page: A6, small margins. */
const SLIP_PAGE = '@page{size:A6;margin:6mm}'

/**
 * A published film: the absolute link with a copy button, its QR code, the access code shown this once (or that
 * there is none), the expiry, and a printed slip for the patient — the hospital, the patient's initials only, the
 * exam, the QR code, the code and the expiry.
 */
export function IssuedFilm({ issued, exam, hospital }: { issued: ShareLinkIssued; exam: ExamDto; hospital: string }) {
  const t = useT()
  const styles = useStyles()
  const slip = useRef<HTMLDivElement>(null)
  const link = useRef<HTMLInputElement>(null)
  // The button that published is gone: the focus goes to the link (selected, ready to copy), inside the dialog.
  useEffect(() => link.current?.focus(), [])
  const url = new URL(issued.url, window.location.origin).href
  const qrLabel = t('cloudFilm.handle.issued.qr', { examNo: exam.examNo })
  const expires = t('cloudFilm.handle.issued.expires', { time: toMinute(issued.expiresAt) })
  return (
    <div className={styles.issued}>
      <div className={styles.text}>
        <Field label={t('cloudFilm.handle.issued.url')} hint={expires}>
          <Input ref={link} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </Field>
        <CopyButton text={url} label={t('cloudFilm.handle.issued.copyUrl')} />
        {issued.accessCode ? (
          <AccessCode code={issued.accessCode} label={t('cloudFilm.handle.issued.code')} />
        ) : (
          <p className={styles.hint}>{t('cloudFilm.handle.issued.noCode')}</p>
        )}
        <span>
          <Button icon={<PrintRegular />} onClick={() => { if (slip.current) printElement(slip.current, SLIP_PAGE) }}>{t('cloudFilm.handle.issued.print')}</Button>
        </span>
      </div>
      <QrCode value={url} size={168} label={qrLabel} />
      <div ref={slip} className={styles.slip} data-slip="">
        <h2>{hospital}</h2>
        <p>{t('cloudFilm.handle.issued.slipTitle')}</p>
        <p>{t('cloudFilm.handle.issued.slipPatient')}: {patientInitials(exam.patientName)}</p>
        <p>{t('cloudFilm.handle.issued.slipExam')}: {exam.examNo} {exam.modality} {exam.examItem}</p>
        <QrCode value={url} size={150} label={qrLabel} />
        {issued.accessCode ? (
          <p>{t('cloudFilm.handle.issued.code')}: <span className={styles.slipCode}>{issued.accessCode}</span></p>
        ) : (
          <p>{t('cloudFilm.handle.issued.noCode')}</p>
        )}
        <p>{expires}</p>
        <p>{t('cloudFilm.handle.issued.slipScan')}</p>
      </div>
    </div>
  )
}
