import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useReturnFocus } from '../a11y/useReturnFocus'
import { LazyElement } from './LazyElement'

const useStyles = makeStyles({
  surface: { width: 'min(1100px, 96vw)', maxWidth: 'none', height: '92vh', display: 'flex' },
  body: { flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 },
  element: { flex: 1, minHeight: 0, overflow: 'auto', display: 'block', border: `1px solid ${tokens.colorNeutralStroke2}` },
})

/** Props of {@link ElementDialog}. */
export interface ElementDialogProps {
  /** The element shown, loaded on first need beside this element's script: `clinic-report-viewer`, `clinic-pic-viewer`. */
  tag: string
  attributes: Readonly<Record<string, string>>
  title: string
  /** Shown above the element (a warning such as "unsaved changes are not in this preview"). */
  notice?: ReactNode
  /** The words around it, in the opener's vocabulary. */
  labels: { close: string; loading: string; failed: ReactNode }
  onClose: () => void
}

/**
 * Another clinic element — a report as it prints, an exam's images — large in a modal dialog over a list or an editor,
 * which gives the focus back to what opened it. Mounted while open.
 *
 * @example
 * {open ? <ElementDialog tag="clinic-report-viewer" attributes={{ 'examine-id': String(exam.id) }} title={title}
 *   labels={{ close: t('x.close'), loading: t('x.loading'), failed: t('x.failed') }} onClose={() => setOpen(false)} /> : null}
 */
export function ElementDialog({ tag, attributes, title, notice, labels, onClose }: ElementDialogProps) {
  useReturnFocus()
  const styles = useStyles()
  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => { if (!data.open) onClose() }}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody className={styles.body}>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.body}>
            {notice}
            <LazyElement tag={tag} className={styles.element} attributes={attributes} loadingLabel={labels.loading} failedMessage={labels.failed} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{labels.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
