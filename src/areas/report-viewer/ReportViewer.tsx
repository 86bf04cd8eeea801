import { Spinner } from '@fluentui/react-components'
import { useCallback, useContext, useState } from 'react'
import type { KeyImageRef, ReportCaptureRef } from '../../core/contract'
import { useMessages } from '../../ui/i18n/useMessages'
import { ElementIdContext, useHost } from '../../ui/element/HostContext'
import { useT } from '../../ui/i18n/useT'
import { CaptureDialog } from './CaptureDialog'
import { KeyImageDialog } from './KeyImageDialog'
import { reportViewerMessages } from './messages'
import { printElement } from '../../ui/print/printElement'
import { ReportDocument } from './ReportDocument'
import { ReportFailureBar } from './ReportFailureBar'
import { ReportToolbar } from './ReportToolbar'
import { useReportViewerStyles } from './ReportViewer.styles'
import { RevisionHistory } from './RevisionHistory'
import { useReportView } from './useReportView'


const noImages: KeyImageRef[] = []
const noCaptures: ReportCaptureRef[] = []

/** Props of the report viewer element. */
export interface ReportViewerProps {
  /** The exam whose report to show. */
  examineId?: string
  /** Or the report itself. */
  reportId?: string
  /** A token to send instead of any session (external pages that obtained one themselves). */
  token?: string
  /** HIS account for the outer login (shared by every viewer of the page). */
  username?: string
  /** Its password: plain, or the RSA ciphertext when `encrypted` is set. */
  password?: string
  encrypted?: boolean
  /** `outer`: use the page's existing outer (HIS) session; default: the staff session. */
  session?: string
  /** The share token of an opened share link (`POST api/share/{token}/open`): reads this exam anonymously. */
  shareToken?: string
  /** Where to load `clinic-pic-viewer.js` from; default: beside this script. */
  picViewerSrc?: string
}

/**
 * One exam's report, read-only, as the hospital prints it, with key images (opening the picture viewer), the
 * endoscopy captures it includes (shown large in a dialog), revision history and A4 printing. Works with the staff
 * session, a token, HIS credentials or a share link's token.
 *
 * @example
 * <ReportViewer examineId="12" username="hisapi" password="123456" />
 */
export function ReportViewer(props: ReportViewerProps) {
  useMessages(reportViewerMessages)
  const styles = useReportViewerStyles()
  const t = useT()
  const host = useHost()
  const idPrefix = useContext(ElementIdContext)
  const { state, access, retry } = useReportView(host, { examineId: props.examineId, reportId: props.reportId }, props)
  const view = state.status === 'ready' || state.status === 'failed' ? state.view : null
  const report = state.status === 'ready' ? state.view.report : null
  // The key images the report was saved with (the same marks `api/keyImage/temporary/query` lists).
  const keyImages = report?.keyImages ?? noImages
  const captures = report?.captures ?? noCaptures
  const [openImage, setOpenImage] = useState<number | null>(null)
  const [openCapture, setOpenCapture] = useState<number | null>(null)
  const onPrint = useCallback(() => printElement(host), [host])
  const onOpenImage = useCallback((index: number) => setOpenImage(index), [])
  const onCloseImage = useCallback(() => setOpenImage(null), [])
  const onCloseCapture = useCallback(() => setOpenCapture(null), [])
  // Two viewers on one HIS screen must be told apart by a screen reader: the name carries the patient and exam.
  const target = props.examineId ?? props.reportId
  const regionName = view
    ? t('reportViewer.viewer.regionOf', { patient: view.exam.patientName, examNo: view.exam.examNo })
    : target
      ? t('reportViewer.viewer.regionFor', { id: target })
      : t('reportViewer.viewer.region')

  return (
    <div className={styles.root} role="region" aria-label={regionName} aria-busy={state.status === 'loading'}>
      {state.status === 'idle' ? <p className={styles.status}>{t('reportViewer.viewer.idle')}</p> : null}
      {state.status === 'loading' ? (
        <div className={styles.status}>
          <Spinner size="small" label={t('reportViewer.viewer.loading')} />
        </div>
      ) : null}
      {state.status === 'failed' ? <ReportFailureBar failure={state.failure} onRetry={retry} /> : null}
      {report ? <ReportToolbar report={report} onPrint={onPrint} /> : null}
      {view ? <ReportDocument view={view} report={report} keyImages={keyImages} captures={captures} access={access} idPrefix={idPrefix} onOpenImage={onOpenImage} onOpenCapture={setOpenCapture} /> : null}
      {report && access.kind !== 'share' ? <RevisionHistory access={access} examineId={view!.exam.id} version={report.version} /> : null}
      {view && report && openImage !== null ? (
        <KeyImageDialog
          open
          onClose={onCloseImage}
          examineId={view.exam.id}
          examNo={view.exam.examNo}
          access={access}
          picViewerSrc={props.picViewerSrc}
        />
      ) : null}
      {openCapture !== null && captures[openCapture] ? (
        <CaptureDialog captures={captures} index={openCapture} onMove={setOpenCapture} onClose={onCloseCapture} access={access} />
      ) : null}
    </div>
  )
}
