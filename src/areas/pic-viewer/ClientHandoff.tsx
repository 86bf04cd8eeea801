import { Button } from '@fluentui/react-components'
import { useT } from '../../ui/i18n/useT'
import { launchesApplication } from './model/clientViewerUrl'
import { usePicViewerStyles } from './PicViewer.styles'

/** Props of the client-viewer hand-over. */
export interface ClientHandoffProps {
  /** The configured client-viewer URL with the study and exam ids filled in. */
  url: string
  onStay: () => void
}

/**
 * Shown instead of the viewer when the user's image view type is CLIENT: the study handed to the desktop viewer
 * through its configured URL — an application URL (`weasis://…`) is opened at once by a hidden frame, which makes the
 * browser launch the application (asking the first time); the link opens it again — and a way to look at it in the
 * browser after all.
 *
 * @example
 * <ClientHandoff url="weasis://?studyId=12" onStay={() => setInBrowser(true)} />
 */
export function ClientHandoff({ url, onStay }: ClientHandoffProps) {
  const styles = usePicViewerStyles()
  const t = useT()
  return (
    <div className={styles.handoff} role="region" aria-labelledby="clinic-pic-client">
      <h2 id="clinic-pic-client" className={styles.handoffTitle}>
        {t('picViewer.viewer.clientTitle')}
      </h2>
      <div className={styles.actions}>
        <Button as="a" href={url} appearance="primary">
          {t('picViewer.viewer.clientOpen')}
        </Button>
        <Button onClick={onStay}>{t('picViewer.viewer.clientWeb')}</Button>
      </div>
      {launchesApplication(url) ? <iframe hidden src={url} title={t('picViewer.viewer.clientTitle')} data-client-launch="" /> : null}
    </div>
  )
}
