import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    secondStatic: {
      title: '陽性率統計',
      tabs: {
        positive: '陽性率',
        turnaround: '報告時效',
        critical: '危急值',
      },
    },
  },
}

export default messages
