import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Spinner,
} from '@fluentui/react-components'
import { ChevronLeftRegular, ChevronRightRegular, DismissRegular } from '@fluentui/react-icons'
import { type KeyboardEvent, useId } from 'react'
import type { ReportCaptureRef } from '../../core/contract'
import { useReturnFocus } from '../../ui/a11y/useReturnFocus'
import { useT } from '../../ui/i18n/useT'
import type { Access } from './access'
import { captureCaption } from './format'
import { useReportViewerStyles } from './ReportViewer.styles'
import { useThumbnail } from './useThumbnail'

/** Props of {@link CaptureDialog}. */
export interface CaptureDialogProps {
  captures: ReportCaptureRef[]
  /** The capture shown, an index into `captures`. */
  index: number
  /** Shows another capture (previous / next, wrapping round). */
  onMove: (index: number) => void
  onClose: () => void
  access: Access
}

/**
 * One report capture large, its site as the title; the arrow keys or the previous / next buttons move through the
 * report's captures. Captures are not in the PACS, so this is a plain image, not the picture viewer. Mounted while
 * open: closing gives the focus back to the thumbnail that opened it.
 *
 * @example
 * <CaptureDialog captures={captures} index={0} onMove={setIndex} onClose={close} access={access} />
 */
export function CaptureDialog({ captures, index, onMove, onClose, access }: CaptureDialogProps) {
  const styles = useReportViewerStyles()
  const t = useT()
  const hintId = useId()
  useReturnFocus()
  const capture = captures[index]!
  const image = useThumbnail(capture, access)
  const n = index + 1
  const count = captures.length
  const move = (step: number): void => onMove((index + step + count) % count)
  const onKeyDown = (event: KeyboardEvent): void => {
    if (count < 2 || event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault()
      move(event.key === 'ArrowLeft' ? -1 : 1)
    }
  }
  const position = capture.site ? t('reportViewer.captures.positionSite', { n, count, site: capture.site }) : t('reportViewer.captures.position', { n, count })

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.captureSurface} onKeyDown={onKeyDown} aria-describedby={count > 1 ? hintId : undefined} data-capture-dialog={capture.id}>
        <DialogBody>
          <DialogTitle action={<Button appearance="subtle" icon={<DismissRegular />} aria-label={t('reportViewer.images.close')} onClick={onClose} />}>
            {capture.site ?? t('reportViewer.captures.unlabelled', { n })}
          </DialogTitle>
          <DialogContent>
            <div className={styles.captureStage}>
              {image.status === 'ready' ? <img className={styles.captureLarge} src={image.url} alt={captureCaption(capture, n)} /> : null}
              {image.status === 'loading' ? <Spinner appearance="inverted" label={t('common.loading')} /> : null}
              {image.status === 'failed' || image.status === 'dicom' ? (
                <MessageBar intent="warning" role="alert">
                  <MessageBarBody>{t('reportViewer.images.failed', { n })}</MessageBarBody>
                </MessageBar>
              ) : null}
            </div>
            <p className={styles.capturePosition} aria-live="polite" aria-atomic="true">
              {position}
            </p>
            {count > 1 ? (
              <p className={styles.captureHint} id={hintId}>
                {t('reportViewer.captures.hint')}
              </p>
            ) : null}
          </DialogContent>
          {count > 1 ? (
            <DialogActions>
              <Button icon={<ChevronLeftRegular />} onClick={() => move(-1)}>
                {t('reportViewer.captures.previous')}
              </Button>
              <Button icon={<ChevronRightRegular />} iconPosition="after" onClick={() => move(1)}>
                {t('reportViewer.captures.next')}
              </Button>
            </DialogActions>
          ) : null}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
