import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { createElement, useEffect, useState } from 'react'
import { $runtimeConfig } from '../../core/config/runtimeConfig'
import { $locale } from '../../core/i18n/i18n'
import { useReturnFocus } from '../../ui/a11y/useReturnFocus'
import { useT } from '../../ui/i18n/useT'
import { type Access, authorizationOf } from './access'
import { elementScriptUrl, ensureElement } from '../../ui/element/loadElement'
import { useReportViewerStyles } from './ReportViewer.styles'

/** Props of {@link KeyImageDialog}. */
export interface KeyImageDialogProps {
  open: boolean
  onClose: () => void
  examineId: number
  examNo: string
  access: Access
  /** Where to load `clinic-pic-viewer.js` from when the page has not defined the element. */
  picViewerSrc?: string | undefined
}

type LoadState = 'loading' | 'ready' | 'failed'

/**
 * A dialog holding `<clinic-pic-viewer examine-id=…>` for the report's exam. The picture viewer is an element of its
 * own, loaded on first open from beside this script (or `picViewerSrc`); when it cannot be loaded the dialog says
 * where it looked and how to fix it.
 *
 * @example
 * <KeyImageDialog open examineId={12} examNo="CT001" access={access} onClose={close} />
 */
export function KeyImageDialog({ open, onClose, examineId, examNo, access, picViewerSrc }: KeyImageDialogProps) {
  const styles = useReportViewerStyles()
  const t = useT()
  const [load, setLoad] = useState<LoadState>('loading')
  // Mounted while open: the thumbnail that opened it gets the focus back when it closes.
  useReturnFocus()

  useEffect(() => {
    if (!open) return
    let live = true
    setLoad(customElements.get('clinic-pic-viewer') ? 'ready' : 'loading')
    ensureElement('clinic-pic-viewer', picViewerSrc).then(
      () => live && setLoad('ready'),
      () => live && setLoad('failed'),
    )
    return () => {
      live = false
    }
  }, [open, picViewerSrc])

  const token = access.kind === 'staff' ? null : authorizationOf(access)
  const apiBase = $runtimeConfig.get().apiBase
  const viewerAttributes: Record<string, string> = { 'examine-id': String(examineId), locale: $locale.get() }
  if (token) viewerAttributes.token = token
  if (apiBase) viewerAttributes['api-base'] = apiBase

  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.dialogSurface}>
        <DialogBody className={styles.dialogBody}>
          <DialogTitle
            action={<Button appearance="subtle" icon={<DismissRegular />} aria-label={t('reportViewer.images.close')} onClick={onClose} />}
          >
            {t('reportViewer.images.dialogTitle', { examNo })}
          </DialogTitle>
          <DialogContent className={styles.viewerSlot} tabIndex={0}>
            {load === 'loading' ? <Spinner label={t('reportViewer.images.viewerLoading')} /> : null}
            {load === 'failed' ? (
              <MessageBar intent="warning" role="alert">
                <MessageBarBody>
                  {t('reportViewer.images.viewerUnavailable', { src: picViewerSrc ? new URL(picViewerSrc, document.baseURI).href : elementScriptUrl('clinic-pic-viewer') })}
                </MessageBarBody>
              </MessageBar>
            ) : null}
            {load === 'ready' ? createElement('clinic-pic-viewer', { ...viewerAttributes, className: styles.picViewer }) : null}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
