import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { captureMessages } from '../../../capture/messages'
import { TestCapturePage } from '../../../capture/TestCapturePage'
import { cap2Messages } from './messages'

/**
 * The capture comparison page (`/test/cap2`): the same stream captured by `ImageCapture.grabFrame()` and by drawing
 * the video on a canvas, side by side with each one's size and capture-to-display time; nothing is stored.
 */
export default function Cap2View() {
  useMessages(cap2Messages, captureMessages)
  const t = useT()
  return <TestCapturePage title={t('cap2.title')} compare />
}
