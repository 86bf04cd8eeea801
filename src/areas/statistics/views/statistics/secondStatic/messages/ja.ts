import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    secondStatic: {
      title: '陽性率・品質統計',
      tabs: {
        positive: '陽性率',
        turnaround: '報告所要時間',
        critical: '危険値',
      },
    },
  },
}

export default messages
