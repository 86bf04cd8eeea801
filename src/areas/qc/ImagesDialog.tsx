import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components'
import { useReturnFocus } from '../../ui/a11y/useReturnFocus'
import { LazyElement } from '../../ui/element/LazyElement'
import { useT } from '../../ui/i18n/useT'
import { useQcStyles } from './qc.styles'

/** The images of a sample's exam in the picture viewer, in a dialog that gives the focus back to what opened it. */
export function ImagesDialog({ examineId, title, onClose }: { examineId: number; title: string; onClose: () => void }) {
  useReturnFocus()
  const t = useT()
  const styles = useQcStyles()
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.imagesSurface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <LazyElement tag="clinic-pic-viewer" attributes={{ 'examine-id': String(examineId) }} className={styles.viewer}
              loadingLabel={t('qc.sample.imagesLoading')} failedMessage={t('qc.sample.imagesFailed')} />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>{t('qc.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
