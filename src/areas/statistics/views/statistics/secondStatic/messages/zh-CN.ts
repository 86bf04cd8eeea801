import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    secondStatic: {
      title: '阳性率统计',
      tabs: {
        positive: '阳性率',
        turnaround: '报告时效',
        critical: '危急值',
      },
    },
  },
}

export default messages
