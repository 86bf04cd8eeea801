import { mergeClasses, MessageBar, MessageBarBody } from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import type { KeyboardEvent } from 'react'
import { useMessages } from '../../ui/i18n/useMessages'
import { useT } from '../../ui/i18n/useT'
import { ClientHandoff } from './ClientHandoff'
import { runCommand } from './commands/commandRegistry'
import { shortcutFor } from './commands/shortcuts'
import './commands/viewerCommands'
import { HelpPopover } from './HelpPopover'
import { picViewerMessages } from './messages'
import { usePicViewerStyles } from './PicViewer.styles'
import { SeriesPanel } from './SeriesPanel'
import { usePicViewer, type PicViewerProps } from './usePicViewer'
import { ViewerToolbar } from './ViewerToolbar'
import { ViewportPane } from './viewport/ViewportPane'

/**
 * The picture viewer: a study or exam from the archive (or a comparison with a prior exam, or a list of file URLs)
 * with series thumbnails, a 1×1/1×2/2×2 grid of viewports, the tool and command toolbar, keyboard shortcuts with
 * their help, measurements and key images. Hands the study to the client viewer when the user works with one.
 *
 * @example
 * <PicViewer studyId="12" layout="1x2" />
 */
export function PicViewer(props: PicViewerProps) {
  // First: the images start loading while the viewer's words are still on their way.
  const { viewer, stayInBrowser } = usePicViewer(props)
  useMessages(picViewerMessages)
  const styles = usePicViewerStyles()
  const t = useT()
  const phase = useStore(viewer.$phase)
  const layout = useStore(viewer.$layout)
  const loaded = useStore(viewer.$loaded)

  if (phase.kind === 'client') return <ClientHandoff url={phase.url} onStay={stayInBrowser} />

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const inToolbar = event.nativeEvent.composedPath().some((node) => node instanceof HTMLElement && node.getAttribute('role') === 'toolbar')
    const shortcut = shortcutFor(event.nativeEvent, inToolbar)
    if (!shortcut) return
    event.preventDefault()
    runCommand(viewer, shortcut.command, shortcut.arg)
  }

  let content
  // While the study loads, the grid is there already with its (empty) image viewports: their canvases are attached,
  // so the first image is drawn the frame after it is decoded, without waiting for another render of the viewer.
  if ((phase.kind === 'ready' && loaded?.series.length) || phase.kind === 'loading') {
    content = (
      <div className={mergeClasses(styles.grid, styles[`layout${layout}`])}>
        {viewer.visible().map((viewport) => (
          <ViewportPane key={viewport.position} viewer={viewer} viewport={viewport} />
        ))}
      </div>
    )
  } else if (phase.kind === 'error') {
    content = (
      <div className={styles.message}>
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('picViewer.viewer.loadFailed', { message: phase.message })}</MessageBarBody>
        </MessageBar>
      </div>
    )
  } else {
    const key = phase.kind === 'waiting' ? 'picViewer.viewer.waiting' : phase.kind === 'ready' ? 'picViewer.viewer.empty' : 'picViewer.viewer.idle'
    content = (
      <div className={styles.message} role="status">
        {t(key)}
      </div>
    )
  }

  return (
    <div className={styles.root} onKeyDown={onKeyDown}>
      <ViewerToolbar viewer={viewer} />
      <div className={styles.body}>
        <SeriesPanel viewer={viewer} />
        {content}
      </div>
      <HelpPopover viewer={viewer} />
    </div>
  )
}
