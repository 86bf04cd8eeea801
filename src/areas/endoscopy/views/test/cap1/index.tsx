import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { captureMessages } from '../../../capture/messages'
import { TestCapturePage } from '../../../capture/TestCapturePage'
import { cap1Messages } from './messages'

/**
 * The capture test page (`/test/cap1`): the video inputs with their labels, resolution choice, and a test capture
 * shown with its size and the time from capture to display; nothing is stored.
 */
export default function Cap1View() {
  useMessages(cap1Messages, captureMessages)
  const t = useT()
  return <TestCapturePage title={t('cap1.title')} compare={false} />
}
