import { lazy, Suspense } from 'react'
import type { KeyImageRef, ReportCaptureRef, ReportDto, ReportViewDto } from '../../core/contract'
import { apiUrl } from '../../core/config/runtimeConfig'
import { publicUrl } from '../../core/hospital/qrTargets'
import { useT } from '../../ui/i18n/useT'
import type { Access } from './access'
import { Addenda } from './Addenda'
import { CriticalNotice } from './CriticalNotice'
import { KeyImages } from './KeyImages'
import { PatientFields } from './PatientFields'
import { ReportCaptures } from './ReportCaptures'
import { ReportSection } from './ReportSection'
import { useReportViewerStyles } from './ReportViewer.styles'
import { Signatures } from './Signatures'
import { StateNotice } from './StateNotice'

// The QR library loads only for hospitals whose reports carry a code.
const QrCode = lazy(() => import('../../ui/print/Barcode').then((m) => ({ default: m.QrCode })))

/** Props of {@link ReportDocument}. */
export interface ReportDocumentProps {
  view: ReportViewDto
  report: ReportDto | null
  keyImages: KeyImageRef[]
  /** The endoscopy captures the report includes, in print order. */
  captures: ReportCaptureRef[]
  access: Access
  idPrefix: string
  onOpenImage: (index: number) => void
  onOpenCapture: (index: number) => void
}

/**
 * The report as the hospital prints it: letterhead (hospital, department, report title), the state mark, patient
 * and exam details, critical-value notice, findings, impression, recommendation, addenda after the final text, key
 * images, the captures the report includes (with their sites), signatures and the disclaimer. Without a report it shows the letterhead and exam details only.
 *
 * @example
 * <ReportDocument view={view} report={view.report} keyImages={[]} captures={[]} access={access} idPrefix="r1-" onOpenImage={open} onOpenCapture={show} />
 */
export function ReportDocument({ view, report, keyImages, captures, access, idPrefix, onOpenImage, onOpenCapture }: ReportDocumentProps) {
  const styles = useReportViewerStyles()
  const t = useT()
  const { exam, hospital } = view
  const title = report?.title || t('reportViewer.viewer.defaultTitle', { modality: exam.modality })
  const contact = [hospital.department, hospital.address, hospital.phone].filter(Boolean).join(' · ')
  return (
    <article className={styles.paper} aria-labelledby={`${idPrefix}title`} data-state={report?.state ?? 'none'}>
      <header className={styles.letterhead}>
        {hospital.logoUrl ? <img className={styles.letterheadLogo} src={apiUrl(hospital.logoUrl)} alt={t('reportViewer.viewer.logo')} /> : null}
        {hospital.qr ? (
          <span className={styles.letterheadQr}>
            <Suspense fallback={null}>
              <QrCode value={publicUrl(hospital.qr, '', window.location.origin)} size={64} label={t('reportViewer.viewer.qrLabel')} />
            </Suspense>
          </span>
        ) : null}
        <p className={styles.hospital} data-letterhead="name">{hospital.name}</p>
        {hospital.lines?.map((line, index) => (
          <p key={index} className={styles.subline}>{line}</p>
        ))}
        <h2 className={styles.title} id={`${idPrefix}title`}>
          {title}
        </h2>
        {contact ? <p className={styles.subline}>{contact}</p> : null}
      </header>
      {report ? <StateNotice report={report} /> : null}
      <PatientFields exam={exam} report={report} />
      {report?.critical ? <CriticalNotice report={report} /> : null}
      {report ? (
        <>
          <ReportSection kind="findings" html={report.findings} headingId={`${idPrefix}findings`} />
          <ReportSection kind="impression" html={report.impression} headingId={`${idPrefix}impression`} />
          {report.recommendation ? <ReportSection kind="recommendation" html={report.recommendation} headingId={`${idPrefix}recommendation`} /> : null}
          {report.addenda?.length ? <Addenda addenda={report.addenda} headingId={`${idPrefix}addenda`} /> : null}
          {keyImages.length ? <KeyImages images={keyImages} access={access} headingId={`${idPrefix}images`} onOpen={onOpenImage} /> : null}
          {captures.length ? <ReportCaptures captures={captures} access={access} headingId={`${idPrefix}captures`} onOpen={onOpenCapture} /> : null}
          <Signatures report={report} />
          <p className={styles.disclaimer}>{t('reportViewer.viewer.disclaimer')}</p>
        </>
      ) : null}
    </article>
  )
}
