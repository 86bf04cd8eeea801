import { ElementDialog } from '../../ui/element/ElementDialog'
import { useT } from '../../ui/i18n/useT'

/** The images of a sample's exam in the picture viewer, in a dialog that gives the focus back to what opened it. */
export function ImagesDialog({ examineId, title, onClose }: { examineId: number; title: string; onClose: () => void }) {
  const t = useT()
  return (
    <ElementDialog tag="clinic-pic-viewer" attributes={{ 'examine-id': String(examineId) }} title={title}
      labels={{ close: t('qc.close'), loading: t('qc.sample.imagesLoading'), failed: t('qc.sample.imagesFailed') }} onClose={onClose} />
  )
}
